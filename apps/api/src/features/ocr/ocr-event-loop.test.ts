import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.test-kit';
import { capture, expectationOf, matchOfCapture, upload } from './ocr.test-kit';

const ctx = useTestContext({ env: { OCR_WORKERS: '2' }, resetEachTest: false });

const FILES = ['37-pair-home-1280x720.jpg', '38-pair-away-1280x720.jpg', '01-stats-1280x720.jpg'];

describe('recognition never blocks the event loop (decision 010)', () => {
  it('answers cheap requests quickly while a batch is recognised', async () => {
    const { match, home } = await matchOfCapture(ctx, expectationOf(FILES[0]!));
    const files = FILES.map((file) => ({
      field: 'images[]',
      filename: file,
      bytes: capture(file),
      type: 'image/jpeg',
    }));
    // Warm the pool first: starting the engines is not what is measured.
    await upload(ctx, home.token, `/api/ocr/process?matchId=${match.id}`, [{ ...files[2]!, field: 'image' }]);

    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const busyBefore = performance.eventLoopUtilization();
    const started = performance.now();
    let batchDone = 0;
    const batch = upload(ctx, home.token, `/api/ocr/process-multiple?matchId=${match.id}`, files).then(
      (res) => {
        batchDone = performance.now();
        return res;
      },
    );
    const latencies: number[] = [];
    const answeredDuringBatch: boolean[] = [];
    while (!batchDone) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (batchDone) break;
      const t = performance.now();
      const res = await ctx.request(home.token, { method: 'GET', url: '/api/config' });
      expect(res.statusCode).toBe(200);
      latencies.push(performance.now() - t);
      answeredDuringBatch.push(!batchDone);
    }
    delay.disable();
    const busy = performance.eventLoopUtilization(busyBefore).utilization;
    const res = await batch;
    expect(res.statusCode).toBe(200);
    expect(res.json().results.every((r: { success: boolean }) => r.success)).toBe(true);

    const batchMs = batchDone - started;
    const worst = Math.max(...latencies);
    // Requests kept being answered while the engines worked, each in a small share of the batch.
    expect(answeredDuringBatch.filter(Boolean).length).toBeGreaterThanOrEqual(3);
    expect(worst).toBeLessThan(Math.max(300, batchMs / 4));
    // The loop itself never stalled for long (sharp and the engines run off the main thread).
    expect(delay.max / 1e6).toBeLessThan(Math.max(400, batchMs / 3));
    // Nor was it kept busy: the preprocessing's pixel loops run in the pool's threads (decision 037).
    // On the event loop they took three quarters of its time, and stalled it for seconds under load.
    expect(busy).toBeLessThan(0.4);
    expect(delay.percentile(99) / 1e6).toBeLessThan(300);
    console.info(
      `lote ${Math.round(batchMs)} ms; ${latencies.length} pedidos durante el lote, peor ${Math.round(worst)} ms; ` +
        `demora máxima del event loop ${Math.round(delay.max / 1e6)} ms, p99 ${Math.round(delay.percentile(99) / 1e6)} ms, ` +
        `ocupado ${Math.round(busy * 100)} %`,
    );
  }, 180_000);
});
