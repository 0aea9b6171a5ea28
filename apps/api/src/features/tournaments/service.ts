import { tournamentTeams, tournaments, type Db, type Tx } from '@liga/db';
import { DIVISION_OF_FORMAT } from '@liga/domain';
import { TEAM_COUNT, type CreateTournamentInput, type Format, type Tournament } from '@liga/domain';
import { ruleBroken } from '../../lib/http-errors';
import { activeSeasonId } from '../seasons';
import { messages } from './messages';
import { divisionTeams, findTournamentView, seasonExists, teamsByIds } from './queries';

export function checkTeamCount(format: Format, count: number, field: string): void {
  const { min, max } = TEAM_COUNT[format];
  if (count < min || count > max) throw ruleBroken(field, messages.teamCount[format]);
}

async function resolveSeason(tx: Tx, seasonId: number | undefined): Promise<number> {
  if (seasonId === undefined) {
    const active = await activeSeasonId(tx);
    if (active === undefined) throw ruleBroken('season_id', messages.noActiveSeason);
    return active;
  }
  if (!(await seasonExists(tx, seasonId))) throw ruleBroken('season_id', messages.seasonMissing);
  return seasonId;
}

/** The teams given, or, for a league with none given, every team of its division. */
async function resolveTeams(tx: Tx, format: Format, teamIds: number[] | undefined): Promise<number[]> {
  const division = DIVISION_OF_FORMAT[format];
  if (!teamIds || teamIds.length === 0)
    return division ? (await divisionTeams(tx, division)).map((t) => t.id) : [];
  const found = await teamsByIds(tx, teamIds);
  const missing = teamIds.filter((id) => !found.some((t) => t.id === id));
  if (missing.length > 0) throw ruleBroken('team_ids', messages.teamsMissing(missing));
  if (division && found.some((t) => t.division !== division))
    throw ruleBroken('team_ids', messages.teamsWrongDivision(division));
  checkTeamCount(format, teamIds.length, 'team_ids');
  return teamIds;
}

export async function createTournament(db: Db, input: CreateTournamentInput): Promise<Tournament> {
  const id = await db.transaction(async (tx) => {
    const seasonId = await resolveSeason(tx, input.season_id);
    const teamIds = await resolveTeams(tx, input.format, input.team_ids);
    const [row] = await tx
      .insert(tournaments)
      .values({
        name: input.name,
        startDate: input.start_date,
        endDate: input.end_date,
        seasonId,
        type: input.type,
        format: input.format,
      })
      .returning({ id: tournaments.id });
    if (teamIds.length > 0)
      await tx.insert(tournamentTeams).values(teamIds.map((teamId) => ({ tournamentId: row!.id, teamId })));
    return row!.id;
  });
  return (await findTournamentView(db, id))!;
}
