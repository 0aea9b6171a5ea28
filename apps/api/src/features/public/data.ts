import type { Db } from '@liga/db';
import { asFormat, isLeagueFormat, rulebookTitle, type PublicSettings } from '@liga/domain';
import { EVERY_ROW } from '../../lib/list-query';
import { listMatchBets, listPlayerBets } from '../bets';
import { teamTrophyCabinet } from '../history';
import { listMatchViews } from '../matches';
import { listStatisticRows } from '../match-statistics';
import { statisticsByTournament } from '../player-profile';
import { sectionsOf, sourceSeason } from '../rulebook';
import { activeSeason } from '../seasons';
import { asStandingTable, standingLines } from '../standings';
import { topLists } from '../statistics';
import { listTeamPlayers } from '../teams';
import * as p from './projections';
import { activeSeasonTournaments, leagueTeams, playerBasics, teamBasics } from './queries';

/*
 * The public pages' data (decision 035): the private screens' own reads, passed through the
 * allow-list of projections.ts. Every loader returns only projected values.
 */

const TOP_SIZE = 10;
const LATEST_RESULTS = 6;

export async function seasonMatches(db: Db) {
  const { season, tournaments } = await activeSeasonTournaments(db);
  const views = season ? await listMatchViews(db, { seasonId: season.id }) : [];
  return { season, tournaments, matches: views.map(p.publicMatch) };
}

export async function landingData(db: Db) {
  const { season, matches } = await seasonMatches(db);
  const played = matches.filter((m) => m.score_home !== null);
  const latest = [...played].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || b.id - a.id);
  const pending = matches.filter((m) => m.score_home === null);
  const nextStage = Math.min(...pending.map((m) => m.stage));
  return {
    season: season?.name ?? null,
    latest: latest.slice(0, LATEST_RESULTS),
    next: pending.filter((m) => m.stage === nextStage).slice(0, 14),
  };
}

export async function tablesData(db: Db) {
  const { season, tournaments } = await activeSeasonTournaments(db);
  const tables: p.PublicTable[] = [];
  for (const t of tournaments) tables.push(p.publicTable(asStandingTable(await standingLines(db, t.id))));
  return { season: season?.name ?? null, tables };
}

export async function statisticsData(db: Db) {
  const { season, tournaments } = await activeSeasonTournaments(db);
  const lists = [];
  for (const t of tournaments.filter((x) => isLeagueFormat(asFormat(x.format)))) {
    const top = await topLists(db, t.id);
    lists.push({
      tournament: p.ref(t),
      goals: p.publicTop(top.goals, TOP_SIZE),
      assists: p.publicTop(top.assists, TOP_SIZE),
      mvp: p.publicTop(top.mvp, TOP_SIZE),
    });
  }
  return { season: season?.name ?? null, lists };
}

export async function matchData(db: Db, id: number) {
  const [view] = await listMatchViews(db, { id });
  if (!view) return null;
  const lines = (await listStatisticRows(db, { matchId: id })).map(p.publicStatLine);
  const match = p.publicMatch(view);
  return {
    match,
    home: lines.filter((l) => l.team_id === match.home.id),
    away: lines.filter((l) => l.team_id === match.away.id),
  };
}

export const teamsData = async (db: Db) => ({ teams: await leagueTeams(db) });

export async function teamData(db: Db, id: number, settings: PublicSettings) {
  const team = await teamBasics(db, id);
  if (!team) return null;
  const [squad, cabinet] = await Promise.all([listTeamPlayers(db, id), teamTrophyCabinet(db, id)]);
  return {
    team: { id: team.id, name: team.name, division: team.division ?? '' },
    players: squad.map((x) => p.publicSquadPlayer(x, settings.show_values)),
    trophies: p.publicTrophies(cabinet),
  };
}

export async function playerData(db: Db, id: number, settings: PublicSettings) {
  const row = await playerBasics(db, id);
  if (!row) return null;
  const career = (await statisticsByTournament(db, id)).map(p.publicCareerLine);
  return {
    player: {
      id: row.id,
      name: row.name,
      age: row.age,
      ca: row.ca,
      pa: row.pa,
      value: settings.show_values ? row.value : null,
      team: { id: row.teamId, name: row.teamName, division: row.division ?? '' },
    },
    career,
  };
}

export async function betsData(db: Db, now: Date) {
  const [matchBets, playerBets] = await Promise.all([
    listMatchBets(db, { active: true }, EVERY_ROW, now),
    listPlayerBets(db, { active: true }, EVERY_ROW, now),
  ]);
  return { match: matchBets.data.map(p.publicMatchBet), player: playerBets.data.map(p.publicPlayerBet) };
}

export async function rulebookData(db: Db) {
  const season = await activeSeason(db);
  const source = season ? await sourceSeason(db, season) : null;
  const sections = source ? await sectionsOf(db, source.id) : [];
  return { title: rulebookTitle(season), sections: sections.map(p.publicSection) };
}
