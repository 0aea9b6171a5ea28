import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import {
  NORTE,
  PAMPERO,
  SEASONS,
  TEAMS,
  makeMatch,
  makeTournament,
} from '../../../test/competition.test-kit';
import { fieldRefusal, refusal } from '../../../test/refusal.test-kit';

const admin = makeUser({ name: 'Admin Liga', rol: 'Admin' });
const primera = makeTournament({ id: 1, name: 'Primera División T59' });
const champions = makeTournament({
  id: 3,
  name: 'Champions League T59',
  format: 'UCL',
  teams: [
    { ...PAMPERO, group: 'A' },
    { ...NORTE, group: 'A' },
  ],
});
const groupMatch = makeMatch(champions, {
  stage: 3,
  group: 'A',
  status: 'completed',
  score_home: 1,
  score_away: 0,
});

function setup(extra: Parameters<typeof mockApi>[0] = {}, me = admin) {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    'GET /api/season': () => ({ body: { data: SEASONS } }),
    'GET /api/tournaments': () => ({ body: { data: [primera, champions] } }),
    'GET /api/matches': () => ({ body: { data: [groupMatch] } }),
    'GET /api/teams': () => ({ body: page(TEAMS) }),
    ...extra,
  });
  renderRoute('/torneos', { user: me });
  return api;
}

describe('/torneos (Create tournament)', () => {
  it('is for the Admin only', async () => {
    setup({}, makeUser({ rol: 'Organizador' }));
    expect(await screen.findByText('No tienes permiso para ver esta página.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar Torneo' })).toBeNull();
  });

  it('sends the form with the active season and shows 422 messages under each field', async () => {
    const { calls } = setup({
      'POST /api/tournaments': refusal('El nombre del torneo es obligatorio.', {
        name: ['El nombre del torneo es obligatorio.'],
        end_date: ['La fecha de fin no puede ser anterior a la de inicio.'],
      }),
    });
    await screen.findAllByRole('option', { name: 'Temporada 59 (activa)' });
    expect((screen.getAllByLabelText('Temporada')[0] as HTMLSelectElement).value).toBe('59');
    await userEvent.type(screen.getByLabelText('Fecha de inicio'), '2026-12-01');
    await userEvent.type(screen.getByLabelText('Fecha de fin'), '2026-11-01');
    await userEvent.click(await screen.findByLabelText(/Atlético Pampero/));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Torneo' }));
    expect(await screen.findByText('El nombre del torneo es obligatorio.')).toBeTruthy();
    expect(screen.getByText('La fecha de fin no puede ser anterior a la de inicio.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: '',
      start_date: '2026-12-01',
      end_date: '2026-11-01',
      type: 'PD',
      format: 'PD',
      season_id: 59,
      team_ids: [PAMPERO.id],
    });
  });

  it('a cup type offers UCL, UEL and CFM and every team', async () => {
    const { calls } = setup({
      'POST /api/tournaments': () => ({
        status: 201,
        body: { message: 'Torneo creado correctamente', tournament: { ...champions, id: 9 } },
      }),
    });
    await screen.findAllByRole('option', { name: 'Temporada 59 (activa)' });
    await userEvent.type(screen.getByLabelText('Nombre'), 'Copa Test');
    const types = within(screen.getByLabelText('Tipo')).getAllByRole('option');
    expect(types.map((o) => o.textContent)).toEqual(['Primera División', 'Segunda División', 'Copa']);
    await userEvent.selectOptions(screen.getByLabelText('Tipo'), 'Copa');
    const formats = within(screen.getByLabelText('Formato')).getAllByRole('option');
    expect(formats.map((o) => (o as HTMLOptionElement).value)).toEqual(['UCL', 'UEL', 'CFM']);
    // By name, never the code ('UCL · …').
    expect(formats.map((o) => o.textContent)).toEqual([
      'UEFA Champions League',
      'UEFA Europa League',
      'Copa Federación',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Formato'), 'UEL');
    expect(await screen.findByLabelText(/Sur FC/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Elegir todos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Torneo' }));
    expect(await screen.findByText('Torneo creado correctamente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Copa Test',
      type: 'UCL',
      format: 'UEL',
      team_ids: TEAMS.map((t) => t.id),
    });
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('');
  });

  it('lists the season: Generar fixture after confirming in the app dialog, Generar cuartos once groups are complete', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { calls } = setup({
      'POST /api/tournaments/1/fixture': () => ({
        status: 201,
        body: { message: 'Fixture generado correctamente', matches: [], byes: [] },
      }),
    });
    const list = await screen.findByRole('list', { name: 'Torneos de la temporada' });
    const primeraRow = within(list).getByText('Primera División T59').closest('li') as HTMLElement;
    const championsRow = within(list).getByText('Champions League T59').closest('li') as HTMLElement;
    expect(within(primeraRow).getByText('Sin fixture')).toBeTruthy();
    expect(within(championsRow).queryByRole('button', { name: 'Generar fixture' })).toBeNull();
    expect(within(championsRow).getByRole('button', { name: 'Generar cuartos' })).toBeTruthy();
    // Cancelar draws nothing.
    await userEvent.click(within(primeraRow).getByRole('button', { name: 'Generar fixture' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(within(primeraRow).getByRole('button', { name: 'Generar fixture' }));
    const dialog = screen.getByRole('dialog', { name: 'Generar fixture' });
    expect(dialog.textContent).toContain(
      '¿Generar el fixture de Primera División T59? El sorteo no se puede deshacer.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generar fixture' }));
    expect(await screen.findByText(/Fixture generado correctamente/)).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/tournaments/1/fixture')).toBe(true);
  });

  it('Generar siguiente ronda once the last play-off round is complete, after the dialog; shows the 422 as is', async () => {
    const playin = [1, 2].map((n) =>
      makeMatch(primera, { id: 100 + n, stage: 14, status: 'completed', score_home: 1, score_away: 0 }),
    );
    const { calls } = setup({
      'GET /api/matches': () => ({ body: { data: [groupMatch, ...playin] } }),
      'POST /api/tournaments/1/fixture/playoffs/next': fieldRefusal(
        'id',
        'La ronda Playin no terminó: falta 1 partido por cargar.',
      ),
    });
    const list = await screen.findByRole('list', { name: 'Torneos de la temporada' });
    const primeraRow = within(list).getByText('Primera División T59').closest('li') as HTMLElement;
    expect(within(primeraRow).queryByRole('button', { name: 'Generar play-offs' })).toBeNull();
    await userEvent.click(within(primeraRow).getByRole('button', { name: 'Generar siguiente ronda' }));
    const dialog = screen.getByRole('dialog', { name: 'Generar siguiente ronda' });
    expect(dialog.textContent).toContain('Juega el mejor ubicado de la tabla contra el peor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Generar siguiente ronda' }));
    expect(await screen.findByText('La ronda Playin no terminó: falta 1 partido por cargar.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/tournaments/1/fixture/playoffs/next')).toHaveLength(1);
  });
});
