import { knockout, roundRobin, ucl } from '../competition/fixtures';
import type { Format } from '../competition/round-names';
import { TEAM_COUNT } from '../tournaments/contracts';

/** The season after 'Temporada 59' is 'Temporada 60'; a name without a trailing number gets ' (siguiente)'. */
export function nextSeasonName(name: string): string {
  const match = /^(.*?)(\d+)(\s*)$/.exec(name);
  if (!match) return `${name.trim()} (siguiente)`;
  return `${match[1]}${Number(match[2]) + 1}${match[3]}`;
}

/**
 * A tournament's name in the next season: the season's number in it moves on ('Primera División
 * T59' → 'Primera División T60'); a name without that number stays as it was.
 */
export function nextTournamentName(name: string, seasonName: string): string {
  const from = /(\d+)\s*$/.exec(seasonName)?.[1];
  if (!from) return name;
  const to = String(Number(from) + 1);
  return name.replace(new RegExp(`(^|\\D)${from}(?!\\d)`), (_, before: string) => `${before}${to}`);
}

/** How many matches the first fixture of a tournament with `teams` teams has; 0 when it cannot be drawn. */
export function fixtureSize(format: Format, teams: number): number {
  const { min, max } = TEAM_COUNT[format];
  if (teams < min || teams > max) return 0;
  const ids = Array.from({ length: teams }, (_, i) => i + 1);
  if (format === 'PD' || format === 'SD') return roundRobin(ids).length;
  if (format === 'UCL') return ucl(ids, 1).matches.length;
  return knockout(ids, 1).matches.length;
}
