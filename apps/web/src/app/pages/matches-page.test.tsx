import type { User } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/users.test-kit';
import { mockApi, page } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import {
  NORTE,
  PAMPERO,
  SEASONS,
  SUR,
  TEAMS,
  makeMatch,
  makeTournament,
} from '../../test/competition.test-kit';
import { fieldRefusal } from '../../test/refusal.test-kit';

const admin = makeUser({ name: 'Admin Liga', rol: 'Admin' });
const primera = makeTournament({ id: 1, name: 'Primera División T59', format: 'PD' });
const copa = makeTournament({ id: 5, name: 'Copa Federación T59', format: 'CFM' });
const played = makeMatch(primera, { stage: 1, status: 'completed', score_home: 2, score_away: 1 });
const next = makeMatch(primera, { stage: 2, team_home: NORTE, team_away: PAMPERO });

function setup(me: User = admin, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    'GET /api/season': () => ({ body: { data: SEASONS } }),
    'GET /api/tournaments': () => ({ body: { data: [primera, copa] } }),
    'GET /api/matches': () => ({ body: { data: [played, next] } }),
    'GET /api/teams': () => ({ body: page(TEAMS) }),
    ...extra,
  });
  renderRoute('/partidos', { user: me });
  return api;
}

const form = () => screen.findByRole('form', { name: 'Cargar partido' });

async function fillValid() {
  const f = await form();
  await userEvent.selectOptions(within(f).getByLabelText('Torneo'), 'Primera División T59');
  await userEvent.type(within(f).getByLabelText('Fecha o Ronda'), '3');
  await userEvent.selectOptions(within(f).getByLabelText('Equipo local'), 'Atlético Pampero');
  await userEvent.selectOptions(within(f).getByLabelText('Equipo visitante'), 'Club Norte');
  await userEvent.type(within(f).getByLabelText('Goles local'), '2');
  await userEvent.type(within(f).getByLabelText('Goles visitante'), '0');
  return f;
}

