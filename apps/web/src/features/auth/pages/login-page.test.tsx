import { ACCESS_TOKEN_KEY } from '@liga/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { idRoute, mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { fieldRefusal } from '../../../test/refusal.test-kit';

async function fillAndSubmit() {
  await userEvent.type(await screen.findByLabelText('Email'), 'manager1@liga.test');
  await userEvent.type(screen.getByLabelText('Password'), 'password123');
  await userEvent.click(screen.getByRole('button', { name: 'Conectate' }));
}

// The dashboard and its movements are chunks of their own: their first load may take seconds on a loaded machine.
describe('/login', { timeout: 20_000 }, () => {
  it('shows the title, the fields and a link to sign up', async () => {
    mockApi({});
    renderRoute('/login');
    expect(await screen.findByRole('heading', { name: 'Conectate con tu cuenta' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Registrate/ }).getAttribute('href')).toBe('/signup');
  });

  it('shows the 422 message in an alert and stores no token', async () => {
    const { calls } = mockApi({
      'POST /api/login': fieldRefusal('email', 'Credenciales incorrectas.'),
    });
    renderRoute('/login');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain('Credenciales incorrectas.');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(calls.find((c) => c.path === '/api/login')?.body).toEqual({
      email: 'manager1@liga.test',
      password: 'password123',
    });
  });

  it('stores the token and opens the dashboard on success', async () => {
    const user = makeUser({ name: 'Manager Uno' });
    const { calls } = mockApi({
      'POST /api/login': () => ({ body: { user, token: 'tok-123' } }),
      'GET /api/user': () => ({ body: user }),
      // The dashboard lists the movements once its own sections have arrived (no layout shift).
      'GET /api/dashboard': () => ({
        body: {
          season: null,
          team: null,
          budget: user.profits,
          budget_spent: 0,
          pending_transfers: [],
          own_auctions: [],
          executed_clauses: [],
          received_clauses: [],
          recent_movements: [],
        },
      }),
      ...idRoute(`GET /api/users/${user.id}/movements`, () => ({ body: page([]) })),
    });
    renderRoute('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Mi estado' }, { timeout: 10_000 })).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('tok-123');
    expect(await screen.findByText('Sin movimientos', {}, { timeout: 10_000 })).toBeTruthy();
    const me = calls.find((c) => c.path === '/api/user');
    expect(me?.headers.Authorization).toBe('Bearer tok-123');
  });

  it('sends a visitor with a token to the dashboard', async () => {
    const user = makeUser();
    mockApi({
      'GET /api/user': () => ({ body: user }),
      ...idRoute(`GET /api/users/${user.id}/movements`, () => ({ body: page([]) })),
    });
    renderRoute('/login', { user });
    expect(await screen.findByRole('heading', { name: 'Mi estado' })).toBeTruthy();
  });

  it("shows the domain's message under each empty field and sends nothing", async () => {
    const { calls } = mockApi({});
    renderRoute('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Conectate' }));
    expect(await screen.findByText('El email es obligatorio.')).toBeTruthy();
    expect(screen.getByText('El password es obligatorio.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path === '/api/login')).toBe(false);
  });
});
