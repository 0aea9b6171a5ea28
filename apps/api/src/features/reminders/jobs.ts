import type { FastifyInstance } from 'fastify';
import type { Job } from '../../lib/scheduler';
import { pruneNotifications } from '../notifications';
import { notifyExpiredTransfers } from './expired-transfers';
import { remindAuctions, remindReveals } from './market';
import { notifyRevealedOffers } from './revealed-offers';
import { remindStatistics } from './statistics';

/** How often the reminders are looked for; each reminder's window is an hour or more. */
const EVERY_MS = 5 * 60_000;
/** Pruning keeps days of rows (decision 040): once an hour is plenty. */
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * The reminder jobs of the server's scheduler (decision 034): one instance runs each per period, and
 * each reminder's key makes it once even if two instances run the job together.
 */
export function reminderJobs(app: FastifyInstance): Job[] {
  return [
    {
      name: 'reminders',
      everyMs: EVERY_MS,
      run: async () => {
        const now = app.clock.now();
        return {
          statistics: await remindStatistics(app.db, now),
          auctions: await remindAuctions(app.db, now),
          reveals: await remindReveals(app.db, now, app.env.LEAGUE_TIMEZONE),
          revealed: await notifyRevealedOffers(app.db, now, app.env.LEAGUE_TIMEZONE),
          expiredTransfers: await notifyExpiredTransfers(app.db, now),
        };
      },
    },
    {
      name: 'notifications-prune',
      everyMs: PRUNE_EVERY_MS,
      run: () => pruneNotifications(app.db, app.clock.now()),
    },
  ];
}
