import type { FastifyInstance } from 'fastify';

/** A route to time: label, a URL factory (random pages, fragments …) and how many requests. */
export type BenchRoute = readonly [label: string, url: () => string, count?: number];
type Row = { requests: number; 'median ms': string; 'p99 ms': string; 'max ms': string };

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/**
 * Times each route through app.inject (no network: the server's own cost) after a short warm-up,
 * a bounded number of sequential requests each, and reports median, p99 and max.
 */
export async function measure(
  app: FastifyInstance,
  headers: Record<string, string>,
  routes: readonly BenchRoute[],
  defaultCount: number,
): Promise<Record<string, Row>> {
  const table: Record<string, Row> = {};
  for (const [label, url, count = defaultCount] of routes) {
    for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url: url(), headers });
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url: url(), headers });
      times.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
    }
    times.sort((a, b) => a - b);
    table[label] = {
      requests: count,
      'median ms': quantile(times, 0.5).toFixed(1),
      'p99 ms': quantile(times, 0.99).toFixed(1),
      'max ms': times.at(-1)!.toFixed(1),
    };
  }
  return table;
}
