import { MAX_MONEY_INPUT } from '@liga/domain';
import type { schema } from '@liga/db';
import { date, type LegacyData, type LegacyRow, type LegacyVersion } from './legacy-data';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** A legacy row the import could not take as it was: skipped, or taken with a fix (decision 032). */
export interface ImportProblem {
  table: string;
  id: number | string | null;
  action: 'omitida' | 'corregida';
  reason: string;
}

/** Everything a run writes, in insert order; nothing is written while it is built (the dry run). */
export interface ImportRows {
  users: Insert<typeof schema.users>[];
  seasons: Insert<typeof schema.seasons>[];
  teams: Insert<typeof schema.teams>[];
  leagueSettings: Insert<typeof schema.leagueSettings>[];
  players: Insert<typeof schema.players>[];
  teamTrophies: Insert<typeof schema.teamTrophies>[];
  discordLinks: Insert<typeof schema.discordLinks>[];
  tournaments: Insert<typeof schema.tournaments>[];
  tournamentTeams: Insert<typeof schema.tournamentTeams>[];
  matches: Insert<typeof schema.matches>[];
  matchStatistics: Insert<typeof schema.matchStatistics>[];
  prizes: Insert<typeof schema.prizes>[];
  releaseClauses: Insert<typeof schema.releaseClauses>[];
  transfers: Insert<typeof schema.transfers>[];
  transferPlayers: Insert<typeof schema.transferPlayers>[];
  auctions: Insert<typeof schema.auctions>[];
  auctionBids: Insert<typeof schema.auctionBids>[];
  matchBets: Insert<typeof schema.matchBets>[];
  playerBets: Insert<typeof schema.playerBets>[];
  userBets: Insert<typeof schema.userBets>[];
}

/** What the mapping steps share: the legacy data, the ids mapped so far and the problem list. */
export class PlanContext {
  readonly problems: ImportProblem[] = [];
  readonly rows: ImportRows = {
    users: [],
    seasons: [],
    teams: [],
    leagueSettings: [],
    players: [],
    teamTrophies: [],
    discordLinks: [],
    tournaments: [],
    tournamentTeams: [],
    matches: [],
    matchStatistics: [],
    prizes: [],
    releaseClauses: [],
    transfers: [],
    transferPlayers: [],
    auctions: [],
    auctionBids: [],
    matchBets: [],
    playerBets: [],
    userBets: [],
  };
  /** Legacy user id → our user id (the same id unless an existing account took it). */
  readonly userIds = new Map<number, number>();
  /** Opening ledger rows: each imported budget (docs/rules.md §12). */
  readonly openingBalances: { userId: number; amount: number }[] = [];
  readonly teams = new Map<number, { owner: number | null; division: string | null }>();
  readonly players = new Map<number, { team: number }>();
  readonly seasons = new Map<number, { start: Date | null }>();
  readonly tournaments = new Map<number, { season: number }>();
  readonly matches = new Map<number, { tournament: number; home: number; away: number }>();
  activeSeasonId = 0;
  freeAgentTeamId = 0;

  constructor(
    readonly data: LegacyData,
    readonly version: LegacyVersion,
    readonly now: Date,
  ) {}

  rowsOf(table: string): LegacyRow[] {
    return this.data.tables.get(table)?.rows ?? [];
  }

  skip(table: string, id: unknown, reason: string): void {
    this.problems.push({ table, id: idOf(id), action: 'omitida', reason });
  }

  fix(table: string, id: unknown, reason: string): void {
    this.problems.push({ table, id: idOf(id), action: 'corregida', reason });
  }

  user(legacyId: number | null): number | null {
    return legacyId === null ? null : (this.userIds.get(legacyId) ?? null);
  }

  /** A row's timestamp; a zero or missing date becomes the import's time and is reported. */
  stamp(table: string, row: LegacyRow, column = 'created_at'): Date {
    const d = date(row[column]);
    if (d) return d;
    if (row[column] !== null && row[column] !== undefined)
      this.fix(
        table,
        row.id,
        `${column} '${String(row[column])}' no es una fecha: se usa la de la importación`,
      );
    return this.now;
  }

  /** The season a dated row belongs to: the last one started by then, else the active one. */
  seasonAt(when: Date): number {
    let best = this.activeSeasonId;
    let bestStart = -Infinity;
    for (const [id, s] of this.seasons) {
      const start = s.start?.getTime() ?? -Infinity;
      if (start <= when.getTime() && start > bestStart) [best, bestStart] = [id, start];
    }
    return best;
  }

  /** Money within the league's input bound (decision 013); out of range is reported and clamped. */
  money(table: string, id: unknown, column: string, value: number | null): number {
    const n = value ?? 0;
    if (n >= 0 && n <= MAX_MONEY_INPUT) return n;
    this.fix(table, id, `${column} ${n} fuera de 0..${MAX_MONEY_INPUT}: se guarda dentro del límite`);
    return Math.min(MAX_MONEY_INPUT, Math.max(0, n));
  }
}

const idOf = (id: unknown): number | string | null =>
  typeof id === 'number' || typeof id === 'string' ? id : null;
