import { fold, similarity, type RecognitionResult, type Ref } from '@liga/domain';

/** How close a read team name must be to count as that team: the server's own snapping threshold. */
const SAME_TEAM = 0.75;

/** A capture whose score line names other teams than the match's, or the same two the other way round. */
export interface TeamsMismatch {
  filename: string;
  home: string | null;
  away: string | null;
  swapped: boolean;
}

const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const among = (some: string[], all: string[]) => some.length > 0 && some.every((w) => all.includes(w));

/** The read name is the team's: nearly the same letters, or one name's words all within the other's. */
const same = (read: string | null, team: Ref) =>
  read === null ||
  similarity(fold(read), fold(team.name)) >= SAME_TEAM ||
  among(words(read), words(team.name)) ||
  among(words(team.name), words(read));

/**
 * The teams the capture's score line names (`data.teams`), checked against the match. A capture
 * with no team read cannot be checked and passes; one side read is checked on its own.
 */
export function teamsMismatch(
  result: RecognitionResult,
  match: { team_home: Ref; team_away: Ref },
): TeamsMismatch | null {
  const teams = result.data?.teams;
  if (!result.success || !teams || (teams.home === null && teams.away === null)) return null;
  if (same(teams.home, match.team_home) && same(teams.away, match.team_away)) return null;
  const swapped = same(teams.home, match.team_away) && same(teams.away, match.team_home);
  return { filename: result.filename, home: teams.home, away: teams.away, swapped };
}
