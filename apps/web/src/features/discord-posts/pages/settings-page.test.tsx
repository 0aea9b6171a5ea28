import type { DiscordSettings } from '@liga/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { renderSettings, SLOW } from '../../../test/settings.test-kit';
import { refusal } from '../../../test/refusal.test-kit';

const settings: DiscordSettings = {
  clauses: 'https://discord.com/api/webhooks/1/cl',
  transfers: '',
  auctions: '',
  transferables: '',
  reminders: '',
  results: [
    { tournament_id: 3, tournament: 'Primera División', url: '' },
    { tournament_id: 4, tournament: 'Copa', url: 'https://discord.com/api/webhooks/2/copa' },
  ],
};

const typeInto = async (label: string, text: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
};

describe('/configuracion (decision 034)', () => {
  it(
    'an Admin edits the webhooks and saves them all at once',
    async () => {
      const { calls } = renderSettings({
        'GET /api/settings/discord': () => ({ body: settings }),
        'PUT /api/settings/discord': () => ({
          body: { ...settings, message: 'Webhooks de Discord guardados.' },
        }),
      });
      const clauses = await screen.findByLabelText('Cláusulas confirmadas');
      expect((clauses as HTMLInputElement).value).toBe('https://discord.com/api/webhooks/1/cl');
      expect((screen.getByLabelText('Resultados: Copa') as HTMLInputElement).value).toBe(
        'https://discord.com/api/webhooks/2/copa',
      );
      await typeInto('Nuevas subastas', 'http://127.0.0.1:9/s');
      await typeInto('Resultados: Primera División', 'https://a.example/r');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar webhooks' }));
      expect(await screen.findByText('Webhooks de Discord guardados.')).toBeTruthy();
      const put = calls.find((c) => c.method === 'PUT');
      expect(put?.body).toEqual({
        clauses: 'https://discord.com/api/webhooks/1/cl',
        transfers: '',
        auctions: 'http://127.0.0.1:9/s',
        transferables: '',
        reminders: '',
        results: [
          { tournament_id: 3, url: 'https://a.example/r' },
          { tournament_id: 4, url: 'https://discord.com/api/webhooks/2/copa' },
        ],
      });
    },
    SLOW,
  );

  it(
    'shows the 422 under each field',
    async () => {
      renderSettings({
        'GET /api/settings/discord': () => ({ body: settings }),
        'PUT /api/settings/discord': refusal('La URL debe empezar con http:// o https://.', {
          transfers: ['La URL debe empezar con http:// o https://.'],
          'results.0.url': ['La URL no puede superar 2000 caracteres.'],
        }),
      });
      await screen.findByLabelText('Transferencias');
      await typeInto('Transferencias', 'discord.com/x');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar webhooks' }));
      expect(await screen.findByText('La URL debe empezar con http:// o https://.')).toBeTruthy();
      expect(screen.getByText('La URL no puede superar 2000 caracteres.')).toBeTruthy();
      expect(screen.getByLabelText('Transferencias').getAttribute('aria-invalid')).toBe('true');
    },
    SLOW,
  );

  it(
    'a load error reads as such',
    async () => {
      renderSettings({
        'GET /api/settings/discord': () => ({
          status: 500,
          body: { message: 'Error interno del servidor.' },
        }),
      });
      expect(
        await screen.findByText('No se pudo cargar la configuración: Error interno del servidor.'),
      ).toBeTruthy();
    },
    SLOW,
  );

  it(
    'a manager gets the notice and no request for the webhooks',
    async () => {
      const manager = makeUser({ rol: 'Manager Primera' });
      const { calls } = mockApi({ 'GET /api/user': () => ({ body: manager }) });
      renderRoute('/configuracion', { user: manager });
      expect(await screen.findByText('Solo un Admin puede ver y cambiar la configuración.')).toBeTruthy();
      expect(calls.some((c) => c.path === '/api/settings/discord')).toBe(false);
    },
    SLOW,
  );
});
