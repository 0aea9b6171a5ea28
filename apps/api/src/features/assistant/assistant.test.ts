import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assistantMessages } from '@liga/db';
import { ASSISTANT_MESSAGES } from '@liga/domain';
import { useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext({ env: { ASSISTANT_RATE_LIMIT: '3' } });
// Ids restart with each test's empty tables and the clock with them: each test starts a later
// minute, so one test's count stays out of the next.
let shift = 0;
beforeEach(() => {
  shift += 5 * 60_000;
  ctx.clock.advance(shift);
});
const ask = (token: string | undefined, content: unknown) =>
  ctx.request(token, { method: 'POST', url: '/api/chatbot', payload: { content } });

describe('POST /api/chatbot', () => {
  it('answers the caller with their own budget and keeps the conversation across reloads', async () => {
    const me = await ctx.actor('Manager Primera', { profits: 7_500_000 });
    const res = await ask(me.token, '¿Cuál es mi presupuesto?');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('7.500.000');
    expect(res.json().sources).toEqual([{ label: 'Mi estado', href: '/dashboard' }]);

    const history = await ctx.request(me.token, { method: 'GET', url: '/api/chatbot' });
    expect(
      history.json().data.map((m: { role: string; content: string }) => [m.role, m.content.slice(0, 20)]),
    ).toEqual([
      ['user', '¿Cuál es mi presupuest'.slice(0, 20)],
      ['assistant', 'Tu presupuesto es 7.'.slice(0, 20)],
    ]);
    const other = await ctx.actor('Manager Segunda');
    const theirs = await ctx.request(other.token, { method: 'GET', url: '/api/chatbot' });
    expect(theirs.json().data).toEqual([]);
    expect(theirs.json().suggestions.length).toBeGreaterThan(0);
  });

  it('refuses an empty or oversized question with a Spanish 422 and stores nothing', async () => {
    const me = await ctx.actor('Manager Primera');
    for (const content of ['   ', 'x'.repeat(501), 42, 'a\u0000b']) {
      const res = await ask(me.token, content);
      expect(res.statusCode, String(content)).toBe(422);
      // A NUL byte is refused before the route, by the input guard's own message (decision 013).
      expect(res.json().errors.content[0]).toMatch(/pregunta|caracteres no válidos/);
    }
    expect(await ctx.db.select().from(assistantMessages).where(eq(assistantMessages.userId, me.id))).toEqual(
      [],
    );
  });

  it('asks for a login', async () => {
    expect((await ask(undefined, 'hola')).statusCode).toBe(401);
  });

  it('limits each user, not everyone, with a Spanish 429', async () => {
    const me = await ctx.actor('Manager Primera');
    const other = await ctx.actor('Manager Segunda');
    for (let i = 0; i < 3; i++) expect((await ask(me.token, 'hola')).statusCode).toBe(200);
    const refused = await ask(me.token, 'hola');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ASSISTANT_MESSAGES.rateLimited);
    expect((await ask(other.token, 'hola')).statusCode).toBe(200);
    ctx.clock.advance(61_000);
    expect((await ask(me.token, 'hola')).statusCode).toBe(200);
  });

  it("never hands a visitor anyone's budget", async () => {
    await ctx.actor('Manager Primera', { name: 'Rico', profits: 99_000_000 });
    const visitor = await ctx.actor('visitante');
    const res = await ask(visitor.token, '¿Cuál es el presupuesto de Rico?');
    expect(res.json().message).not.toContain('99.000.000');
    expect(res.json().message).toMatch(/privada/);
  });
});

describe('GET /api/players/{id}/scouting', () => {
  it('answers 404 in Spanish for a player that does not exist', async () => {
    const me = await ctx.actor('Manager Primera');
    const res = await ctx.request(me.token, { method: 'GET', url: '/api/players/999999/scouting' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/jugador/);
  });
});
