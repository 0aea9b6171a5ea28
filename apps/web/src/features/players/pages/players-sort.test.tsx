import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { NORTE, PAMPERO, SUR, makePlayer } from '../test/players.test-kit';
import { textsByRole } from '../../../test/texts.test-kit';

const manager = makeUser({ name: 'Manager Uno', rol: 'Manager Primera', team: PAMPERO });
const star = makePlayer({ name: 'Estrella Norte', ca: 170, id_team: NORTE });
const kid = makePlayer({ name: 'Pibe Sur', age: 18, id_team: SUR });

function setup(path = '/players') {
  const api = mockApi({
    'GET /api/user': () => ({ body: manager }),
    'GET /api/players': (req) => ({ body: page(req.query.get('sort') ? [star, kid] : [kid, star], 1, 1) }),
    // Teams as GET /teams answers them: the client reads every answer through its contract.
    'GET /api/teams': () => ({
      body: page([PAMPERO, NORTE, SUR].map((t) => ({ ...t, id_user: null, user: null }))),
    }),
  });
  return { ...api, ...renderRoute(path, { user: manager }) };
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const names = async () => textsByRole(await screen.findByRole('table'), 'link');

describe('/players sort and filters', () => {
  it('a choice writes the URL and asks /players with it, from page 1', async () => {
    const { calls, router } = setup('/players?page=3');
    await names();
    await userEvent.selectOptions(select('Ordenar por'), 'CA: mayor primero');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?sort=ca&dir=desc'));
    expect((await names())[0]).toBe('Estrella Norte');
    await userEvent.selectOptions(select('Edad'), '21 a 25');
    await userEvent.selectOptions(select('División'), 'Segunda');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Equipo' }), 'Unión Sur');
    await userEvent.selectOptions(select('Estado'), 'Registrado');
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      sort: 'ca',
      dir: 'desc',
      age: '21-25',
      division: 'Segunda',
      team: String(SUR.id),
      status: 'registrado',
    });
    await vi.waitFor(() => {
      const last = calls.filter((c) => c.path === '/api/players').at(-1)!;
      expect(Object.fromEntries(last.query)).toEqual({
        page: '1',
        sort: 'ca',
        dir: 'desc',
        age_min: '21',
        age_max: '25',
        division: 'Segunda',
        team: String(SUR.id),
        status: 'registrado',
      });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(select('Ordenar por').value).toBe('');
  });

  it('the URL restores the controls, and the back button the previous choice', async () => {
    const { calls, router } = setup(
      '/players?sort=value&dir=desc&division=Primera&status=sin-estado&age=hasta-20',
    );
    await names();
    expect(select('Ordenar por').value).toBe('value:desc');
    expect(select('División').value).toBe('Primera');
    expect(select('Estado').value).toBe('sin-estado');
    expect(select('Edad').value).toBe('hasta-20');
    expect(Object.fromEntries(calls.find((c) => c.path === '/api/players')!.query)).toEqual({
      page: '1',
      sort: 'value',
      dir: 'desc',
      division: 'Primera',
      status: 'sin-estado',
      age_max: '20',
    });
    await userEvent.selectOptions(select('Ordenar por'), 'Edad: más jóvenes primero');
    await vi.waitFor(() => expect(select('Ordenar por').value).toBe('age:asc'));
    await act(() => router.navigate(-1));
    await vi.waitFor(() => expect(select('Ordenar por').value).toBe('value:desc'));
  });

  it('a sort key the app does not know is not sent', async () => {
    const { calls } = setup('/players?sort=password&division=Tercera');
    await names();
    expect(Object.fromEntries(calls.find((c) => c.path === '/api/players')!.query)).toEqual({ page: '1' });
  });

  it('the export follows the filter and sort on screen', async () => {
    const { fetchMock } = setup('/players?sort=ca&dir=desc&age=31-mas&name=Nor');
    const apiFetch = fetchMock.getMockImplementation()!;
    const exports: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (!url.startsWith('/api/players/export')) return apiFetch(url, init);
      exports.push(url);
      return { ok: true, status: 200, headers: new Headers(), blob: async () => new Blob(['x']) };
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await names();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await vi.waitFor(() => expect(exports).toHaveLength(1));
    expect(exports[0]).toBe('/api/players/export?format=csv&name=Nor&sort=ca&dir=desc&age_min=31');
  });
});
