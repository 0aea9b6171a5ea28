import { and, eq, inArray, sql } from 'drizzle-orm';
import { players, type Db } from '@liga/db';
import { TRANSFER_MESSAGES, type TransferInput, type TransferRequestInput } from '@liga/domain';
import { ruleBroken, unprocessable } from '../../lib/http-errors';
import { messages } from './messages';

/**
 * POST /transfer by names (decision 033): the league's client sends `transferred_players` as
 * "Name A, Name B". Each name is looked up, case- and space-insensitively, among the players of
 * id_team_from; one 422 names every name not found or shared by two players. Ids win when sent.
 */
export async function withPlayerIds(db: Db, input: TransferRequestInput): Promise<TransferInput> {
  const { transferred_players: text, players: ids, ...rest } = input;
  if (ids !== undefined) return { ...rest, players: ids };
  const names = [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((n) => n.trim().replace(/\s+/g, ' '))
        .filter(Boolean),
    ),
  ];
  if (names.length === 0) throw ruleBroken('transferred_players', TRANSFER_MESSAGES.playersRequired);
  const keys = names.map((n) => n.toLowerCase());
  const found = await db
    .select({ id: players.id, key: sql<string>`lower(${players.name})` })
    .from(players)
    .where(and(eq(players.idTeam, input.id_team_from), inArray(sql`lower(${players.name})`, keys)));
  const problems: string[] = [];
  const resolved: number[] = [];
  names.forEach((name, i) => {
    const matches = found.filter((p) => p.key === keys[i]);
    if (matches.length === 0) problems.push(messages.nameNotFound(name));
    else if (matches.length > 1) problems.push(messages.nameAmbiguous(name));
    else resolved.push(matches[0]!.id);
  });
  if (problems.length > 0) throw unprocessable({ transferred_players: problems }, problems.join(' '));
  return { ...rest, players: resolved };
}
