import { describe, expect, it } from 'vitest';
import { scriptOnTree } from './script-tree.test-kit';

/** Writes a small tree of sources and runs the check on it. */
const check = scriptOnTree('check-citations.mjs');

describe('check-citations', () => {
  it('passes comments that cite the rules, a decision or nothing', () => {
    const result = check({
      'packages/domain/src/bets.ts': [
        '/** Stake limits (docs/rules.md §7.1, §7.2). */',
        '// Who may confirm (docs/rules.md §4.5 and decision 015); the spec-calls test replays them.',
        "const spec = 'e2e/market.spec.ts'; // Playwright's spec files are no citation",
        "const colour = '#123'; // nor a colour",
      ].join('\n'),
      'apps/web/src/a.test.tsx': "it('reads the league client’s message', () => {});",
      'docs/rules.md':
        '## 4. Cláusulas\n\n4.5. **Confirmación.**\n\n## 7. Apuestas\n\n7.1. **Monto.**\n\n7.2. **Cuotas.**\n',
    });
    expect(result.output).toContain('No citation of a document outside the repository in 2 files.');
    expect(result.status).toBe(0);
  });

  it.each([
    ['the design page', '// Money in whole units (DESIGN.md §5).'],
    ['a specification document', '/** POST /bets (spec 02 §7). */'],
    ['a specification document', '// Spec 01 §8, word for word.'],
    ['the specification', "// The spec's own wording."],
    ['the specification', '// As the specification writes it.'],
    ['an issue number', '// Limits (issue 11 item 5).'],
    ['an issue number', "describe('the demo league (Issue 12)', () => {});"],
    ['an issue number', '// Fixed in #24.'],
    ['a section of no document', '// Within §7.2 bounds.'],
  ])('fails on a line that cites %s', (what, line) => {
    const result = check({ 'apps/api/src/x.ts': `export const x = 1;\n${line}\n` });
    expect(result.status).toBe(1);
    expect(result.output).toContain(`apps/api/src/x.ts:2: cites ${what}:`);
  });

  it('fails on a section of docs/rules.md that does not exist', () => {
    const rules = '# Reglas\n\n## 7. Apuestas\n\n7.1. **Monto.** …\n\n7.2. **Cuotas.** …\n';
    const ok = check({
      'docs/rules.md': rules,
      'apps/api/src/x.ts': '// Stakes (docs/rules.md §7, §7.1 and §7.2).',
    });
    expect(ok.status).toBe(0);
    const result = check({
      'docs/rules.md': rules,
      'apps/api/src/x.ts': '// Stakes (docs/rules.md §7.1, §7.3).',
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain('apps/api/src/x.ts:1: cites docs/rules.md §7.3, which does not exist');
  });

  it('reads e2e, bench and scripts too, shell comments included', () => {
    const result = check({
      'e2e/flow.spec.ts': '// A flow (issue 12).',
      'bench/http.ts': '// Before issue 16.',
      'scripts/pg.sh': '# Throwaway PostgreSQL (DESIGN.md §1).',
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain('3 line(s) cite what is not in the repository.');
  });
});
