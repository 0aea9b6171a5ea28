import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StandingListSchema, StandingTableSchema, TournamentQuerySchema, policy } from '@liga/domain';
import { queried, tagged } from '../../lib/route-options';
import { derivedView } from '../../lib/serialization';
import { asStandingList, asStandingTable, standingLines, type StandingLines } from './standings';

// The answers drawn from a cached table, once per table (lib/serialization.ts).
const asList = derivedView((lines: StandingLines) => ({ data: asStandingList(lines) }));
const asTable = derivedView(asStandingTable);

/** GET /standings (/tablas, decision 012) and /tablas's richer GET /standings/table. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Both answers are drawn from one computation, cached while no match, team or tournament changes
  // (lib/derived-cache.ts): the first of the two asked for after a change computes it for both.
  const lines = (tournamentId: number) =>
    app.derived.get(`standings:${tournamentId}`, () => standingLines(app.db, tournamentId));

  app.get(
    '/standings',
    queried(policy.readLeague, TournamentQuerySchema, StandingListSchema),
    async (request) => asList(await lines(request.query.tournament_id)),
  );

  /** /tablas's own answer: zones from the rule book's format and where the head-to-head decided (decision 019). */
  app.get(
    '/standings/table',
    queried(policy.readLeague, TournamentQuerySchema, StandingTableSchema),
    async (request) => asTable(await lines(request.query.tournament_id)),
  );
};

export default tagged(['standings'], routes);
