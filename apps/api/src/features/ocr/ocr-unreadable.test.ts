import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { matchScreenshots } from '@liga/db';
import type { RecognitionResult } from '@liga/domain';
import { useTestContext } from '../../test/context.test-kit';
import { competitionKit, matchToLoad } from '../../test/competition.test-kit';
import { messages } from './messages';
import { upload } from './ocr.test-kit';

const ctx = useTestContext({ env: { OCR_WORKERS: '1' } });
const fx = competitionKit(ctx);
let blankLight: Buffer;
let blankDark: Buffer;
let tiny: Buffer;
let gradient: Buffer;
beforeAll(async () => {
  const solid = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();
  blankLight = await solid(1280, 720, '#f4f6f9');
  blankDark = await solid(1280, 720, '#0b1a2e');
  tiny = await solid(16, 16, '#336699');
  // A smooth ramp: no letter, no edge, no table.
  const ramp = Buffer.alloc(640 * 360 * 3);
  for (let i = 0; i < 640 * 360; i++) ramp.fill(Math.floor(((i % 640) / 640) * 255), i * 3, i * 3 + 3);
  gradient = await sharp(ramp, { raw: { width: 640, height: 360, channels: 3 } })
    .jpeg({ quality: 60 })
    .toBuffer();
}, 60_000);

describe('captures with nothing to read (decision 037)', () => {
  it('answer a failed result per file, never a server error, and keep nothing', async () => {
    const { match, home } = await matchToLoad(fx);
    const files = [
      ['blanca.png', blankLight],
      ['oscura.png', blankDark],
      ['diminuta.png', tiny],
      ['degradado.jpg', gradient],
    ] as const;
    const res = await upload(
      ctx,
      home.token,
      `/api/ocr/process-multiple?matchId=${match.id}`,
      files.map(([filename, bytes]) => ({ field: 'images[]', filename, bytes })),
    );
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: RecognitionResult[] }>();
    expect(results.map((r) => [r.filename, r.success, r.error, r.data, r.screenshot_id])).toEqual(
      files.map(([filename]) => [filename, false, messages.unrecognised, null, null]),
    );
    expect(await ctx.db.select({ id: matchScreenshots.id }).from(matchScreenshots)).toHaveLength(0);
  }, 120_000);
});
