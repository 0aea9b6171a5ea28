import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { pwa } from './build/pwa';

/** Modules that only declare: importing them runs nothing, so what nobody uses is left out. */
const pure =
  /[\\/]packages[\\/]domain[\\/]src[\\/]|[\\/]apps[\\/]web[\\/]src[\\/](components|lib|features)[\\/]/;
const root = fileURLToPath(new URL('.', import.meta.url));
const zodWithSpanish = fileURLToPath(new URL('./build/zod-es.ts', import.meta.url));

/**
 * Libraries in chunks of their own: they change far less often than our code, so a release
 * re-downloads only the app chunks (assets are cached a year), and zod and the form libraries
 * load only with the pages that have forms.
 */
const vendorGroups = [
  {
    name: 'vendor',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/,
    priority: 30,
  },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]|build[\\/]zod-es\.ts$/, priority: 20 },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 20 },
  {
    name: 'ui',
    test: /apps[\\/]web[\\/]src[\\/](components[\\/]ui[\\/](?!states|logo)|lib[\\/](use-media-query|invalidate|use-now|use-url-params|chart-scale)\b|features[\\/]seasons[\\/](components[\\/]season-select|messages)|features[\\/]transfers[\\/]messages)/,
    includeDependenciesRecursively: false,
    priority: 10,
  },
  {
    // The domain's small modules nearly every signed-in page reads (formats, roles, statuses, the
    // market's messages and constants): one file instead of eight on the first screen.
    name: 'domain',
    test: /packages[\\/]domain[\\/]src[\\/](format|league-time|roles|page-meta|constants|market[\\/](status|gates|constants|messages)|squad[\\/]status|movements[\\/]labels)\.ts$/,
    includeDependenciesRecursively: false,
    priority: 10,
  },
];

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), pwa(), precompress()],
  resolve: { alias: [{ find: /^zod$/, replacement: zodWithSpanish }] },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      // The shared domain package builds its zod schemas at module level. Its modules are pure
      // (no I/O, decision 033) and zod's builders are marked pure here, so the bundler drops the
      // schemas a page never uses, and with them zod itself from pages without forms. The domain
      // has no side effect on import; build/zod-es.ts sets zod's Spanish messages with zod itself.
      // The web app's components, lib and features declare and export, nothing more (no module
      // runs anything when imported): a page that imports one thing from a feature's index.ts gets
      // that thing, not every module the index re-exports (the dashboard: 32 files, not 39).
      treeshake: {
        manualPureFunctions: ['z', 'paged'],
        moduleSideEffects: (id) => (pure.test(id) ? false : undefined),
      },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } },
  },
});
