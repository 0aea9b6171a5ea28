import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreRecognition } from '../../../../../bench/ocr/score';
import type { VariedExpectation } from '../../../../../bench/ocr/varied/generate';
import { createOcrPool } from './pool';
import { recognize } from './recognize';

// Three captures of the varied set's tuning layouts (bench/ocr/varied, decision 037), kept small:
// a light card list with ratings in coloured boxes turned by 0.5°, a phone list with round rating
// pills at JPEG quality 60, and match facts with bars. The whole sets run in npm run bench:ocr.
const DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../bench/ocr/fixtures/varied',
);
const captures = JSON.parse(readFileSync(path.join(DIR, 'expected.json'), 'utf8')) as VariedExpectation[];
const pool = createOcrPool({ size: 1 });
afterAll(() => pool.close());

describe('layouts other than the first synthetic set (decision 037)', () => {
  it.each(captures.map((c) => [c.file, c] as const))(
    'reads %s',
    async (_, e) => {
      const result = await recognize(pool, readFileSync(path.join(DIR, e.file)), {
        vocabulary: { teams: [e.teams.home, e.teams.away], names: [...e.squads.home, ...e.squads.away] },
      });
      const score = scoreRecognition(e, result.data);
      expect(result.data?.type).toBe(e.kind);
      expect(score.exact / score.fields, score.misses.join('\n')).toBeGreaterThanOrEqual(0.95);
      if (e.kind === 'player_ratings') {
        // Ratings are what the boxes and pills hid before (none was read): at most one is missed.
        expect(score.byField.rating!.exact).toBeGreaterThanOrEqual(e.players.length - 1);
      }
    },
    120_000,
  );
});

describe("a capture prepared again at its words' line height (decision 049)", () => {
  it('makes the first look alone, at the line given', async () => {
    const looks = pool.prepare(readFileSync(path.join(DIR, captures[0]!.file)), 20);
    const prepared = await looks.prepared;
    expect(prepared.textHeight).toBe(20);
    await expect(looks.second).rejects.toThrow();
    // The thread is free for the next capture.
    const next = pool.prepare(readFileSync(path.join(DIR, captures[0]!.file)));
    expect((await next.prepared).textHeight).not.toBe(20);
    await next.second;
  }, 60_000);
});

describe('the second look made before the first (decision 069)', () => {
  it('delivers the second look first, then the first, both of the same levelled capture', async () => {
    const looks = pool.prepare(readFileSync(path.join(DIR, captures[0]!.file)));
    const order: string[] = [];
    const [prepared, second] = await Promise.all([
      looks.prepared.then((p) => (order.push('first'), p)),
      looks.second.then((s) => (order.push('second'), s)),
    ]);
    expect(order).toEqual(['second', 'first']);
    // The first look is of the capture turned level (0.5°, decision 037); the levelled pixels come back with it.
    expect(Math.abs(prepared.skew)).toBeGreaterThan(0.2);
    expect(second.ocrImage.length).toBeGreaterThan(0);
    expect(prepared.rgb.length).toBe(prepared.width * prepared.height * 3);
  }, 60_000);
});
