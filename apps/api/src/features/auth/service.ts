import { and, eq, isNull, sql } from 'drizzle-orm';
import { userTokens, users, type Db } from '@liga/db';
import { SIGNUP_ROLE, TOKEN_TTL_DAYS, type LoginInput, type SignupInput, type User } from '@liga/domain';
import { ruleBroken } from '../../lib/http-errors';
import { decoyHash, hashPassword, isLegacyHash, verifyPassword } from '../../lib/passwords';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-errors';
import { hashToken, newToken } from '../../lib/tokens';
import { findUserView } from '../users';
import { messages } from './messages';

export async function issueToken(db: Db, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(userTokens).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_DAYS * 24 * 3600 * 1000),
  });
  return token;
}

export async function login(db: Db, input: LoginInput, now: Date): Promise<{ user: User; token: string }> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
  const ok = await verifyPassword(row?.passwordHash ?? (await decoyHash()), input.password);
  if (!row || !ok) throw ruleBroken('email', messages.badCredentials);
  // An imported bcrypt hash becomes argon2id at its first successful login (decision 032).
  if (isLegacyHash(row.passwordHash))
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, row.id));
  const token = await issueToken(db, row.id, now);
  const user = await findUserView(db, row.id);
  return { user: user!, token };
}

export async function signup(db: Db, input: SignupInput, now: Date): Promise<{ user: User; token: string }> {
  const passwordHash = await hashPassword(input.password);
  let id: number;
  try {
    const [row] = await db
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash, rol: SIGNUP_ROLE })
      .returning({ id: users.id });
    id = row!.id;
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw ruleBroken('email', messages.emailTaken);
    throw error;
  }
  const token = await issueToken(db, id, now);
  return { user: (await findUserView(db, id))!, token };
}

export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ revokedAt: now })
    .where(and(eq(userTokens.id, tokenId), isNull(userTokens.revokedAt)));
}
