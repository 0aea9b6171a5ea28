import { beforeEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.test-kit';
import { prizeKit, type PrizeKit } from './prizes.test-kit';

// PGlite runs one query at a time, so races only exist on PostgreSQL (npm run test:pg).
describe.skipIf(!process.env.TEST_DATABASE_URL)('simultaneous prize calls (PostgreSQL)', () => {
  const ctx = useTestContext();
  let K: PrizeKit;
  beforeEach(async () => {
    K = await prizeKit(ctx);
  });

  it('20 identical submissions at once pay each prize once', async () => {
    const list = [
      K.prize(),
      K.prize({ position: 'Goleador', amount: 10_000_000 }),
      K.prize({ team_id: K.segunda.team.id, amount: 160_000_000 }),
    ];
    const responses = await Promise.all(Array.from({ length: 20 }, () => K.submit(K.admin, list)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const paying = responses.filter((r) => r.json().message === 'Premios enviados correctamente.');
    expect(paying).toHaveLength(1);
    for (const r of responses.filter((x) => x !== paying[0]))
      expect(r.json()).toMatchObject({
        message: 'Estos premios ya estaban pagados: no se pagó nada nuevo.',
        paid: [],
      });
    const { balances, prizes } = await K.state();
    expect([balances[K.primera.id], balances[K.segunda.id]]).toEqual([160_000_000, 160_000_000]);
    expect(prizes).toHaveLength(3);
    expect(await K.movements('prize')).toHaveLength(3);
    await ctx.expectLedgerBalanced();
  });

  // Decision 013 (second audit): spellings are parsed before the unique index compares them.
  it('one position written eight ways, sent at once, is paid once', async () => {
    const spellings = ['1', '1°', '1st', '１', '1\u200b', 'primero', '1° puesto', 'Campeón'];
    const responses = await Promise.all(
      spellings.map((position) => K.submit(K.admin, [K.prize({ position })])),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(spellings.map(() => 200));
    expect(responses.flatMap((r) => r.json().paid)).toHaveLength(1);
    expect((await K.state()).balances[K.primera.id]).toBe(150_000_000);
    expect(await K.movements('prize')).toHaveLength(1);
    await ctx.expectLedgerBalanced();
  });

  it('overlapping submissions paying the same managers neither deadlock nor pay twice', async () => {
    const a = [K.prize(), K.prize({ team_id: K.segunda.team.id, position: '2' })];
    const b = [K.prize({ team_id: K.segunda.team.id, position: '2' }), K.prize({ position: '3', amount: 1 })];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => K.submit(K.admin, i % 2 ? a : b)),
    );
    expect(responses.filter((r) => r.statusCode !== 200)).toEqual([]);
    const { balances, prizes } = await K.state();
    expect(prizes).toHaveLength(3);
    expect([balances[K.primera.id], balances[K.segunda.id]]).toEqual([150_000_001, 150_000_000]);
    await ctx.expectLedgerBalanced();
  });

  it('20 reverts of one prize at once take the money back once', async () => {
    const id = (await K.submit(K.admin, [K.prize()])).json().paid[0].id;
    const responses = await Promise.all(Array.from({ length: 20 }, () => K.revert(K.admin, id)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((x) => x.statusCode !== 200))
      expect([r.statusCode, r.json().message]).toEqual([422, 'Este premio ya fue revertido.']);
    expect((await K.state()).balances[K.primera.id]).toBe(0);
    expect(await K.movements('prize_reversal')).toHaveLength(1);
    await ctx.expectLedgerBalanced();
  });
});