describe('/partidos form', () => {
  it('shows the four messages and sends nothing when the form is empty', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { calls } = setup();
    await userEvent.click(within(await form()).getByRole('button', { name: 'Crear partido' }));
    expect(await screen.findByText('Tienes que cargar Fecha o Ronda')).toBeTruthy();
    expect(screen.getAllByText('Tienes que cargar los equipos')).toHaveLength(2);
    expect(screen.getAllByText('Tienes que cargar los goles')).toHaveLength(2);
    expect(screen.getByText('Tienes que cargar el torneo')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers only the division teams for a league without a team list', async () => {
    setup();
    const f = await form();
    await userEvent.selectOptions(within(f).getByLabelText('Torneo'), 'Primera División T59');
    const options = within(within(f).getByLabelText('Equipo local')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Elegí...', PAMPERO.name, NORTE.name]);
    expect(screen.queryByRole('option', { name: SUR.name })).toBeNull();
  });

  it('cancelling the confirmation resets the form and says so', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { calls } = setup();
    const f = await fillValid();
    await userEvent.click(within(f).getByRole('button', { name: 'Crear partido' }));
    expect(confirm).toHaveBeenCalledWith('¿Cargar el partido Atlético Pampero 2 - 0 Club Norte?');
    expect(await screen.findByText('Carga de partido cancelada')).toBeTruthy();
    expect((within(f).getByLabelText('Torneo') as HTMLSelectElement).value).toBe('');
    expect((within(f).getByLabelText('Goles local') as HTMLInputElement).value).toBe('');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('confirms, shows Creando partido... and then Partido creado correctamente', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let release: () => void = () => {};
    const { calls } = setup(admin, {
      'POST /api/matches': () =>
        new Promise((resolve) => {
          release = () =>
            resolve({ status: 201, body: { message: 'Partido creado correctamente', match: next } });
        }),
    });
    const f = await fillValid();
    await userEvent.click(within(f).getByRole('button', { name: 'Crear partido' }));
    expect(await within(f).findByRole('button', { name: 'Creando partido...' })).toBeTruthy();
    release();
    expect(await screen.findByText('Partido creado correctamente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      tournament_id: 1,
      stage: 3,
      team_home_id: PAMPERO.id,
      team_away_id: NORTE.id,
      score_home: 2,
      score_away: 0,
    });
  });

  it('a 422 shows the server message', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const message = 'El equipo ya tiene otro partido en esta Fecha o Ronda.';
    setup(admin, {
      'POST /api/matches': fieldRefusal('team_home_id', message),
    });
    const f = await fillValid();
    await userEvent.click(within(f).getByRole('button', { name: 'Crear partido' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('is not shown to a visitor', async () => {
    setup(makeUser({ rol: 'visitante' }));
    expect(await screen.findByText('Primera División T59', { selector: 'h2' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Cargar partido' })).toBeNull();
  });
});

describe('/partidos list', () => {
  it('groups by tournament, the current round first, result or Cargar datos, dates without seconds', async () => {
    setup();
    const rounds = await screen.findAllByRole('region', { name: /Primera División T59 · / });
    expect(rounds.map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'Fecha 2Fecha actual',
      'Fecha 1',
    ]);
    expect(
      within(rounds[1]!).getByRole('link', { name: 'Atlético Pampero 2 - 1 Club Norte' }),
    ).toHaveProperty('pathname', `/partidos/${played.id}`);
    expect(within(rounds[0]!).getByRole('link', { name: /Cargar datos/ })).toHaveProperty(
      'pathname',
      `/partidos/${next.id}`,
    );
    // The league's zone of the tests is UTC; no seconds.
    expect(within(rounds[0]!).getByText('21-11-2026 00:00')).toBeTruthy();
    expect(within(rounds[1]!).getByText('1/1 jugados')).toBeTruthy();
    expect(screen.getByText('No hay partidos disponibles para este torneo.')).toBeTruthy();
  });

  it('opens the current round (the first with a match to play) and collapses the others', async () => {
    const third = makeMatch(primera, { stage: 3, team_home: NORTE, team_away: PAMPERO });
    setup(admin, { 'GET /api/matches': () => ({ body: { data: [played, next, third] } }) });
    const rounds = await screen.findAllByRole('region', { name: /Primera División T59 · / });
    // The current round on top and open; the next and the played rounds folded into their groups.
    expect(rounds.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Primera División T59 · Fecha 2',
      'Primera División T59 · Fecha 3',
      'Primera División T59 · Fecha 1',
    ]);
    expect(rounds.map((r) => r.querySelector('details')!.open)).toEqual([true, false, false]);
    const upcoming = screen.getByText('Próximas fechas · 1').closest('details')!;
    expect(upcoming.open).toBe(false);
    expect(upcoming.contains(rounds[1]!)).toBe(true);
    expect(screen.getByText('Fechas jugadas · 1').closest('details')!.contains(rounds[2]!)).toBe(true);
  });

  it('offers Cargar datos only to who may load the match: a manager of one of its teams, not a rival or a visitor', async () => {
    const own = makeUser({ rol: 'Manager Primera', team: { ...PAMPERO, division: 'Primera' } });
    setup(own);
    const current = await screen.findByRole('region', { name: 'Primera División T59 · Fecha 2' });
    expect(within(current).getByRole('link', { name: /Cargar datos/ })).toBeTruthy();
  });

  it.each([
    ['a rival manager', makeUser({ rol: 'Manager Primera', team: { ...SUR, division: 'Primera' } })],
    ['a visitor', makeUser({ rol: 'visitante' })],
  ])('%s reads the pending match without Cargar datos', async (_, me) => {
    setup(me);
    const current = await screen.findByRole('region', { name: 'Primera División T59 · Fecha 2' });
    expect(within(current).queryByRole('link', { name: /Cargar datos/ })).toBeNull();
    expect(within(current).getByText('Pendiente')).toBeTruthy();
  });
});
