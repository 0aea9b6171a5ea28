import { describe, expect, it } from 'vitest';
import rulesDoc from '../../../docs/rules.md?raw';
import * as domain from './index';

/**
 * docs/rules.md is the league's rules for staff and engineers, cited by code comments as
 * `docs/rules.md §n`. Every rule constant the domain exports must be named there, and a plain number
 * with the value the code has, so the document cannot fall behind the code. Sources are read through
 * Vite's raw imports: the domain does no I/O, its tests included.
 */
const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts', '!./**/*.test-kit.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Files whose constants are wording, not rules: the text can change without any rule changing. */
const isWordingFile = (path: string): boolean => path.endsWith('/messages.ts');
/** `*_MESSAGES` objects hold a feature's sentences (some live beside their contract). */
const isWordingName = (name: string): boolean => name.endsWith('_MESSAGES');

/** Exported constants that are not league rules, each with why. Keep it short. */
const NOT_RULES: Readonly<Record<string, string>> = {
  ACCESS_TOKEN_KEY: 'the browser storage key of the session, not a rule',
  NOTIFICATION_MS: 'how long a notice stays on screen',
  PLAYER_SORTS: 'the sort columns the players list accepts (a query parameter whitelist)',
  SORT_DIRECTIONS: 'asc/desc of the players list query',
  PLAYER_STATUS_FILTERS:
    'the status filter values of the players list query (statuses are docs/rules.md §3.2)',
  DISCORD_CHANNEL_LABELS: 'the settings screen’s names of the webhooks',
  WEBHOOK_URL_INVALID: 'the sentence of a refused webhook URL',
  WEBHOOK_URL_TOO_LONG: 'the sentence of a webhook URL over WEBHOOK_URL_MAX',
  NOTIFICATION_TEXTS: 'the notifications’ Spanish titles and bodies',
  NOTIFICATION_LINKS: 'the screen each notification opens',
  NOTIFICATION_KIND_LABELS: 'the preferences screen’s names of the kinds',
  BLANK_LINE: 'a statistics line where nothing happened (a building block, not a rule)',
};

function exportedConstants(): { name: string; file: string }[] {
  const found: { name: string; file: string }[] = [];
  for (const [file, text] of Object.entries(sources)) {
    if (isWordingFile(file)) continue;
    for (const m of text.matchAll(/^export const ([A-Z][A-Z0-9_]*)\s*[:=]/gm))
      found.push({ name: m[1]!, file });
  }
  return found;
}

const named = (name: string): boolean => rulesDoc.includes(`\`${name}\``);
const esAr = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 10 });

describe('docs/rules.md', () => {
  const constants = exportedConstants();

  it('finds the domain constants (the scan itself works)', () => {
    const names = constants.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['BET_MIN', 'TABLE_ZONES', 'ROLES', 'MVPS_PER_TEAM']));
    expect(constants.length).toBeGreaterThan(80);
  });

  it('names every rule constant the domain exports', () => {
    const missing = constants
      .filter(({ name }) => !isWordingName(name) && !(name in NOT_RULES) && !named(name))
      .map(({ name, file }) => `${name} (${file})`);
    expect(missing, 'constants not named in docs/rules.md').toEqual([]);
  });

  // Values are read from the package's index: a constant exported only by a subpath (password-strength)
  // is checked for its name alone.
  it('gives each numeric constant the value the code has, next to its name', () => {
    const wrong = constants
      .map(({ name }) => [name, (domain as Record<string, unknown>)[name]] as const)
      .filter(
        (entry): entry is readonly [string, number] =>
          typeof entry[1] === 'number' && !(entry[0] in NOT_RULES),
      )
      .filter(([name, value]) => {
        const after = new RegExp(
          `\`${name}\`[^\\n\`]{0,20}?=\\s*${escape(esAr.format(value))}(?![\\d.,]\\d)`,
        );
        return !after.test(rulesDoc);
      })
      .map(([name, value]) => `${name} = ${esAr.format(value)}`);
    expect(wrong, 'write "`NAME` = value" (es-AR digits) in docs/rules.md').toEqual([]);
  });

  it('keeps the allow-list honest: every entry is still exported', () => {
    const names = new Set(constants.map((c) => c.name));
    expect(Object.keys(NOT_RULES).filter((n) => !names.has(n))).toEqual([]);
  });

  it('numbers its sections so code can cite them', () => {
    const sections = [...rulesDoc.matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1]));
    expect(sections).toEqual(sections.map((_, i) => i + 1));
    expect(sections.length).toBeGreaterThanOrEqual(15);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
