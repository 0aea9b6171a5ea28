import { z } from 'zod';

/** GET /api/health: the process is up and answering (liveness; no database call). */
export const HealthSchema = z.object({ status: z.literal('ok') });

/**
 * GET /api/ready: 200 when the database answers and every migration this build ships is applied,
 * 503 otherwise (and while the server shuts down), so a load balancer sends no traffic there.
 */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'error']),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
