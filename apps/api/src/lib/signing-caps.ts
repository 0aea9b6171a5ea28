import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { players, teams, type Tx } from '@liga/db';
import { REGISTERED, marketEntryCap, signingCapError } from '@liga/domain';
import { disciplineSettings, resetInstant } from './discipline-settings';
import { ruleBroken } from './http-errors';

export interface Signing {
  /** The team the players join. */
  buyerTeamId: number;
  incomingIds: readonly number[];
  /** The buyer's own players leaving in the same move (a clause's other_players). */
  leavingIds?: readonly number[];
  now: Date;
  timeZone: string;
  /** The 422's field, as the flow names it. */
  field: string;
}

/**
 * The caps at signing (docs/rules.md §3.4, decision 025), read inside the confirming transaction
 * after the flow locked the moving players: a 422 with the numbers when the signing breaks one.
 */
export async function checkSigningCaps(tx: Tx, signing: Signing): Promise<void> {
  const [buyer] = await tx
    .select({ division: teams.division })
    .from(teams)
    .where(eq(teams.id, signing.buyerTeamId));
  const moving = [...signing.incomingIds, ...(signing.leavingIds ?? [])];
  const staying = await tx
    .select({ ca: players.ca })
    .from(players)
    .where(
      and(
        eq(players.idTeam, signing.buyerTeamId),
        eq(players.status, REGISTERED),
        moving.length > 0 ? notInArray(players.id, moving) : undefined,
      ),
    );
  const incoming = signing.incomingIds.length
    ? await tx
        .select({ name: players.name, ca: players.ca })
        .from(players)
        .where(inArray(players.id, [...signing.incomingIds]))
    : [];
  const settings = await disciplineSettings(tx);
  const error = signingCapError({
    division: buyer?.division ?? null,
    staying: staying.map((p) => p.ca),
    incoming,
    entryCap: marketEntryCap(signing.now, resetInstant(settings.market_reset_date, signing.timeZone)),
  });
  if (error) throw ruleBroken(signing.field, error);
}
