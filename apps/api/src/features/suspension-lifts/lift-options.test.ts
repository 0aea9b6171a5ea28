import { describe, expect, it } from 'vitest';
import { useKit, useTestContext } from '../../test/context.test-kit';
import { liftKit } from '../../test/discipline.test-kit';

const ctx = useTestContext();
const K = useKit(ctx, liftKit);

const options = (who: { token: string }) =>
  ctx.request(who.token, { method: 'GET', url: '/api/suspensions/lifts/options' });

// Decision 025: the manager's form lists what their team may ask to lift, with the league's prices.
describe('GET /suspensions/lifts/options', () => {
  it('lists the manager’s barred players per pending match with each cause’s price; an asked cause leaves the list', async () => {
    const res = await options(K.home);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        player: { id: K.juan.id, name: K.juan.name },
        match: expect.objectContaining({ id: K.next.id }),
        causes: [{ cause: 'red_card', label: 'Tarjeta roja', price: 10_000_000 }],
      },
    ]);
    expect(res.json().data[0].match.label).toContain('Fecha 2');
    expect((await options(K.away)).json().data).toEqual([]);
    expect((await K.request(K.home)).statusCode).toBe(200);
    expect((await options(K.home)).json().data).toEqual([]);
  });

  it('is empty for an account without a team and closed to visitors', async () => {
    expect((await options(K.admin)).json().data).toEqual([]);
    expect((await options(K.visitor)).statusCode).toBe(403);
  });
});
