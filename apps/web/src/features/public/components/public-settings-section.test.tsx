import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSettings, SLOW } from '../../../test/settings.test-kit';

const settings = { enabled: true, show_values: true, show_bets: true };

describe('Páginas públicas in /configuracion (decision 035)', () => {
  it(
    'an Admin hides the players’ values and saves; the bets switch waits while the pages are off',
    async () => {
      const { calls } = renderSettings({
        'GET /api/settings/discord': () => ({
          body: { clauses: '', transfers: '', auctions: '', transferables: '', reminders: '', results: [] },
        }),
        'GET /api/public/settings': () => ({ body: settings }),
        'PUT /api/public/settings': (req) => ({ body: { ...settings, ...(req.body as object) } }),
      });
      const form = await screen.findByRole('form', { name: 'Páginas públicas' }, { timeout: SLOW });
      const values = within(form).getByRole('checkbox', { name: 'Mostrar el valor de los jugadores' });
      await userEvent.click(values);
      await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
      expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ ...settings, show_values: false });
      expect(await screen.findByText('Configuración de las páginas públicas guardada.')).toBeTruthy();

      await userEvent.click(within(form).getByRole('checkbox', { name: /Páginas públicas activas/ }));
      expect(
        (within(form).getByRole('checkbox', { name: 'Mostrar las apuestas' }) as HTMLInputElement).disabled,
      ).toBe(true);
      expect(screen.getByRole('link', { name: 'Ver la liga en público' }).getAttribute('href')).toBe('/liga');
    },
    SLOW * 2,
  );
});
