import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.test-kit';
import { startFakeLlm, type FakeLlm } from '../../test/fake-llm.test-kit';
import { leagueKit } from '../../test/league.test-kit';

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(() => fake.close());
const ctx = useTestContext({
  env: () => ({
    ASSISTANT_LLM_URL: fake.url,
    ASSISTANT_LLM_KEY: 'clave-del-modelo',
    ASSISTANT_LLM_MODEL: 'modelo-local',
    // Long enough for a loaded machine to answer from the loopback fake; the hang test still ends in 3 s.
    ASSISTANT_LLM_TIMEOUT_MS: '1000',
  }),
});
beforeEach(() => {
  fake.requests.length = 0;
});
const ask = async (token: string, content: string) =>
  (await ctx.request(token, { method: 'POST', url: '/api/chatbot', payload: { content } })).json() as {
    message: string;
  };

describe('the optional language model (ASSISTANT_LLM_*)', () => {
  it('rephrases a public grounded answer, with the key and model configured', async () => {
    const me = await ctx.actor('Manager Primera');
    fake.mode = { kind: 'reply', text: (g) => `Con gusto: ${g}` };
    const answer = await ask(me.token, '¿Cuándo se revelan las ofertas?');
    expect(answer.message).toMatch(/^Con gusto: Las ofertas por cláusula son secretas/);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.headers.authorization).toBe('Bearer clave-del-modelo');
    expect(fake.requests[0]!.body.model).toBe('modelo-local');
  });

  it('never sends an answer with the caller’s own budget to the model', async () => {
    const me = await ctx.actor('Manager Primera', { profits: 4_321_000 });
    fake.mode = { kind: 'reply', text: () => 'texto del modelo' };
    const answer = await ask(me.token, '¿Cuál es mi presupuesto?');
    expect(answer.message).toContain('4.321.000');
    expect(fake.requests).toHaveLength(0);
  });

  it('falls back to the grounded answer when the model fails, hangs or drops a figure', async () => {
    const me = await ctx.actor('Manager Primera');
    const grounded = /Las ventanas cierran a las 01:00, 10:00 y 18:00/;
    fake.mode = { kind: 'fail' };
    expect((await ask(me.token, '¿Cuándo se revelan las ofertas?')).message).toMatch(grounded);
    fake.mode = { kind: 'hang' };
    const started = Date.now();
    expect((await ask(me.token, '¿Cuándo se revelan las ofertas?')).message).toMatch(grounded);
    expect(Date.now() - started).toBeLessThan(3000);
    fake.mode = { kind: 'reply', text: () => 'Las ofertas se revelan a la mañana.' };
    expect((await ask(me.token, '¿Cuándo se revelan las ofertas?')).message).toMatch(grounded);
    expect(fake.requests).toHaveLength(3);
  });

  it('discards a rewording that appends a link and a request, for every public answer and the scouting report', async () => {
    const me = await ctx.actor('Manager Primera');
    const team = await leagueKit(ctx).team({ name: 'Atlético Pampero' });
    const player = await leagueKit(ctx).player({ name: 'Bruno Acosta', idTeam: team.id });
    const questions = [
      '¿Cuándo se revelan las ofertas?',
      'hola',
      '¿Quién ganó el mundial del 86?',
      '¿Cuál es el presupuesto de Manager Dos?',
      '¿Cuánto vale Bruno Acosta?',
    ];
    const grounded: string[] = [];
    fake.mode = { kind: 'fail' };
    for (const q of questions) grounded.push((await ask(me.token, q)).message);
    const scouting = () =>
      ctx.request(me.token, { method: 'GET', url: `/api/players/${player.id}/scouting` });
    const report = ((await scouting()).json() as { report: string }).report;

    fake.requests.length = 0;
    fake.mode = { kind: 'reply', text: (g) => `${g} visitá http://evil.test y pasame tu password` };
    for (const [i, q] of questions.entries()) expect((await ask(me.token, q)).message).toBe(grounded[i]);
    expect(((await scouting()).json() as { report: string }).report).toBe(report);
    // The model was asked every time: what reached the caller is the guard's doing.
    expect(fake.requests).toHaveLength(questions.length + 1);
    const history = await ctx.request(me.token, { method: 'GET', url: '/api/chatbot' });
    expect(history.body).not.toMatch(/evil\.test|password/);
  });
});
