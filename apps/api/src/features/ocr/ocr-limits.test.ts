import { beforeAll, describe, expect, it } from 'vitest';
import { matchScreenshots } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { competitionKit, matchToLoad } from '../../test/competition.test-kit';
import { pngHeader, solidPng, upload, type FilePart } from './ocr.test-kit';

const ctx = useTestContext();
const fx = competitionKit(ctx);
let png: Buffer;
let strip: Buffer;
let solid: Buffer;
beforeAll(async () => {
  const make = (width: number, height: number) => solidPng(width, height, '#123456');
  png = await make(64, 48);
  // 20,000 rows of one pixel: few pixels, but the rows are what a decode pays for.
  strip = await make(1, 20_000);
  // 39.7 megapixels in about 120 KB.
  solid = await make(6300, 6300);
}, 60_000);

const url = (matchId: number, multiple = false) =>
  `/api/ocr/${multiple ? 'process-multiple' : 'process'}?matchId=${matchId}`;
const image = (bytes: Buffer, filename = 'captura.png'): FilePart => ({ field: 'image', filename, bytes });
const stored = () => ctx.db.select({ id: matchScreenshots.id }).from(matchScreenshots);

describe('only real images, by content (decision 010)', () => {
  it.each([
    [
      'a text file renamed .png',
      () => Buffer.from('hola, esto no es una imagen\n'),
      'El archivo captura.png no es una imagen PNG, JPEG o WebP.',
    ],
    [
      'a truncated PNG',
      () => png.subarray(0, Math.floor(png.length / 2)),
      'La imagen captura.png está dañada o incompleta.',
    ],
    ['an empty file', () => Buffer.alloc(0), 'El archivo captura.png está vacío.'],
  ])('refuses %s with 422 and keeps nothing', async (_, bytes, message) => {
    const { match, home } = await matchToLoad(fx);
    const res = await upload(ctx, home.token, url(match.id), [image(bytes())]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, errors: { 'image.0': [message] } });
    expect(await stored()).toHaveLength(0);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const { match, home } = await matchToLoad(fx);
    const big = Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024, 7)]);
    const res = await upload(ctx, home.token, url(match.id), [image(big, 'enorme.png')]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('La imagen enorme.png supera los 10 MB.');
  });

  it('refuses six files in one request with 422', async () => {
    const { match, home } = await matchToLoad(fx);
    const six = Array.from({ length: 6 }, (_, i) => ({
      field: 'images[]',
      filename: `c${i}.png`,
      bytes: png,
    }));
    const res = await upload(ctx, home.token, url(match.id, true), six);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Se pueden analizar hasta 5 imágenes por vez.');
    expect(await stored()).toHaveLength(0);
  });

  it('one bad file refuses the whole batch, naming it', async () => {
    const { match, home } = await matchToLoad(fx);
    const res = await upload(ctx, home.token, url(match.id, true), [
      { field: 'images[]', filename: 'buena.png', bytes: png },
      { field: 'images[]', filename: 'mala.png', bytes: Buffer.from('GIF89a') },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'images[].1': ['El archivo mala.png no es una imagen PNG, JPEG o WebP.'],
    });
  });

  it('wants multipart, the named field and at least one file', async () => {
    const { match, home } = await matchToLoad(fx);
    const json = await ctx.request(home.token, {
      method: 'POST',
      url: url(match.id),
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().message).toBe('Enviá las imágenes como multipart/form-data.');
    const wrong = await upload(ctx, home.token, url(match.id), [
      { field: 'foto', filename: 'a.png', bytes: png },
    ]);
    expect(wrong.json()).toMatchObject({ message: 'Enviá la imagen en el campo image.' });
    const none = await upload(ctx, home.token, url(match.id), []);
    expect(none.json()).toMatchObject({ message: 'Elegí al menos una imagen.' });
    const missing = await upload(ctx, home.token, '/api/ocr/process', [image(png)]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('matchId');
  });
});

describe('pixel budgets, read from the header before any decode (decision 010)', () => {
  const tooBig = (name: string) =>
    `La imagen ${name} es demasiado grande (máximo 40 megapíxeles y 10.000 píxeles por lado).`;

  it.each([
    ['1×39,000,000 (its rows alone take 20 s to decode)', () => pngHeader(1, 39_000_000)],
    ['7000×7000 (49 megapixels)', () => pngHeader(7000, 7000)],
    ['1×20,000, a real PNG of few pixels', () => strip],
  ])('refuses an image of %s with 422 and keeps nothing', async (_, bytes) => {
    const { match, home } = await matchToLoad(fx);
    const res = await upload(ctx, home.token, url(match.id), [image(bytes(), 'tira.png')]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: tooBig('tira.png'), errors: { 'image.0': [tooBig('tira.png')] } });
    expect(await stored()).toHaveLength(0);
  });

  it('refuses a request whose images add up to more than 80 megapixels', async () => {
    const { match, home } = await matchToLoad(fx);
    const three = [0, 1, 2].map((i) => ({ field: 'images[]', filename: `liso${i}.png`, bytes: solid }));
    const res = await upload(ctx, home.token, url(match.id, true), three);
    const message = 'Las imágenes de un envío pueden sumar hasta 80 megapíxeles: enviá menos a la vez.';
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message, errors: { 'images[]': [message] } });
    expect(await stored()).toHaveLength(0);
  });
});

describe('only a user who may load that match statistics', () => {
  it('refuses a manager of another team, a visitor and an anonymous caller', async () => {
    const { match } = await matchToLoad(fx);
    const other = await fx.manager('Tercero FC');
    const res = await upload(ctx, other.token, url(match.id), [image(png)]);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Solo podés cargar estadísticas de partidos de tu equipo.');
    const visitor = await ctx.actor('visitante');
    expect((await upload(ctx, visitor.token, url(match.id), [image(png)])).statusCode).toBe(403);
    expect((await upload(ctx, undefined, url(match.id), [image(png)])).statusCode).toBe(401);
    expect(await stored()).toHaveLength(0);
  });

  it('answers 404 for a match that does not exist and 422 for a completed one', async () => {
    const { match, home } = await matchToLoad(fx);
    expect((await upload(ctx, home.token, url(match.id + 99), [image(png)])).statusCode).toBe(404);
    const done = await fx.match({
      tournamentId: match.tournamentId,
      home: match.teamHomeId,
      away: match.teamAwayId,
      stage: 2,
      status: 'completed',
    });
    const res = await upload(ctx, home.token, url(done.id), [image(png)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'El partido ya tiene las estadísticas cargadas: un Admin debe habilitarlo para editar.',
    );
  });

  it('keeps at most 20 captures per match', async () => {
    const { match, home } = await matchToLoad(fx);
    await ctx.db.insert(matchScreenshots).values(
      Array.from({ length: 20 }, (_, i) => ({
        matchId: match.id,
        filename: `c${i}.png`,
        sha256: `hash-${i}`,
        width: 64,
        height: 48,
        image: png,
        thumbnail: png,
      })),
    );
    const res = await upload(ctx, home.token, url(match.id), [image(png)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Este partido ya tiene 20 capturas guardadas: borrá alguna para cargar más.',
    );
  });
});
