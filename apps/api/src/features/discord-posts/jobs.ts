import type { FastifyInstance } from 'fastify';
import type { Job } from '../../lib/scheduler';
import { TRANSFERABLES_EVERY_HOURS, emitTransferables } from './transferables';

/** The scheduled Discord post of the transferable players (decision 034), once per period per cluster. */
export function discordJobs(app: FastifyInstance): Job[] {
  return [
    {
      name: 'discord-transferables',
      everyMs: TRANSFERABLES_EVERY_HOURS * 3_600_000,
      run: () => emitTransferables(app.db),
    },
  ];
}
