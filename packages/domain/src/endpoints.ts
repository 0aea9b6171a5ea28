import type { z } from 'zod';
import { LegacyImportStateSchema } from './legacy-import/contracts';
import { AssistantAnswerSchema, AssistantHistorySchema, ScoutingReportSchema } from './assistant/contracts';
import {
  AuctionListSchema,
  AuctionPostedSchema,
  BidPlacedSchema,
  PlayerAuctionSchema,
  StreamTicketSchema,
} from './auctions/contracts';
import { AuthResponseSchema } from './auth/contracts';
import {
  MatchBetDetailSchema,
  MatchBetListSchema,
  MatchBetSavedSchema,
  PlayerBetDetailSchema,
  PlayerBetListSchema,
  PlayerBetSavedSchema,
  UserBetListSchema,
  UserBetSavedSchema,
} from './bets/contracts';
import {
  BetLeaderboardSchema,
  FixtureMatchDetailSchema,
  FixtureMatchListSchema,
} from './bets/linked-contracts';
import { MessageSchema } from './common/contracts';
import { LeagueConfigSchema } from './config/contracts';
import { PublicSettingsSchema } from './public/contracts';
import { DashboardSchema } from './dashboard/contracts';
import { DiscordRedirectSchema } from './discord/contracts';
import { DiscordSettingsSavedSchema, DiscordSettingsSchema } from './discord/webhooks';
import {
  ClauseListSchema,
  ClauseSavedSchema,
  OfferBoardSchema,
  PlayerOffersSchema,
} from './market/contracts';
import {
  MatchPlayerListSchema,
  StatisticRowListSchema,
  StatisticsSavedSchema,
} from './match-statistics/contracts';
import { MatchDetailSchema, MatchListSchema, MatchSavedSchema } from './matches/contracts';
import { MovementListSchema } from './movements/contracts';
import {
  MarkReadAnswerSchema,
  NotificationPageSchema,
  NotificationPreferencesSchema,
} from './notifications/contracts';
import { ScreenshotListSchema } from './ocr/contracts';
import { PlayerListSchema, PlayerSavedSchema, PlayerSchema } from './players/contracts';
import { PlayerProfileSchema } from './players/profile';
import { PrizeListSchema, PrizesPaidAnswerSchema, RevertPrizeAnswerSchema } from './prizes/contracts';
import { PrizePreviewSchema, PrizeTableSavedSchema, PrizeTablesAnswerSchema } from './prizes/table-contracts';
import {
  RulebookRevisionsSchema,
  RulebookSchema,
  RulebookSearchSchema,
  SectionSavedSchema,
} from './rulebook/contracts';
import {
  SeasonClosePreviewSchema,
  SeasonClosedSchema,
  SeasonReopenedSchema,
} from './seasons/close-contracts';
import { SeasonListSchema, SeasonSavedSchema, SeasonStartSchema } from './seasons/contracts';
import { SeasonHistorySchema, SeasonSummarySchema, TeamTrophiesSchema } from './seasons/history';
import { SquadSchema, TransferableSavedSchema } from './squad/contracts';
import {
  DisciplineSettingsViewSchema,
  SanctionAnswerSchema,
  SanctionListSchema,
} from './discipline/contracts';
import {
  LiftAnswerSchema,
  LiftListSchema,
  LiftOptionListSchema,
  LockAnswerSchema,
  LockListSchema,
} from './discipline/lift-contracts';
import {
  PredictionsSavedSchema,
  ProdeLeaderboardSchema,
  ProdePrizePaidSchema,
  ProdeRoundAnswerSchema,
  ProdeScoringSavedSchema,
  ProdeWinnersSchema,
} from './prode/contracts';
import { StandingTableSchema } from './standings/contracts';
import { TeamStatisticsSchema, TopListsSchema } from './statistics/contracts';
import { ObjectivesSchema, TeamDetailSchema, TeamListSchema, TeamSavedSchema } from './teams/contracts';
import { FixtureAnswerSchema, TournamentListSchema, TournamentSavedSchema } from './tournaments/contracts';
import { PendingTransferListSchema, TransferListSchema, TransferSavedSchema } from './transfers/contracts';
import { UserEntrySchema, UserListSchema, UserSavedSchema, UserSchema } from './users/contracts';
import { WaitingListSchema, WaitingPlaceSchema } from './users/waiting-list';

/**
 * Every JSON endpoint the web app calls, keyed 'METHOD /path' exactly as the API registers the route
 * (under /api), with the schema of its success answer (decision 031). The web's client builds the URL
 * from the key and reads the answer through the schema; an API test checks that each route answers
 * with this very schema, so a path or an answer that changes on one side fails on the other.
 */
