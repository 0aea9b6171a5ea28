import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { onPhone } from '../../../test/phone';
import { renderRoute } from '../../../test/render';
import { makeSquad, squadPlayer } from '../../../test/squad.test-kit';

const manager = makeUser({ name: 'Manager Uno', rol: 'Manager Primera' });
const squad = (transferable: number[]) =>
  makeSquad(
    [squadPlayer(7, 'Pedro Gol'), squadPlayer(8, 'Luis Muro')],
    { ca_cap: null },
    { team: { id: 1, name: 'Atlético Pampero', division: '' }, transferable },
  );

function setup(answer: () => { status?: 200 | 403; body: unknown }) {
  let marked: number[] = [8];
  const api = mockApi({
    'GET /api/user': () => ({ body: manager }),
    'GET /api/plantel': () => ({ body: squad(marked) }),
    'PUT /api/plantel/7/transferible': () => {
      const res = answer();
      if (res.status !== 403) marked = [7, 8];
      return res as { body: unknown };
    },
  });
  renderRoute('/plantel', { user: manager });
  return api;
}

// The first render loads the page's lazy chunk: slow on a loaded machine.
const SLOW = 15_000;

describe('/plantel: the transferable mark (decision 034)', () => {
  it(
    'the owner marks a player: the switch saves at once and the squad shows the mark',
    async () => {
      const { calls } = setup(() => ({
        body: { message: 'Jugador marcado como transferible.', player_id: 7, transferable: true },
      }));
      const panel = await screen.findByRole('region', { name: 'Transferibles' });
      const luis = within(panel).getByRole('checkbox', { name: 'Luis Muro' }) as HTMLInputElement;
      expect(luis.checked).toBe(true);
      const table = screen.getByRole('table', { name: 'Jugadores' });
      expect(within(table).getAllByText('Transferible')).toHaveLength(1);
      await userEvent.click(within(panel).getByRole('checkbox', { name: 'Pedro Gol' }));
      expect(await screen.findByText('Jugador marcado como transferible.')).toBeTruthy();
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ transferable: true });
      expect(await within(table).findAllByText('Transferible')).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'a refusal is shown and the switch stays as it was (on a phone)',
    async () => {
      onPhone();
      setup(() => ({ status: 403, body: { message: 'Solo podés marcar jugadores de tu plantel.' } }));
      const panel = await screen.findByRole('region', { name: 'Transferibles' });
      const pedro = within(panel).getByRole('checkbox', { name: 'Pedro Gol' }) as HTMLInputElement;
      await userEvent.click(pedro);
      expect(await within(panel).findByText('Solo podés marcar jugadores de tu plantel.')).toBeTruthy();
      expect(pedro.checked).toBe(false);
      expect(screen.getByRole('list', { name: 'Jugadores' })).toBeTruthy();
    },
    SLOW,
  );
});
