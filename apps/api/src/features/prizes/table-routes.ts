import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplyPrizeTableSchema,
  PrizePreviewSchema,
  PrizeTableParamsSchema as TournamentParams,
  PrizeTableSavedSchema,
  PrizeTablesAnswerSchema,
  PrizesPaidAnswerSchema,
  SEASON_MESSAGES,
  SavePrizeTableSchema,
  SeasonQuerySchema,
  policy,
} from '@liga/domain';
import { notFound, ruleBroken } from '../../lib/http-errors';
import { guarded, queried } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { chosenOrActiveSeason } from '../seasons';
import { findTournament } from '../tournaments';
import { messages } from './messages';
import { payPrizes } from './pay-prizes';
import { prizePreview } from './preview';
import { paidAnswer } from './paid-answer';
import { prizeTablesOf, savePrizeTable, seasonTournaments } from './table-queries';

/**
 * Prize tables (/crear-premios, GET /create-prizes): per tournament, position →
 * amount and the two bonuses, pre-filled from the rule book; applied once at the tournament's end.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tournamentOr404 = async (id: number) => {
    const t = await findTournament(app.db, id);
    if (!t) throw notFound(messages.tournamentNotFound);
    return t;
  };

  app.get(
    '/create-prizes',
    queried(policy.editPrizeTables, SeasonQuerySchema, PrizeTablesAnswerSchema),
    async (request) => {
      const season = await chosenOrActiveSeason(app.db, request.query.season);
      if (!season) throw ruleBroken('season', SEASON_MESSAGES.noActive);
      return { data: await prizeTablesOf(app.db, await seasonTournaments(app.db, season.id)) };
    },
  );

  app.put(
    '/create-prizes/:tournament_id',
    guarded(policy.editPrizeTables, {
      params: TournamentParams,
      body: SavePrizeTableSchema,
      response: { 200: PrizeTableSavedSchema },
    }),
    async (request) => {
      const t = await tournamentOr404(request.params.tournament_id);
      await savePrizeTable(app.db, t.id, request.body, actor(request).id, app.clock.now());
      const [table] = await prizeTablesOf(app.db, [t]);
      return { message: messages.tableSaved, table: table! };
    },
  );

  app.get(
    '/create-prizes/:tournament_id/preview',
    guarded(policy.editPrizeTables, { params: TournamentParams, response: { 200: PrizePreviewSchema } }),
    async (request) => prizePreview(app.db, await tournamentOr404(request.params.tournament_id)),
  );

  app.post(
    '/create-prizes/:tournament_id/apply',
    guarded(policy.awardPrizes, {
      params: TournamentParams,
      body: ApplyPrizeTableSchema,
      response: { 200: PrizesPaidAnswerSchema },
    }),
    async (request) => {
      const t = await tournamentOr404(request.params.tournament_id);
      const preview = await prizePreview(app.db, t);
      if (!preview.finished) throw ruleBroken('tournament_id', preview.not_finished_reason!);
      if (preview.fingerprint !== request.body.fingerprint)
        throw ruleBroken('fingerprint', messages.previewChanged);
      const lines = preview.lines.filter((l) => l.status === 'payable' || l.status === 'already_paid');
      if (lines.length === 0) throw ruleBroken('tournament_id', messages.nothingToPay);
      const items = lines.map((l) => ({
        tournament_id: t.id,
        team_id: l.team!.id,
        amount: l.amount,
        position: l.position,
        description: `${t.name}: ${l.detail}`.slice(0, 300),
      }));
      return paidAnswer(app.db, await payPrizes(app.db, items, actor(request), app.clock.now(), 'table'));
    },
  );
};

export default routes;
