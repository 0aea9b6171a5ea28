import type { User } from '@liga/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_TOKEN_KEY } from '@liga/domain';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { idRoute, mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';

const admin = makeUser({ name: 'Admin Liga', rol: 'Admin' });
const manager = makeUser({ name: 'Manager Uno', rol: 'Manager Segunda', profits: 5_000_000 });

function setup(me: User, target: User, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    ...idRoute(`GET /api/users/${target.id}`, () => ({ body: target })),
    ...idRoute(`GET /api/users/${target.id}/movements`, () => ({ body: page([]) })),
    ...extra,
  });
  renderRoute(`/users/${target.id}`, { user: me });
  return api;
}

describe('/users/{id}', () => {
  it('a non-admin on their own profile sees only password fields', async () => {
    setup(manager, manager);
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(screen.getByLabelText('Confirma tu password')).toBeTruthy();
    expect(screen.queryByLabelText('Nombre')).toBeNull();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByLabelText('Rol')).toBeNull();
    expect(screen.queryByLabelText('Ajustar presupuesto')).toBeNull();
    expect(screen.getByRole('main').textContent).toContain('Manager Segunda');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('a non-admin sends only password and confirmation', async () => {
    const { calls } = setup(manager, manager, {
      ...idRoute(`PUT /api/users/${manager.id}`, () => ({
        body: { message: 'Usuario actualizado satisfactoriamente', user: manager },
      })),
    });
    await userEvent.type(await screen.findByLabelText('Password'), 'nuevo-pass-1');
    await userEvent.type(screen.getByLabelText('Confirma tu password'), 'nuevo-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Usuario actualizado satisfactoriamente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      password: 'nuevo-pass-1',
      password_confirmation: 'nuevo-pass-1',
    });
  });

  it("a non-admin cannot open someone else's profile", async () => {
    const { calls } = setup(manager, admin);
    expect(await screen.findByText('No tenés permiso para editar este usuario.')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(calls.some((c) => c.path === `/api/users/${admin.id}`)).toBe(false);
  });

  it('an Admin edits name, role and budget and sees the resulting budget', async () => {
    const { calls } = setup(admin, manager, {
      ...idRoute(`PUT /api/users/${manager.id}`, () => ({
        status: 422,
        body: { message: 'Datos inválidos.', errors: { email: ['El email ya está registrado.'] } },
      })),
    });
    const adjust = await screen.findByLabelText('Ajustar presupuesto');
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Manager Uno');
    expect((screen.getByLabelText('Rol') as HTMLSelectElement).value).toBe('Manager Segunda');
    expect(screen.getByRole('option', { name: 'Otro' })).toBeTruthy();
    await userEvent.type(adjust, '-2000000');
    // Formatted as typed, the sign kept; the resulting budget with its mark.
    expect((adjust as HTMLInputElement).value).toBe('-2.000.000');
    expect(screen.getByText('3.000.000 €')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El email ya está registrado.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Manager Uno',
      email: manager.email,
      rol: 'Manager Segunda',
      adjustment: -2_000_000,
    });
  });

  it('shows the server message on 403', async () => {
    setup(admin, manager, {
      ...idRoute(`PUT /api/users/${manager.id}`, () => ({
        status: 403,
        body: { message: 'No autorizado.' },
      })),
    });
    await screen.findByLabelText('Ajustar presupuesto');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No autorizado.');
  });
});

describe('Cerrar todas las sesiones', () => {
  it('on the own profile asks first, revokes and ends this session too', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = setup(manager, manager, {
      ...idRoute(`POST /api/users/${manager.id}/revoke-tokens`, () => ({
        body: { message: 'Sesiones cerradas: 2' },
      })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar todas las sesiones' }));
    expect(confirm).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Conectate con tu cuenta' })).toBeTruthy();
    expect(screen.getByText('Sesiones cerradas: 2')).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/revoke-tokens'))).toBe(true);
  });
});

describe('/users/new', () => {
  it('an Admin creates a user and lands on the list with the message', async () => {
    const created = makeUser({ name: 'Nuevo' });
    const { calls } = mockApi({
      'GET /api/user': () => ({ body: admin }),
      'POST /api/users': () => ({
        status: 201,
        body: { message: 'Usuario creado satisfactoriamente', user: created },
      }),
      'GET /api/users': () => ({ body: page([admin, created]) }),
    });
    const { router } = renderRoute('/users/new', { user: admin });
    await userEvent.type(await screen.findByLabelText('Nombre'), 'Nuevo');
    await userEvent.type(screen.getByLabelText('Email'), 'nuevo@liga.test');
    await userEvent.selectOptions(screen.getByLabelText('Rol'), 'Manager Primera');
    await userEvent.type(screen.getByLabelText('Password'), 'nuevo-pass-secreto');
    await userEvent.type(screen.getByLabelText('Confirma tu password'), 'nuevo-pass-secreto');
    await userEvent.clear(screen.getByLabelText('Presupuesto inicial'));
    await userEvent.type(screen.getByLabelText('Presupuesto inicial'), '20000000');
    expect((screen.getByLabelText('Presupuesto inicial') as HTMLInputElement).value).toBe('20.000.000');
    await userEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByRole('heading', { name: 'Managers' })).toBeTruthy();
    expect(router.state.location.search).toBe('?message=Usuario%20creado%20satisfactoriamente');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Nuevo',
      email: 'nuevo@liga.test',
      rol: 'Manager Primera',
      password: 'nuevo-pass-secreto',
      password_confirmation: 'nuevo-pass-secreto',
      profits: 20_000_000,
    });
  });
});
