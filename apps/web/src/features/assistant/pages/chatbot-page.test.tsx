import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi, type MockHandlers } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';

const me = makeUser({ name: 'Manager Uno', rol: 'Manager Primera' });
const SUGGESTIONS = ['¿Cuántas amarillas para una suspensión?', '¿Cuál es mi presupuesto?'];

function setup(answer: MockHandlers['POST /api/chatbot']) {
  return mockApi({
    'GET /api/user': () => ({ body: me }),
    'GET /api/chatbot': () => ({ body: { data: [], suggestions: SUGGESTIONS } }),
    'POST /api/chatbot': answer,
  });
}

describe('/chatbot', () => {
  it('offers suggestions on a first visit, sends with Enter, ignores an empty question and links the source', async () => {
    const api = setup((req) => ({
      body: {
        message: `Según el reglamento (Suspensiones): cada 3 amarillas… (${String((req.body as { content: string }).content)})`,
        sources: [{ label: 'Reglamento: Suspensiones', href: '/reglamento#suspensiones' }],
        suggestions: [],
      },
    }));
    renderRoute('/chatbot', { user: me });
    expect(await screen.findByRole('button', { name: SUGGESTIONS[0] })).toBeTruthy();
    const input = screen.getByLabelText('Tu pregunta');
    await userEvent.type(input, '   {Enter}');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(input, '¿amarillas?{Enter}');
    const list = screen.getByRole('list', { name: 'Conversación' });
    expect(await within(list).findByText(/cada 3 amarillas… \(¿amarillas\?\)/)).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Reglamento: Suspensiones' }).getAttribute('href')).toBe(
      '/reglamento#suspensiones',
    );
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { content: '¿amarillas?' },
    ]);
  });

  it("shows the server's message, or the league client's error when there is none", async () => {
    setup(() => ({ status: 429, body: { message: 'Estás enviando preguntas demasiado rápido.' } }));
    renderRoute('/chatbot', { user: me });
    await userEvent.click(await screen.findByRole('button', { name: SUGGESTIONS[1] }));
    expect(await screen.findByText('Estás enviando preguntas demasiado rápido.')).toBeTruthy();
  });

  it('falls back to the league client’s error on a server failure', async () => {
    setup(() => ({ status: 500, body: { message: 'Error interno' } }));
    renderRoute('/chatbot', { user: me });
    await userEvent.click(await screen.findByRole('button', { name: SUGGESTIONS[1] }));
    expect(await screen.findByText('Ocurrió un error al procesar tu solicitud.')).toBeTruthy();
  });
});
