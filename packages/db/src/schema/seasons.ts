import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Division, Role } from '@liga/domain';
import { seasons } from './accounts';
import { createdAt, id, jsonList, requiredFk, tstz } from './columns';
import { userLink } from './user-columns';
import { tournaments } from './competition';
import { players, teams } from './squads';

/** A team that changed division at a season's close (with its final table position). */
export interface ClosingTeam {
  id: number;
  name: string;
  from: Division;
  to: Division;
  position?: number;
  /** Why it moved (docs/decisions/024): its table place, the Playout or Segunda's play-off. Absent: the table. */
  by?: 'table' | 'playout' | 'playoff';
}

/**
 * One team's objective settled at a season's close (docs/decisions/024): `amount` went to (or came
 * from) `user_id`, the team's owner at the close.
 */
export interface ClosingObjective {
  team_id: number;
  team_name: string;
  user_id: number | null;
  division: string;
  objective: string;
  result: string;
  steps: number;
  amount: number;
  rank?: number;
  position?: number | null;
  met?: boolean;
}

/**
 * A season's close (docs/decisions/024): who closed it, when, what it decided and the season it
 * opened. A reopen keeps the row as history (reopened_at set); at most one live close per season.
 */
export const seasonClosings = pgTable(
  'season_closings',
  {
    id: id(),
    seasonId: requiredFk('season_id', () => seasons.id, { onDelete: 'cascade' }),
    /** The season the close created; null once a reopen removed it. */
    nextSeasonId: integer('next_season_id').references(() => seasons.id, { onDelete: 'set null' }),
    closedAt: tstz('closed_at').notNull().defaultNow(),
    closedBy: userLink('closed_by'),
    promoted: jsonList<ClosingTeam>('promoted'),
    relegated: jsonList<ClosingTeam>('relegated'),
    objectives: jsonList<ClosingObjective>('objectives'),
    /** Each manager's role before the close, restored by a reopen. */
    roles: jsonList<{ user_id: number; rol: Role }>('roles'),
    reopenedAt: tstz('reopened_at'),
    reopenedBy: userLink('reopened_by'),
  },
  (t) => [
    uniqueIndex('season_closings_live_idx')
      .on(t.seasonId)
      .where(sql`${t.reopenedAt} is null`),
  ],
);

/** The final tables of a closed season's league and group tournaments, frozen at the close. */
export const seasonFinalStandings = pgTable(
  'season_final_standings',
  {
    id: id(),
    seasonId: requiredFk('season_id', () => seasons.id, { onDelete: 'cascade' }),
    tournamentId: requiredFk('tournament_id', () => tournaments.id, { onDelete: 'cascade' }),
    /** Group letter of a group stage; null for a league table. */
    groupName: text('group_name'),
    teamId: requiredFk('team_id', () => teams.id),
    /** The team's division during the season ('Primera', 'Segunda' or null). */
    division: text('division'),
    position: integer('position').notNull(),
    played: integer('played').notNull(),
    won: integer('won').notNull(),
    drawn: integer('drawn').notNull(),
    lost: integer('lost').notNull(),
    goalsFor: integer('goals_for').notNull(),
    goalsAgainst: integer('goals_against').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [
    uniqueIndex('season_final_standings_team_idx').on(t.tournamentId, t.teamId),
    index('season_final_standings_season_idx').on(t.seasonId, t.tournamentId, t.position),
    index('season_final_standings_by_team_idx').on(t.teamId),
  ],
);

/**
 * Titles won (the trophy cabinet). `kind` is 'Primera', 'Segunda', 'Copa', 'UCL'…; a season's close
 * writes its champions (source 'closing'); the legacy import may add rows without a season or
 * tournament (source 'legacy').
 */
export const teamTrophies = pgTable(
  'team_trophies',
  {
    id: id(),
    teamId: requiredFk('team_id', () => teams.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
    /** closing | legacy */
    source: text('source').notNull().default('closing'),
    createdAt: createdAt(),
  },
  (t) => [
    index('team_trophies_team_idx').on(t.teamId, t.seasonId),
    index('team_trophies_season_idx').on(t.seasonId),
    uniqueIndex('team_trophies_once_idx')
      .on(t.teamId, t.seasonId, t.kind)
      .where(sql`${t.seasonId} is not null`),
  ],
);

/**
 * Each team's season objective, frozen once per season (docs/decisions/024): the rank by the top-16
 * average of registered players and the objective text it gave. Its money is paid at the close.
 */
export const seasonObjectives = pgTable(
  'season_objectives',
  {
    seasonId: requiredFk('season_id', () => seasons.id, { onDelete: 'cascade' }),
    teamId: requiredFk('team_id', () => teams.id, { onDelete: 'cascade' }),
    division: text('division').notNull(),
    rank: integer('rank').notNull(),
    objective: text('objective').notNull(),
    averageCa: doublePrecision('average_ca').notNull(),
    frozenAt: createdAt(),
  },
  (t) => [uniqueIndex('season_objectives_team_idx').on(t.seasonId, t.teamId)],
);

/**
 * A closed season's top scorers and assisters as its close left them (docs/decisions/030): written in
 * the close's transaction from the season's statistic lines, removed by a reopen. `list` is 'goals' or
 * 'assists', `position` 1–10 in the order the summary shows.
 */
export const seasonTopPlayers = pgTable(
  'season_top_players',
  {
    seasonId: requiredFk('season_id', () => seasons.id, { onDelete: 'cascade' }),
    list: text('list').$type<'goals' | 'assists'>().notNull(),
    position: integer('position').notNull(),
    playerId: requiredFk('player_id', () => players.id, { onDelete: 'cascade' }),
    /** The player's team in his latest match of the season. */
    teamId: requiredFk('team_id', () => teams.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.list, t.position] })],
);
