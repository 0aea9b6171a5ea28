import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/users.test-kit';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { onPhone } from '../../test/phone';

const manager = makeUser({ rol: 'Manager Primera', team: { id: 3, name: 'Club Tres', division: 'Primera' } });

/** A phone: no media query of the shell matches (min-width 640 and 1024 both false). */
beforeEach(() => {
  onPhone();
});

function open(path: string, user = manager) {
  mockApi({ 'GET /api/user': () => ({ body: user }) });
  return renderRoute(path, { user });
}

describe('the phone tab bar', () => {
  it('offers the six tabs, marks the current one, and the menu starts closed', async () => {
    open('/tablas');
    const bar = await screen.findByRole('navigation', { name: 'Accesos rápidos' });
    const names = within(bar)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(names).toEqual(['Mi estado', 'Mercado', 'Partidos', 'Tablas', 'Avisos']);
    expect(within(bar).getByRole('button', { name: 'Más' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(bar).getByRole('link', { name: 'Tablas' }).getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByRole('link', { name: 'Partidos' }).getAttribute('aria-current')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Menú' })).toBeNull();
  });

  it('marks Mercado on any market page', async () => {
    open('/subastas');
    const bar = await screen.findByRole('navigation', { name: 'Accesos rápidos' });
    expect(within(bar).getByRole('link', { name: 'Mercado' }).getAttribute('aria-current')).toBe('true');
    expect(within(bar).getByRole('link', { name: 'Mercado' }).getAttribute('href')).toBe('/players');
    expect(within(bar).getByRole('link', { name: 'Mi estado' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks Partidos on a match page', async () => {
    open('/partidos/12');
    const bar = await screen.findByRole('navigation', { name: 'Accesos rápidos' });
    expect(within(bar).getByRole('link', { name: 'Partidos' }).getAttribute('aria-current')).toBe('true');
    expect(within(bar).getByRole('link', { name: 'Mercado' }).getAttribute('aria-current')).toBeNull();
  });

  it('Más opens the grouped menu with the page marked; Escape closes it and gives the focus back', async () => {
    open('/reglamento');
    const more = await screen.findByRole('button', { name: 'Más' });
    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('navigation', { name: 'Menú' });
    for (const group of ['Liga', 'Mercado', 'Competición', 'Apuestas'])
      expect(within(menu).getByRole('list', { name: group })).toBeTruthy();
    expect(within(menu).queryByRole('list', { name: 'Administración' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Reglamento' }).getAttribute('aria-current')).toBe('page');
    expect(document.activeElement).toBe(within(menu).getByRole('button', { name: 'Cerrar menú' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menú' })).toBeNull();
    expect(document.activeElement).toBe(more);
  });

  it('choosing an entry of the menu goes there and closes it', async () => {
    const { router } = open('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Más' }));
    const menu = screen.getByRole('navigation', { name: 'Menú' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Plantel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plantel'));
    expect(screen.queryByRole('navigation', { name: 'Menú' })).toBeNull();
  });
});
