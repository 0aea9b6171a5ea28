import { makeUser } from './users.test-kit';
import { mockApi, type MockHandlers } from './mock-api';
import { renderRoute } from './render';

/** A test's time on /configuracion: the first render loads the page's lazy chunk, slow on a loaded machine. */
export const SLOW = 15_000;

export const settingsAdmin = makeUser({ name: 'Admin Liga', rol: 'Admin' });

/** /configuracion signed in as an Admin, the API answering `handlers` besides the session's user. */
export function renderSettings(handlers: MockHandlers) {
  const api = mockApi({ 'GET /api/user': () => ({ body: settingsAdmin }), ...handlers });
  renderRoute('/configuracion', { user: settingsAdmin });
  return api;
}
