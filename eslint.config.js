import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './scripts/eslint-feature-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Features import each other only through the other feature's index.ts (CONVENTIONS.md "Shape").
    files: ['apps/api/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index$)',
              message:
                'Importá otra feature por su index.ts (../feature) o mové lo compartido a src/lib, @liga/domain o @liga/db.',
            },
            {
              regex: '^(\\.\\./)+features/',
              message: 'Importá otra feature por su index.ts (../feature).',
            },
          ],
        },
      ],
    },
  },
  {
    // What is cross-cutting (lib, plugins) does not depend on a feature.
    files: ['apps/api/src/lib/**/*.ts', 'apps/api/src/plugins/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)features/', message: 'src/lib y src/plugins no dependen de una feature.' },
          ],
        },
      ],
    },
  },
  {
    // Routes build no SQL: parse, authorise, call a service or a query with typed filters, shape the answer.
    files: [
      'apps/api/src/features/**/routes.ts',
      'apps/api/src/features/**/*-routes.ts',
      'apps/api/src/features/**/*-route.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Una ruta no arma SQL: llamá a un service o a una query de la feature.',
            },
          ],
          paths: [
            {
              name: '@liga/db',
              allowTypeImports: true,
              message: 'Una ruta no usa tablas: llamá a un service o a una query de la feature.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, liga: boundaries },
    rules: { ...reactHooks.configs.recommended.rules, 'liga/feature-boundaries': 'error' },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@liga/db', 'fastify*', 'react*', 'node:*'], message: 'El dominio no hace I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
