import { boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MatchStatus, TournamentType } from '@liga/domain';
import { seasons } from './accounts';
import { createdAt, id, requiredFk, tstz } from './columns';
import { userLink } from './user-columns';
import { players, teams } from './squads';

export const tournaments = pgTable(
  'tournaments',
  {
    id: id(),
    name: text('name').notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    seasonId: requiredFk('season_id', () => seasons.id),
    /** PD | SD | UCL */
    type: text('type').$type<TournamentType>().notNull(),
    /** PD | SD | UCL | UEL | CFM */
    format: text('format').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tournaments_season_idx').on(t.seasonId)],
);

export const tournamentTeams = pgTable(
  'tournament_teams',
  {
    tournamentId: requiredFk('tournament_id', () => tournaments.id, { onDelete: 'cascade' }),
    teamId: requiredFk('team_id', () => teams.id),
    /** Group letter for group stages (UCL), null otherwise. */
    groupName: text('group_name'),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.teamId] })],
);

export const matches = pgTable(
  'matches',
  {
    id: id(),
    tournamentId: requiredFk('tournament_id', () => tournaments.id, { onDelete: 'cascade' }),
    teamHomeId: requiredFk('team_home_id', () => teams.id),
    teamAwayId: requiredFk('team_away_id', () => teams.id),
    scoreHome: integer('score_home'),
    scoreAway: integer('score_away'),
    matchDate: tstz('match_date'),
    /** pending | completed */
    status: text('status').$type<MatchStatus>().notNull().default('pending'),
    /** Round number (Fecha or Ronda). */
    stage: integer('stage').notNull(),
    groupName: text('group_name'),
    createdBy: userLink('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('matches_tournament_stage_idx').on(t.tournamentId, t.stage),
    index('matches_home_idx').on(t.teamHomeId),
    index('matches_away_idx').on(t.teamAwayId),
  ],
);

export const matchStatistics = pgTable(
  'match_statistics',
  {
    id: id(),
    matchId: requiredFk('match_id', () => matches.id, { onDelete: 'cascade' }),
    tournamentId: requiredFk('tournament_id', () => tournaments.id, { onDelete: 'cascade' }),
    playerId: requiredFk('player_id', () => players.id, { onDelete: 'cascade' }),
    /** The player's team in that match. */
    teamId: requiredFk('team_id', () => teams.id),
    userId: userLink('user_id'),
    goals: integer('goals').notNull().default(0),
    assists: integer('assists').notNull().default(0),
    yellowCards: integer('yellow_cards').notNull().default(0),
    redCards: integer('red_cards').notNull().default(0),
    simpleInjuries: integer('simple_injuries').notNull().default(0),
    seriousInjuries: integer('serious_injuries').notNull().default(0),
    mvp: boolean('mvp').notNull().default(false),
    directRed: boolean('direct_red').notNull().default(false),
    /**
     * The player took part ('Jugó'): PJ counts these rows. A line with any event always played; a
     * line without one is the squad's row of a player who did not (decision 023).
     */
    played: boolean('played').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('match_statistics_match_player_idx').on(t.matchId, t.playerId),
    index('match_statistics_tournament_player_idx').on(t.tournamentId, t.playerId),
    index('match_statistics_team_idx').on(t.teamId),
    // The player page's statistics per season and tournament (decision 026).
    index('match_statistics_player_idx').on(t.playerId),
  ],
);