const schemas = {
  // Auth, the session user, the league's settings.
  'POST /login': AuthResponseSchema,
  'POST /signup': AuthResponseSchema,
  'POST /logout': MessageSchema,
  'GET /user': UserSchema,
  'GET /config': LeagueConfigSchema,
  'GET /public/settings': PublicSettingsSchema,
  'PUT /public/settings': PublicSettingsSchema,
  'GET /discord/redirect': DiscordRedirectSchema,
  'GET /settings/discord': DiscordSettingsSchema,
  'PUT /settings/discord': DiscordSettingsSavedSchema,
  // Users, the waiting list, the ledger, the dashboard.
  'GET /users': UserListSchema,
  'POST /users': UserSavedSchema,
  'GET /users/:id': UserEntrySchema,
  'PUT /users/:id': UserSavedSchema,
  'DELETE /users/:id': MessageSchema,
  'POST /users/:id/assign-team': UserSavedSchema,
  'POST /users/:id/revoke-tokens': MessageSchema,
  'GET /users/:id/movements': MovementListSchema,
  'GET /users/waiting-list': WaitingListSchema,
  'GET /dashboard': DashboardSchema,
  'GET /dashboard/waiting': WaitingPlaceSchema,
  // Seasons.
  'GET /season': SeasonListSchema,
  'GET /seasons/start': SeasonStartSchema,
  'PUT /seasons/:id/start': SeasonSavedSchema,
  'GET /seasons/history': SeasonHistorySchema,
  'GET /seasons/:id/summary': SeasonSummarySchema,
  'GET /seasons/:id/close': SeasonClosePreviewSchema,
  'POST /seasons/:id/close': SeasonClosedSchema,
  'POST /seasons/:id/reopen': SeasonReopenedSchema,
  'GET /legacy-import': LegacyImportStateSchema,
  'GET /teams/:id/trophies': TeamTrophiesSchema,
  // Players, teams, the squad.
  'GET /players': PlayerListSchema,
  'POST /players': PlayerSavedSchema,
  'GET /playername': PlayerListSchema,
  'GET /players/filter-by-division': PlayerListSchema,
  'GET /players/:id': PlayerSchema,
  'PUT /players/:id': PlayerSavedSchema,
  'DELETE /players/:id': MessageSchema,
  'GET /players/:id/profile': PlayerProfileSchema,
  'GET /players/:id/scouting': ScoutingReportSchema,
  'POST /registrar_jugador': PlayerSavedSchema,
  'GET /teams': TeamListSchema,
  'GET /teams/objectives': ObjectivesSchema,
  'GET /teams/:id': TeamDetailSchema,
  'PUT /teams/:id': TeamSavedSchema,
  'GET /plantel': SquadSchema,
  'PUT /plantel/:id/transferible': TransferableSavedSchema,
  // Market: clauses and offers, transfers, auctions.
  'GET /clausula_rescision': ClauseListSchema,
  'POST /clausula_rescision': ClauseSavedSchema,
  'GET /clausulas/:playerId': PlayerOffersSchema,
  'GET /misofertas': ClauseListSchema,
  'GET /ofertas-confirmadas': ClauseListSchema,
  'GET /offers': OfferBoardSchema,
  'POST /offers/:id/raise': ClauseSavedSchema,
  'POST /offers/:id/close': MessageSchema,
  'POST /offers/:id/confirm': MessageSchema,
  'POST /transfer': TransferSavedSchema,
  'GET /transferencia_pendiente': PendingTransferListSchema,
  'GET /traspasos': TransferListSchema,
  'POST /transferencia_confirmada/:id': MessageSchema,
  'POST /transferencia_rechazada/:id': MessageSchema,
  'POST /transferencia_cancelada/:id': MessageSchema,
  'GET /auctions': AuctionListSchema,
  'POST /auctions': AuctionPostedSchema,
  'POST /auctions/:id/bids': BidPlacedSchema,
  'POST /auctions/:id/confirm': MessageSchema,
  'GET /auctions/player/:id/current': PlayerAuctionSchema,
  'POST /auctions/events/ticket': StreamTicketSchema,
  // Bets.
  'GET /bets': MatchBetListSchema,
  'POST /bets': MatchBetSavedSchema,
  'GET /bets/:id': MatchBetDetailSchema,
  'PUT /bets/:id': MessageSchema,
  'GET /singlebet': PlayerBetListSchema,
  'POST /singlebet': PlayerBetSavedSchema,
  'GET /singlebet/:id': PlayerBetDetailSchema,
  'GET /bet_user': UserBetListSchema,
  'GET /bet_user/mine': UserBetListSchema,
  'POST /apuesta/jugador': UserBetSavedSchema,
  'PUT /apuesta/usuario/:id': MessageSchema,
  'GET /bets/fixture': FixtureMatchListSchema,
  'GET /bets/fixture/:id': FixtureMatchDetailSchema,
  'GET /bets/leaderboard': BetLeaderboardSchema,
  // Competition: tournaments, matches, statistics, standings, captures.
  'GET /tournaments': TournamentListSchema,
  'POST /tournaments': TournamentSavedSchema,
  'POST /tournaments/:id/fixture': FixtureAnswerSchema,
  'POST /tournaments/:id/fixture/knockout': FixtureAnswerSchema,
  'POST /tournaments/:id/fixture/playoffs': FixtureAnswerSchema,
  'POST /tournaments/:id/fixture/playoffs/next': FixtureAnswerSchema,
  'GET /matches': MatchListSchema,
  'POST /matches': MatchSavedSchema,
  'PUT /matches/:id': MatchSavedSchema,
  'GET /games/:id': MatchDetailSchema,
  'GET /players-teams': MatchPlayerListSchema,
  'GET /match-statistics': StatisticRowListSchema,
  'POST /match-statistics': StatisticsSavedSchema,
  'GET /match-statistics/team/:team_id/summary': TeamStatisticsSchema,
  'GET /standings/table': StandingTableSchema,
  'GET /statistics/top': TopListsSchema,
  'GET /ocr/screenshots': ScreenshotListSchema,
  'DELETE /ocr/screenshots/:id': MessageSchema,
  // Prizes.
  'GET /prizes': PrizeListSchema,
  'POST /prizes': PrizesPaidAnswerSchema,
  'POST /prizes/:id/revert': RevertPrizeAnswerSchema,
  'GET /create-prizes': PrizeTablesAnswerSchema,
  'PUT /create-prizes/:tournament_id': PrizeTableSavedSchema,
  'GET /create-prizes/:tournament_id/preview': PrizePreviewSchema,
  'POST /create-prizes/:tournament_id/apply': PrizesPaidAnswerSchema,
  // Rule book and assistant.
  'GET /rulebook': RulebookSchema,
  'GET /rulebook/search': RulebookSearchSchema,
  'POST /rulebook/copy': MessageSchema,
  'POST /rulebook/sections': SectionSavedSchema,
  'PUT /rulebook/sections/:id': SectionSavedSchema,
  'DELETE /rulebook/sections/:id': MessageSchema,
  'POST /rulebook/sections/:id/move': MessageSchema,
  'GET /rulebook/sections/:id/revisions': RulebookRevisionsSchema,
  'GET /chatbot': AssistantHistorySchema,
  'POST /chatbot': AssistantAnswerSchema,
  // Discipline (decision 025): sanctions, suspension lifts, locks and the league's settings.
  'GET /sanctions': SanctionListSchema,
  'POST /sanctions': SanctionAnswerSchema,
  'DELETE /sanctions/:id': SanctionAnswerSchema,
  'GET /suspensions/lifts': LiftListSchema,
  'GET /suspensions/lifts/options': LiftOptionListSchema,
  'POST /suspensions/lifts': LiftAnswerSchema,
  'POST /suspensions/lifts/:id/approve': LiftAnswerSchema,
  'POST /suspensions/lifts/:id/refuse': LiftAnswerSchema,
  'GET /locks': LockListSchema,
  'POST /locks': LockAnswerSchema,
  'GET /discipline/settings': DisciplineSettingsViewSchema,
  'PUT /discipline/settings': MessageSchema,
  // The prode (decision 028).
  'GET /prode': ProdeRoundAnswerSchema,
  'PUT /prode/predictions': PredictionsSavedSchema,
  'GET /prode/leaderboard': ProdeLeaderboardSchema,
  'GET /prode/winners': ProdeWinnersSchema,
  'PUT /prode/scoring': ProdeScoringSavedSchema,
  'POST /prode/prizes': ProdePrizePaidSchema,
  // Notifications (decision 036).
  'GET /notifications': NotificationPageSchema,
  'POST /notifications/read': MarkReadAnswerSchema,
  'GET /notifications/preferences': NotificationPreferencesSchema,
  'PUT /notifications/preferences': MessageSchema,
  'POST /notifications/push': MessageSchema,
  'POST /notifications/push/unsubscribe': MessageSchema,
  'POST /notifications/events/ticket': StreamTicketSchema,
} as const;

export type Endpoint = keyof typeof schemas;
type Answers = { [E in Endpoint]: z.output<(typeof schemas)[E]> };
/** What an endpoint answers on success. */
export type EndpointAnswer<E extends Endpoint> = Answers[E];
/** Typed per key, so reading one endpoint's schema keeps its answer type (no cast at the caller). */
export const endpoints: { readonly [E in Endpoint]: z.ZodType<Answers[E]> } = schemas;

export type EndpointMethod<E extends Endpoint> = E extends `${infer M} /${string}` ? M : never;
export type EndpointPath<E extends Endpoint> = E extends `${string} ${infer P}` ? P : never;
type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;
/** The `:name` parts of an endpoint's path, each filled by the caller. */
export type EndpointParams<E extends Endpoint> = Record<ParamNames<EndpointPath<E>>, string | number>;

/** The method and the concrete path of a call: `/users/:id` with {id: 7} is `/users/7`. */
export function endpointRequest(
  endpoint: Endpoint,
  params: Readonly<Record<string, string | number>> = {},
): { method: string; path: string } {
  const space = endpoint.indexOf(' ');
  const path = endpoint
    .slice(space + 1)
    .replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  return { method: endpoint.slice(0, space), path };
}
