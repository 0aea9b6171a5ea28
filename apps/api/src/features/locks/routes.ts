import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateLockSchema,
  LockAnswerSchema,
  LockListQuerySchema,
  LockListSchema,
  lockMessages,
  policy,
} from '@liga/domain';
import { guarded, queried, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { activeSeason } from '../seasons';
import { ownTeamId } from '../teams';
import { createLock } from './create-lock';
import { listLocks, lockView } from './queries';

/** Player locks against clauses (decision 025): four per team and season. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/locks', queried(policy.lockPlayer, LockListQuerySchema, LockListSchema), async (request) => {
    const me = actor(request);
    const season = await activeSeason(app.db);
    // A team's locks are public within the league (an offer on a locked player is refused anyway).
    const teamId = request.query.team_id ?? (await ownTeamId(app.db, me.id));
    if (!season || teamId === undefined) return { data: [], used: 0, left: 0 };
    return listLocks(app.db, season.id, teamId);
  });

  app.post(
    '/locks',
    guarded(policy.lockPlayer, { body: CreateLockSchema, response: { 200: LockAnswerSchema } }),
    async (request) => {
      const me = actor(request);
      const id = await createLock(app.db, request.body.player_id, me, app.clock.now());
      return { message: lockMessages.created, lock: (await lockView(app.db, id))! };
    },
  );
};

export default tagged(['locks'], routes);
