import { describe, expect, it } from 'vitest';
import { scriptOnTree } from './script-tree.test-kit';

/** Writes a small tree of sources and runs the check on it. */
const check = scriptOnTree('check-cycles.mjs');

describe('check-cycles', () => {
  it('passes a tree without cycles', () => {
    const result = check({
      'apps/web/src/features/a/index.ts': "export { b } from '../b';",
      'apps/web/src/features/b/index.ts': 'export const b = 1;',
    });
    expect(result.output).toContain('No import cycles in 2 files, nor between 2 features.');
    expect(result.status).toBe(0);
  });

  it('counts a type-only import in a file cycle', () => {
    const result = check({
      'packages/domain/src/x.ts': "import { y } from './y';\nexport interface X { y: typeof y }",
      'packages/domain/src/y.ts': "import type { X } from './x';\nexport const y = 1;\nexport type Y = X;",
    });
    expect(result.output).toContain(
      'packages/domain/src/x.ts → packages/domain/src/y.ts → packages/domain/src/x.ts',
    );
    expect(result.status).toBe(1);
  });

  it('fails on two features that import each other through different files', () => {
    const result = check({
      'apps/api/src/features/matches/service.ts':
        "import { findTournament } from '../tournaments/tournament';",
      'apps/api/src/features/tournaments/tournament.ts': 'export const findTournament = 1;',
      'apps/api/src/features/tournaments/fixture.ts': "import { view } from '../matches/view';",
      'apps/api/src/features/matches/view.ts': 'export const view = 1;',
    });
    expect(result.output).toContain('Feature cycles (1):');
    expect(result.output).toContain(
      'apps/api/src/features/matches → apps/api/src/features/tournaments → apps/api/src/features/matches',
    );
    expect(result.status).toBe(1);
  });
});
