import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { matchScreenshots, matches } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { competitionKit, matchToLoad } from '../../test/competition.test-kit';

const ctx = useTestContext();
const fx = competitionKit(ctx);
let webp: Buffer;
let thumb: Buffer;
beforeAll(async () => {
  webp = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#0b1a2e' } })
    .webp()
    .toBuffer();
  thumb = await sharp(webp).resize(320).webp().toBuffer();
});

/** A match with one capture its home manager sent. */
async function withCapture() {
  const setup = await matchToLoad(fx);
  const [row] = await ctx.db
    .insert(matchScreenshots)
    .values({
      matchId: setup.match.id,
      uploadedBy: setup.home.id,
      filename: 'valoraciones.jpg',
      type: 'player_ratings',
      sha256: 'abc',
      width: 640,
      height: 360,
      image: webp,
      thumbnail: thumb,
    })
    .returning();
  return { ...setup, shot: row! };
}

describe('captures kept with the match as evidence', () => {
  it('lists them without bytes, to any signed-in account', async () => {
    const { match, home, shot } = await withCapture();
    const visitor = await ctx.actor('visitante');
    const res = await ctx.request(visitor.token, {
      method: 'GET',
      url: `/api/ocr/screenshots?matchId=${match.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id: shot.id,
          match_id: match.id,
          filename: 'valoraciones.jpg',
          type: 'player_ratings',
          size: webp.length,
          width: 640,
          height: 360,
          uploaded_by: { id: home.id, name: expect.any(String) },
          created_at: expect.any(String),
        },
      ],
    });
    expect(
      (await ctx.request(undefined, { method: 'GET', url: `/api/ocr/screenshots?matchId=${match.id}` }))
        .statusCode,
    ).toBe(401);
  });

  it('serves the image and its thumbnail as WebP', async () => {
    const { shot, away } = await withCapture();
    const full = await ctx.request(away.token, {
      method: 'GET',
      url: `/api/ocr/screenshots/${shot.id}/image`,
    });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.rawPayload.equals(webp)).toBe(true);
    const small = await ctx.request(away.token, {
      method: 'GET',
      url: `/api/ocr/screenshots/${shot.id}/image?size=thumb`,
    });
    expect(small.rawPayload.equals(thumb)).toBe(true);
    expect(
      (await ctx.request(away.token, { method: 'GET', url: `/api/ocr/screenshots/${shot.id + 1}/image` }))
        .statusCode,
    ).toBe(404);
  });

  it('only the uploader or staff delete one', async () => {
    const { shot, away, home } = await withCapture();
    const del = (token: string) =>
      ctx.request(token, { method: 'DELETE', url: `/api/ocr/screenshots/${shot.id}` });
    const rival = await del(away.token);
    expect(rival.statusCode).toBe(403);
    expect(rival.json().message).toBe('Solo quien subió la captura o la organización pueden borrarla.');
    const own = await del(home.token);
    expect(own.json()).toEqual({ message: 'Captura borrada.' });
    expect(await ctx.db.select().from(matchScreenshots)).toHaveLength(0);
  });

  it('go away with their match', async () => {
    const { match } = await withCapture();
    await ctx.db.delete(matches).where(eq(matches.id, match.id));
    expect(await ctx.db.select().from(matchScreenshots)).toHaveLength(0);
  });
});
