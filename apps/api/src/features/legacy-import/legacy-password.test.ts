import { describe, expect, it } from 'vitest';
import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { users } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext();

/** A hash as PHP's password_hash writes it: bcrypt with the $2y$ prefix. */
const phpHash = (password: string) => bcrypt.hashSync(password, 4).replace(/^\$2[ab]\$/, '$2y$');

describe('login with a password imported from the previous application (decision 032)', () => {
  it('accepts the $2y$ hash, replaces it with argon2id, and still logs in afterwards', async () => {
    const { id, email } = await ctx.createUser({ rol: 'Manager Primera', email: 'Viejo@Liga.test' });
    await ctx.db
      .update(users)
      .set({ passwordHash: phpHash('clave-del-sitio-viejo') })
      .where(eq(users.id, id));

    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: email.toLowerCase(), password },
      });
    expect((await login('otra-clave')).statusCode).toBe(422);
    const [still] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(still!.passwordHash.startsWith('$2y$')).toBe(true);

    expect((await login('clave-del-sitio-viejo')).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect((await login('clave-del-sitio-viejo')).statusCode).toBe(200);
    expect((await login('otra-clave')).statusCode).toBe(422);
  });
});
