import { and, eq, isNull } from 'drizzle-orm';
import { sanctions, tournaments, type Tx, type matches } from '@liga/db';
import { lateEntryFine } from '@liga/domain';
import { disciplineSettings } from '../../lib/discipline-settings';
import { charge, lockTeam } from './create-sanction';
import { messages } from './messages';

/**
 * Late data entry (docs/rules.md §17.3, decision 025): called inside the statistics save, with the
 * match row locked, for the teams whose lines are saved for the first time. Each team loaded 24, 36 or
 * 48 h after the match is fined at that tier, once per match and team; a team without a manager is
 * not fined (there is nobody to charge).
 */
export async function applyLateEntry(
  tx: Tx,
  match: typeof matches.$inferSelect,
  firstTimeTeams: readonly number[],
  now: Date,
): Promise<void> {
  if (!match.matchDate || firstTimeTeams.length === 0) return;
  const settings = await disciplineSettings(tx);
  const fine = lateEntryFine(match.matchDate, now, settings.late_entry_fines);
  if (!fine) return;
  const [tournament] = await tx
    .select({ seasonId: tournaments.seasonId })
    .from(tournaments)
    .where(eq(tournaments.id, match.tournamentId));
  if (!tournament) return;
  for (const teamId of [...firstTimeTeams].sort((a, b) => a - b)) {
    const team = await lockTeam(tx, teamId);
    if (!team || team.idUser === null) continue;
    const [already] = await tx
      .select({ id: sanctions.id })
      .from(sanctions)
      .where(
        and(
          eq(sanctions.matchId, match.id),
          eq(sanctions.teamId, teamId),
          eq(sanctions.kind, 'late_entry'),
          isNull(sanctions.revertedAt),
        ),
      );
    if (already) continue;
    const [created] = await tx
      .insert(sanctions)
      .values({
        seasonId: tournament.seasonId,
        teamId,
        kind: 'late_entry',
        matchId: match.id,
        reason: messages.lateReason(fine.hours),
        amount: fine.amount,
        chargedUserId: fine.amount > 0 ? team.idUser : null,
        lateHours: fine.hours,
        createdAt: now,
      })
      .returning({ id: sanctions.id });
    if (fine.amount > 0)
      await charge(tx, { userId: team.idUser, amount: fine.amount, sanctionId: created!.id, by: null });
  }
}
