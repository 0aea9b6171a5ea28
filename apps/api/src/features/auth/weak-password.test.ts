import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext();

describe('weak passwords are refused by the API (decision 013)', () => {
  it.each(['password', '12345678', '        '])(
    'sign-up and user edits refuse %j, creating nothing',
    async (pw) => {
      const res = await ctx.request(undefined, {
        method: 'POST',
        url: '/api/signup',
        payload: { name: 'Ana', email: 'ana@liga.test', password: pw, password_confirmation: pw },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password[0]).toMatch(/^El password es demasiado fácil de adivinar\./);
      expect((await ctx.db.select({ n: count() }).from(users))[0]!.n).toBe(0);

      const me = await ctx.actor('Manager Primera');
      const edit = await ctx.request(me.token, {
        method: 'PUT',
        url: `/api/users/${me.id}`,
        payload: { password: pw, password_confirmation: pw },
      });
      expect(edit.statusCode).toBe(422);
      expect(Object.keys(edit.json().errors)).toEqual(['password']);
    },
  );
});
