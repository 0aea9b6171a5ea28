import type { Ref, Team, Tournament } from '@liga/domain';

const DIVISION_OF: Record<string, string> = { PD: 'Primera', SD: 'Segunda' };

/**
 * The teams a match of this tournament may have: its own list, or for tournaments created without one
 * (decision 004) the whole division for leagues and any team for cups.
 */
export function teamOptions(tournament: Tournament | undefined, all: readonly Team[]): Ref[] {
  if (!tournament) return [];
  const list = tournament.teams.length > 0 ? tournament.teams : all;
  const division = tournament.teams.length > 0 ? undefined : DIVISION_OF[tournament.format];
  return list
    .filter((t) => !division || ('division' in t && t.division === division))
    .map((t) => ({ id: t.id, name: t.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}
