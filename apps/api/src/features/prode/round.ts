import {
  PRIZE_MESSAGES,
  PRODE_MESSAGES as M,
  SEASON_MESSAGES,
  may,
  predictionOpen,
  predictionPoints,
  roundName,
  type ProdeMatch,
  type ProdeQuery,
  type ProdeRoundAnswer,
  type ProdeScoring,
} from '@liga/domain';
import { notFound, ruleBroken } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { activeSeason, findSeason } from '../seasons';
import { findTournament } from '../tournaments';
import { ownTeamId } from '../teams';
import type { Db } from '@liga/db';
import {
  paidRoundPrizes,
  readScoring,
  roundMatches,
  roundPrizeAmount,
  seasonEntries,
  seasonRounds,
  seasonTournaments,
  type RoundMatch,
  type SeasonEntry,
} from './queries';
import { namesOf, resultOf, standingView, tableOf, winnersOf } from './tables';

/** The tournament asked for, or the active season's first one that has matches. */
async function pickTournament(db: Db, id: number | undefined) {
  if (id !== undefined) {
    const t = await findTournament(db, id);
    if (!t) throw notFound(PRIZE_MESSAGES.tournamentNotFound);
    return { tournament: t, season: await findSeason(db, t.seasonId) };
  }
  const season = await activeSeason(db);
  if (!season) throw ruleBroken('season', SEASON_MESSAGES.noActive);
  const list = await seasonTournaments(db, season.id);
  const rounds = await seasonRounds(db, season.id);
  const pick = list.find((t) => rounds.some((r) => r.tournamentId === t.id)) ?? list[0];
  if (!pick) throw ruleBroken('tournament', M.noTournament);
  return { tournament: (await findTournament(db, pick.id))!, season };
}

function matchView(
  m: RoundMatch,
  entries: readonly SeasonEntry[],
  viewer: number,
  scoring: ProdeScoring,
  now: Date,
): ProdeMatch {
  const result = resultOf(m);
  const locked = !predictionOpen({ kickoff: m.matchDate, hasResult: result !== null }, now);
  const own = entries.filter((e) => e.matchId === m.id);
  const score = (e: SeasonEntry) => ({
    home: e.home,
    away: e.away,
    points: predictionPoints({ home: e.home, away: e.away }, result, scoring),
  });
  const mine = own.find((e) => e.userId === viewer);
  return {
    id: m.id,
    team_home: { id: m.homeId, name: m.homeName },
    team_away: { id: m.awayId, name: m.awayName },
    match_date: m.matchDate?.toISOString() ?? null,
    score_home: m.scoreHome,
    score_away: m.scoreAway,
    locked,
    mine: mine ? score(mine) : null,
    // Hidden until the match closes (docs/rules.md §16.2): only the count goes out before.
    predictions: locked
      ? own
          .map((e) => ({ user: { id: e.userId, name: e.userName }, ...score(e) }))
          .sort((a, b) => a.user.name.localeCompare(b.user.name, 'es'))
      : [],
    predicted: own.length,
  };
}

/** GET /prode: one round of one tournament as the caller may see it (docs/decisions/028). */
export async function prodeRound(
  db: Db,
  query: ProdeQuery,
  user: AuthUser,
  now: Date,
): Promise<ProdeRoundAnswer> {
  const { tournament, season } = await pickTournament(db, query.tournament);
  const states = await seasonRounds(db, season.id, tournament.id);
  const label = (round: number) => ({ round, label: roundName(tournament.format, round, 'matches') });
  const current = states.find((r) => !r.finished) ?? states.at(-1);
  const round = query.round ?? current?.stage ?? 1;
  const state = states.find((r) => r.stage === round);
  const finished = state?.finished ?? false;
  const [scoring, matchRows, entries, amount, paid, teamId] = await Promise.all([
    readScoring(db),
    roundMatches(db, tournament.id, round),
    seasonEntries(db, season.id, { tournamentId: tournament.id, stage: round }),
    roundPrizeAmount(db, tournament.id),
    paidRoundPrizes(db, tournament.id, round),
    ownTeamId(db, user.id),
  ]);
  const names = namesOf(entries);
  const matchesView = matchRows.map((m) => matchView(m, entries, user.id, scoring, now));
  // Only closed predictions count in the table everybody sees.
  const closed = new Set(matchesView.filter((m) => m.locked).map((m) => m.id));
  const visible = entries.filter((e) => closed.has(e.matchId));
  const winners = winnersOf(visible, scoring, finished);
  return {
    season: { id: season.id, name: season.name },
    tournaments: await seasonTournaments(db, season.id),
    tournament: { id: tournament.id, name: tournament.name, format: tournament.format },
    rounds: states.map((r) => label(r.stage)),
    round: label(round),
    scoring,
    can_predict: may(user.rol, 'playProde') && teamId !== undefined,
    finished,
    matches: matchesView,
    table: tableOf(visible, scoring).map((r) => standingView(r, names)),
    winners: winners.map((r) => standingView(r, names)),
    prize: {
      amount,
      paid: paid.map((p) => ({ user: { id: p.userId, name: p.name }, amount: p.amount })),
      payable: finished && winners.length > 0 && amount > 0 && paid.length === 0,
    },
  };
}
