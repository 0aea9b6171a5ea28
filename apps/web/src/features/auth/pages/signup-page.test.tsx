import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { refusal } from '../../../test/refusal.test-kit';

describe('/signup', () => {
  it('shows the first server message of each field under that field', async () => {
    const { calls } = mockApi({
      'POST /api/signup': refusal('Datos inválidos.', {
        email: ['El email ya está registrado.', 'Segundo mensaje que no se muestra.'],
        name: ['El nombre ya está en uso.'],
      }),
    });
    renderRoute('/signup');
    expect(await screen.findByRole('heading', { name: 'Registrate' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Nombre de usuario'), 'Ana');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@liga.test');
    await userEvent.type(screen.getByLabelText('Password'), 'clave-muy-segura');
    await userEvent.type(screen.getByLabelText('Confirma tu password'), 'clave-muy-segura');
    await userEvent.click(screen.getByRole('button', { name: 'Registrate' }));

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('El email ya está registrado.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'El email ya está registrado.',
    );
    expect(screen.getByText('El nombre ya está en uso.')).toBeTruthy();
    expect(screen.queryByText('Segundo mensaje que no se muestra.')).toBeNull();
    expect(calls.find((c) => c.path === '/api/signup')?.body).toEqual({
      name: 'Ana',
      email: 'ana@liga.test',
      password: 'clave-muy-segura',
      password_confirmation: 'clave-muy-segura',
    });
  });

  it('checks the confirmation before calling the server', async () => {
    const { calls } = mockApi({});
    renderRoute('/signup');
    await userEvent.type(await screen.findByLabelText('Nombre de usuario'), 'Ana');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@liga.test');
    await userEvent.type(screen.getByLabelText('Password'), 'clave-muy-segura');
    await userEvent.type(screen.getByLabelText('Confirma tu password'), 'otra-cosa');
    await userEvent.click(screen.getByRole('button', { name: 'Registrate' }));
    expect(await screen.findByText('Los passwords no coinciden.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/signup')).toBe(false);
  });
});
