import { and, eq } from 'drizzle-orm';
import { sanctions, tournaments, type Tx, type matches } from '@liga/db';
import { lateEntryFine, type LateEntry } from '@liga/domain';
import { disciplineSettings } from '../../lib/discipline-settings';
import { charge, lockTeam } from './create-sanction';
import { messages } from './messages';
import { notifySanction } from '../notifications';

type MatchRow = typeof matches.$inferSelect;

/**
 * One team's late-entry fine for one match at the tier reached (docs/rules.md §17.3, decision 025),
 * with the match row locked by the caller. One live sanction per match and team (a unique index): a
 * later tier raises it, and only the difference moves through the ledger, so the team pays the highest
 * tier it reached, once. A reverted late-entry sanction for the match and team means staff excused it:
 * nothing more is fined. A team without a manager is not fined (there is nobody to charge).
 */
async function fineTeam(
  tx: Tx,
  match: MatchRow,
  seasonId: number,
  teamId: number,
  fine: LateEntry,
  reason: string,
  now: Date,
): Promise<void> {
  const team = await lockTeam(tx, teamId);
  if (!team || team.idUser === null) return;
  const earlier = await tx
    .select()
    .from(sanctions)
    .where(
      and(eq(sanctions.matchId, match.id), eq(sanctions.teamId, teamId), eq(sanctions.kind, 'late_entry')),
    );
  if (earlier.some((s) => s.revertedAt !== null)) return;
  const live = earlier[0];
  if (live && (live.lateHours ?? 0) >= fine.hours) return;
  const payer = live?.chargedUserId ?? team.idUser;
  const raise = fine.amount - (live?.amount ?? 0);
  const values = {
    reason,
    amount: Math.max(fine.amount, live?.amount ?? 0),
    chargedUserId: fine.amount > 0 || live?.chargedUserId ? payer : null,
    lateHours: fine.hours,
  };
  const id = live
    ? (
        await tx
          .update(sanctions)
          .set(values)
          .where(eq(sanctions.id, live.id))
          .returning({ id: sanctions.id })
      )[0]!.id
    : (
        await tx
          .insert(sanctions)
          .values({ ...values, seasonId, teamId, kind: 'late_entry', matchId: match.id, createdAt: now })
          .returning({ id: sanctions.id })
      )[0]!.id;
  if (raise > 0) await charge(tx, { userId: payer, amount: raise, sanctionId: id, by: null });
  await notifySanction(tx, id);
}

/** The tier a match has reached at `now`, and its season; null when nothing is due. */
async function dueFine(tx: Tx, match: MatchRow, now: Date) {
  if (!match.matchDate) return null;
  const settings = await disciplineSettings(tx);
  const fine = lateEntryFine(match.matchDate, now, settings.late_entry_fines);
  if (!fine) return null;
  const [tournament] = await tx
    .select({ seasonId: tournaments.seasonId })
    .from(tournaments)
    .where(eq(tournaments.id, match.tournamentId));
  return tournament ? { fine, seasonId: tournament.seasonId } : null;
}

/**
 * Late data entry when statistics are saved: called inside the statistics save, with the match row
 * locked, for the teams whose lines are saved for the first time.
 */
export async function applyLateEntry(
  tx: Tx,
  match: MatchRow,
  firstTimeTeams: readonly number[],
  now: Date,
): Promise<void> {
  if (firstTimeTeams.length === 0) return;
  const due = await dueFine(tx, match, now);
  if (!due) return;
  for (const teamId of [...firstTimeTeams].sort((a, b) => a - b))
    await fineTeam(tx, match, due.seasonId, teamId, due.fine, messages.lateReason(due.fine.hours), now);
}

/**
 * Late data entry when statistics never arrived (the scheduler's sweep, ./late-sweep.ts): the teams of
 * the locked match that have no line in it are fined at the tier the match has reached.
 */
export async function fineMissingEntry(
  tx: Tx,
  match: MatchRow,
  missingTeams: readonly number[],
  now: Date,
): Promise<number> {
  const due = await dueFine(tx, match, now);
  if (!due) return 0;
  for (const teamId of [...missingTeams].sort((a, b) => a - b))
    await fineTeam(tx, match, due.seasonId, teamId, due.fine, messages.missingReason(due.fine.hours), now);
  return missingTeams.length;
}
