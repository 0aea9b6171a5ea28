import type { Notification } from '@liga/domain/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';

const manager = makeUser({ name: 'Manager Uno', rol: 'Manager Primera' });
const now = Date.now();
const item = (id: number, hoursAgo: number, read: boolean, title: string): Notification => ({
  id,
  kind: 'budget_adjustment',
  title,
  body: `Texto ${id}`,
  link: '/dashboard',
  created_at: new Date(now - hoursAgo * 3_600_000).toISOString(),
  read_at: read ? new Date(now).toISOString() : null,
});

describe('/notificaciones', () => {
  it('groups by day and marks one, then all, read', async () => {
    let unread = 2;
    const list = [item(3, 0, false, 'Reciente'), item(2, 0.1, false, 'Otra'), item(1, 24 * 9, true, 'Vieja')];
    const api = mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/notifications': () => ({ body: { data: list, unread, next_before: null } }),
      'POST /api/notifications/read': (req) => {
        unread = 'all' in (req.body as object) ? 0 : 1;
        return { body: { marked: 1, unread } };
      },
      'POST /api/notifications/events/ticket': () => ({ status: 500, body: { message: 'sin stream' } }),
    });
    renderRoute('/notificaciones', { user: manager });
    const today = await screen.findByRole('region', { name: 'Hoy' }, { timeout: 15_000 });
    expect(within(today).getByText('Reciente')).toBeTruthy();
    expect(within(today).getByText('Otra')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ayer' })).toBeNull();
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Notificaciones: 2 sin leer' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Marcar como leída: Reciente' }));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [3] });
    await userEvent.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(api.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/read')).at(-1)?.body).toEqual({
      all: true,
    });
  }, 30_000);

  it('shows the empty state', async () => {
    mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/notifications': () => ({ body: { data: [], unread: 0, next_before: null } }),
      'POST /api/notifications/events/ticket': () => ({ status: 500, body: { message: 'sin stream' } }),
    });
    renderRoute('/notificaciones', { user: manager });
    expect(await screen.findByText('No tenés notificaciones.', undefined, { timeout: 15_000 })).toBeTruthy();
  }, 30_000);
});
