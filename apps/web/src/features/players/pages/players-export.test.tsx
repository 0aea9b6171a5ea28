import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { makePlayer } from '../test/players.test-kit';

const manager = makeUser({ rol: 'Manager Primera' });

describe('/players export', () => {
  it('downloads the filtered list with the bearer token, buttons disabled meanwhile', async () => {
    const { fetchMock } = mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/playername': () => ({ body: page([makePlayer({ name: 'Juan Buscado' })]) }),
    });
    const apiFetch = fetchMock.getMockImplementation()!;
    let finish: () => void = () => {};
    const exportCalls: Array<{ url: string; init: RequestInit | undefined }> = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (!url.startsWith('/api/players/export')) return apiFetch(url, init);
      exportCalls.push({ url, init });
      await new Promise<void>((resolve) => (finish = resolve));
      return {
        ok: true,
        status: 200,
        headers: new Headers({ 'content-disposition': 'attachment; filename="jugadores.xlsx"' }),
        blob: async () => new Blob(['x']),
      };
    });
    const createObjectURL = vi.fn(() => 'blob:jugadores');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    renderRoute('/players?name=Juan', { user: manager });
    expect(await screen.findByText('Juan Buscado')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar XLSX' }));
    expect(await screen.findByText('Exportando...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled).toBe(true);
    finish();
    expect(await screen.findByRole('button', { name: 'Exportar XLSX' })).toBeTruthy();
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(exportCalls[0]!.url).toBe('/api/players/export?format=xlsx&name=Juan');
    expect((exportCalls[0]!.init?.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    expect(createObjectURL).toHaveBeenCalled();
  });
});
