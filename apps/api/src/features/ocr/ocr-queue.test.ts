import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.test-kit';
import { competitionKit, matchToLoad } from '../../test/competition.test-kit';
import { capture, expectationOf, matchOfCapture, solidPng, upload, type FilePart } from './ocr.test-kit';

// One engine worker: one image read at a time, so the order of the turns shows.
const ctx = useTestContext({ env: { OCR_WORKERS: '1' } });
const fx = competitionKit(ctx);
let png: Buffer;
let solid: Buffer;
beforeAll(async () => {
  const make = (width: number, height: number) => solidPng(width, height, '#1f6f3f');
  png = await make(64, 48);
  solid = await make(6300, 6300);
}, 60_000);

const BUSY = 'El reconocimiento de imágenes está ocupado: probá de nuevo en unos minutos.';
const SHARE = 'Ya tenés 5 imágenes en análisis: esperá a que terminen para enviar más.';
const multiple = (matchId: number) => `/api/ocr/process-multiple?matchId=${matchId}`;
const copies = (n: number, bytes: Buffer, type = 'image/png'): FilePart[] =>
  Array.from({ length: n }, (_, i) => ({ field: 'images[]', filename: `c${i}.png`, bytes, type }));
const tally = (answers: { statusCode: number; json: () => { message?: string } }[]) =>
  answers.reduce<Record<string, number>>((t, res) => {
    const key = res.statusCode === 200 ? '200' : `${res.statusCode} ${res.json().message}`;
    return { ...t, [key]: (t[key] ?? 0) + 1 };
  }, {});

// Each capture is read twice now (decision 037): a batch's turns take twice the engine's time.
describe('the recognition queue under concurrent requests (decision 010)', { timeout: 90_000 }, () => {
  // First in the file: the engine is still starting, so no image finishes while these arrive.
  it('admits at most 20 waiting images however many requests arrive at once', async () => {
    const { match } = await matchToLoad(fx);
    const staff = await Promise.all(Array.from({ length: 8 }, () => ctx.actor('Organizador')));
    const answers = await Promise.all(
      staff.map((user) => upload(ctx, user.token, multiple(match.id), copies(5, png))),
    );
    const counts = tally(answers);
    // 40 images: 4 requests of 5 fill the queue (fewer when two interleave and both are refused).
    expect(
      Object.keys(counts).every((k) => k === '200' || k === `503 ${BUSY}`),
      JSON.stringify(counts),
    ).toBe(true);
    expect(counts['200']! * 5).toBeLessThanOrEqual(20);
    expect(counts[`503 ${BUSY}`]).toBeGreaterThanOrEqual(4);
  });

  it("holds a user to 5 images in the queue, while other users' still get in", async () => {
    const { match, home, away } = await matchToLoad(fx);
    const organiser = await ctx.actor('Organizador');
    const [a, b, c, rival, staff] = await Promise.all([
      upload(ctx, home.token, multiple(match.id), copies(5, png)),
      upload(ctx, home.token, multiple(match.id), copies(5, png)),
      upload(ctx, home.token, multiple(match.id), copies(5, png)),
      upload(ctx, away.token, multiple(match.id), copies(5, png)),
      upload(ctx, organiser.token, multiple(match.id), copies(5, png)),
    ]);
    // The three requests of one manager ask for 15 places: one of them gets its 5 (requests that
    // interleave give their places back when refused), the others are told why.
    const mine = tally([a!, b!, c!]);
    expect(mine).toEqual({ '200': 1, [`429 ${SHARE}`]: 2 });
    expect([rival!.statusCode, staff!.statusCode]).toEqual([200, 200]);
    expect(staff!.json().results).toHaveLength(5);
  });

  it("gives another user's capture the next turn instead of after a manager's whole batch", async () => {
    const file = '37-pair-home-1280x720.jpg';
    const { match, home } = await matchOfCapture(ctx, expectationOf(file));
    const organiser = await ctx.actor('Organizador');
    const finished: string[] = [];
    const batch = upload(ctx, home.token, multiple(match.id), copies(5, capture(file), 'image/jpeg')).then(
      (res) => (finished.push('manager'), res),
    );
    // The manager's five are admitted and the first one is being read.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const one = upload(ctx, organiser.token, `/api/ocr/process?matchId=${match.id}`, [
      { field: 'image', filename: 'real.jpg', bytes: capture(file), type: 'image/jpeg' },
    ]).then((res) => (finished.push('organiser'), res));
    const [manager, own] = await Promise.all([batch, one]);
    expect(manager.statusCode).toBe(200);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ success: true, data: { type: 'player_ratings' } });
    // Turns: manager 1, organiser, manager 2–5. One queue for all would read the five first.
    expect(finished).toEqual(['organiser', 'manager']);
  });

  it('keeps images compressed while they wait: only the image on its turn is decoded', async () => {
    const { match } = await matchToLoad(fx);
    const staff = await Promise.all(Array.from({ length: 4 }, () => ctx.actor('Organizador')));
    const external = () => process.memoryUsage().external;
    const before = external();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, external())), 10);
    const answers = await Promise.all(
      staff.map((user) => upload(ctx, user.token, multiple(match.id), copies(2, solid))),
    );
    clearInterval(sampler);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    // A 6300×6300 capture is decoded to 2560×2560 RGB (~20 MB) for its turn; eight of them
    // waiting decoded would hold 160 MB or more.
    const grewMb = (peak - before) / 1e6;
    console.info(`memoria externa: pico +${Math.round(grewMb)} MB con 8 imágenes de 6300×6300 en cola`);
    expect(grewMb).toBeLessThan(110);
  });

  it('answers a request refused halfway over a real connection, while its client is still sending', async () => {
    const { match, home } = await matchToLoad(fx);
    const base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    // Five 2 MB files: the refusal comes at the first one, long before the body has been sent.
    const big = Buffer.alloc(2 * 1024 * 1024, 7);
    const send = async () => {
      const form = new FormData();
      for (let i = 0; i < 5; i++)
        form.append('images[]', new Blob([big], { type: 'image/png' }), `c${i}.png`);
      const res = await fetch(`${base}${multiple(match.id)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${home.token}` },
        body: form,
      });
      return { status: res.status, message: ((await res.json()) as { message: string }).message };
    };
    const answers = await Promise.all([send(), send(), send()]);
    // One request gets the manager's five places (and is then refused as not images: a refused
    // request gives its places back before reading the rest of its body); the other two are told
    // why, not cut off.
    expect(answers.map((a) => a.status).sort()).toEqual([422, 429, 429]);
    expect(answers.filter((a) => a.status === 429)).toEqual([
      { status: 429, message: SHARE },
      { status: 429, message: SHARE },
    ]);
  });
});
