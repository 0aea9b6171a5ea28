import { ACCESS_TOKEN_KEY, type UserEntry } from '@liga/domain';
import { describe, expect, it, vi } from 'vitest';
import { idRoute, mockApi } from '../test/mock-api';
import { makeUser } from '../test/users.test-kit';
import { api, isApiError, setUnauthorizedHandler } from './api-client';
import { uploadForm } from './api-upload';

const entry: UserEntry = { ...makeUser({ id: 7, name: 'Ana' }), email: null, profits: null, costs: null };

/** The error a call ends with, to assert on. */
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (e: unknown) => e,
  );

/** XMLHttpRequest as the upload client uses it, answering `status` with `body` once sent. */
function fakeXhr(status: number, body: unknown) {
  const sent: { headers: Record<string, string> } = { headers: {} };
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    open() {}
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    send() {
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('the API client', () => {
  it('fills the path from the endpoint, sends the token and returns the answer read by its contract', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'secreto');
    const { calls } = mockApi({
      ...idRoute('GET /api/users/7', () => ({
        body: { ...entry, extra: 'no está en el contrato' } as UserEntry,
      })),
    });
    const user = await api('GET /users/:id', { params: { id: 7 } });
    expect(user).toEqual(entry);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/users/7' });
    expect(calls[0]!.headers.Authorization).toBe('Bearer secreto');
  });

  it('refuses an answer that does not match the contract instead of handing it over', async () => {
    mockApi({ ...idRoute('GET /api/users/7', () => ({ body: { ...entry, rol: 'Presidente' } as never })) });
    const error = await failureOf(api('GET /users/:id', { params: { id: 7 } }));
    expect(isApiError(error) && error.message).toBe(
      'El servidor respondió algo inesperado. Recargá la página.',
    );
  });

  it('gives the 422 message and errors per field', async () => {
    mockApi({
      'POST /api/users': () => ({
        status: 422,
        body: { message: 'Revisá', errors: { email: ['Ya existe.'] } },
      }),
    });
    const error = await failureOf(api('POST /users', { body: {} }));
    expect(isApiError(error) && [error.status, error.message, error.errors]).toEqual([
      422,
      'Revisá',
      { email: ['Ya existe.'] },
    ]);
  });

  it('drops a refused token and leaves for /login, but not on a failed login (no token sent)', async () => {
    const handler = vi.fn();
    const undo = setUnauthorizedHandler(handler);
    mockApi({ 'POST /api/login': () => ({ status: 401 }), 'GET /api/user': () => ({ status: 401 }) });
    await failureOf(api('POST /login', { body: {} }));
    expect(handler).not.toHaveBeenCalled();
    localStorage.setItem(ACCESS_TOKEN_KEY, 'vencido');
    await failureOf(api('GET /user'));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    undo();
  });
});

describe('the upload client', () => {
  it('sends the same token and handles a refused one as the API client does', async () => {
    const handler = vi.fn();
    const undo = setUnauthorizedHandler(handler);
    localStorage.setItem(ACCESS_TOKEN_KEY, 'vencido');
    const sent = fakeXhr(401, { message: 'No autenticado.' });
    const error = await failureOf(uploadForm('/ocr/process', new FormData()));
    expect(sent.headers.Authorization).toBe('Bearer vencido');
    expect(isApiError(error) && [error.status, error.message]).toEqual([401, 'No autenticado.']);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    undo();
  });
});
