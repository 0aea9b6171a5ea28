import { SEASON_MESSAGES, roundName, type ProdeLeaderboard, type ProdeWinners } from '@liga/domain';
import type { Db } from '@liga/db';
import { ruleBroken } from '../../lib/http-errors';
import { chosenOrActiveSeason } from '../seasons';
import { readScoring, seasonEntries, seasonRounds, seasonTournaments } from './queries';
import { byRound, namesOf, standingView, tableOf, winnersOf } from './tables';

async function seasonData(db: Db, seasonId: number | undefined) {
  const season = await chosenOrActiveSeason(db, seasonId);
  if (!season) throw ruleBroken('season', SEASON_MESSAGES.noActive);
  const [scoring, all, rounds] = await Promise.all([
    readScoring(db),
    seasonEntries(db, season.id),
    seasonRounds(db, season.id),
  ]);
  // Only scored predictions count: a match with a result is closed for everyone (docs/rules.md §16.2).
  const entries = all.filter((e) => e.scoreHome !== null && e.scoreAway !== null);
  return { season, scoring, entries, rounds, grouped: byRound(entries) };
}

/** GET /prode/leaderboard: the season's table, with how many rounds each player won. */
export async function prodeLeaderboard(db: Db, seasonId: number | undefined): Promise<ProdeLeaderboard> {
  const { season, scoring, entries, rounds, grouped } = await seasonData(db, seasonId);
  const won = new Map<number, number>();
  for (const r of rounds) {
    for (const w of winnersOf(grouped.get(`${r.tournamentId}:${r.stage}`) ?? [], scoring, r.finished))
      won.set(w.userId, (won.get(w.userId) ?? 0) + 1);
  }
  const names = namesOf(entries);
  return {
    season: { id: season.id, name: season.name },
    scoring,
    data: tableOf(entries, scoring).map((r) => ({
      ...standingView(r, names),
      rounds_won: won.get(r.userId) ?? 0,
    })),
  };
}

/** GET /prode/winners: each tournament's last finished round that had predictions, and its winners. */
export async function prodeWinners(db: Db): Promise<ProdeWinners> {
  const { season, scoring, rounds, grouped } = await seasonData(db, undefined);
  const tournaments = await seasonTournaments(db, season.id);
  const data: ProdeWinners['data'] = [];
  for (const t of tournaments) {
    const last = rounds
      .filter((r) => r.tournamentId === t.id && r.finished && grouped.has(`${t.id}:${r.stage}`))
      .at(-1);
    if (!last) continue;
    const entries = grouped.get(`${t.id}:${last.stage}`)!;
    const names = namesOf(entries);
    data.push({
      tournament: { id: t.id, name: t.name },
      round: { round: last.stage, label: roundName(t.format, last.stage, 'matches') },
      winners: winnersOf(entries, scoring, true).map((w) => standingView(w, names)),
    });
  }
  return { data };
}
