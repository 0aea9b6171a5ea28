import { describe, expect, it } from 'vitest';
import { useKit, useTestContext } from '../../test/context.test-kit';
import { transferKit } from './transfers.test-kit';

const ctx = useTestContext();
const K = useKit(ctx, transferKit);

/** The league client's admin transfer form sends the players as "Name A, Name B" (decision 033). */
describe('POST /api/transfer with transferred_players by name', () => {
  const byName = (names: string) => {
    const { players: _ids, ...deal } = K.deal();
    return { ...deal, transferred_players: names };
  };

  it('resolves the names among the players of id_team_from, whatever the case and spacing', async () => {
    const res = await K.create(K.L.admin, byName(' estrella ,  VOLANTE'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().transfer).toMatchObject({
      transferred_players: 'Estrella, Volante',
      players: [
        { id: K.L.star.id, name: 'Estrella' },
        { id: K.extra.id, name: 'Volante' },
      ],
    });
  });

  it('refuses with a 422 naming every name not found or shared, changing nothing', async () => {
    // 'Suplente' plays for the buyer, not for id_team_from; two 'Gemelo' play for the seller.
    await K.L.kit.player({ idTeam: K.L.sellerTeam.id, name: 'Gemelo' });
    await K.L.kit.player({ idTeam: K.L.sellerTeam.id, name: 'Gemelo' });
    const before = await K.state();
    const res = await K.create(K.L.admin, byName('Estrella, Suplente, Nadie, Gemelo'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.transferred_players).toEqual([
      'El jugador "Suplente" no está en el equipo de origen.',
      'El jugador "Nadie" no está en el equipo de origen.',
      'Hay más de un jugador llamado "Gemelo" en el equipo de origen: elegilo por id.',
    ]);
    expect(res.json().message).toContain('"Suplente"');
    expect(await K.state()).toEqual(before);
    const empty = await K.create(K.L.admin, byName('  , '));
    expect(empty.statusCode).toBe(422);
    expect(await K.state()).toEqual(before);
  });

  it('keeps the ids when both come, and still checks who may create it', async () => {
    const both = await K.create(K.L.admin, {
      ...K.deal({ players: [K.L.star.id] }),
      transferred_players: 'x',
    });
    expect(both.json().transfer.players).toEqual([{ id: K.L.star.id, name: 'Estrella' }]);
    const stranger = await ctx.actor('Manager Primera');
    expect((await K.create(stranger, byName('Volante'))).statusCode).toBe(403);
  });
});
