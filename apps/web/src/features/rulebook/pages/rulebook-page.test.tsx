import type { Rulebook, RulebookSection } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { idRoute, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';

const admin = makeUser({ name: 'Admin Liga', rol: 'Admin' });
const manager = makeUser({ name: 'Manager Uno', rol: 'Manager Primera' });
const section = (id: number, slug: string, title: string, body: string, content = body): RulebookSection => ({
  id,
  slug,
  position: id,
  title,
  body,
  content,
  updated_at: '2026-11-20T12:00:00.000Z',
  updated_by: null,
});
const BOOK: Rulebook = {
  title: 'REGLAMENTO TEMPORADA 57',
  season: { id: 57, name: 'Temporada 57' },
  source_season: null,
  sections: [
    section(1, 'apuestas', 'Apuestas', 'Entre {{BET_MIN}} y {{BET_MAX}}.', 'Entre 1.000.000 y 15.000.000.'),
    section(
      2,
      'conducta',
      'Conducta',
      'x',
      'Texto <script>window.hacked = true</script> con [enlace](javascript:alert(1)) y <img src=x onerror="window.hacked=true">.',
    ),
  ],
};

function setup(me = manager, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    'GET /api/rulebook': () => ({ body: BOOK }),
    ...extra,
  });
  renderRoute('/reglamento', { user: me });
  return api;
}

/** Opens the editor of the Apuestas section and writes `text` as its body; answers the section. */
const writeSection = async (text: string) => {
  const article = await screen.findByRole('article', { name: /Apuestas/ });
  await userEvent.click(within(article).getByRole('button', { name: 'Editar' }));
  const body = within(article).getByLabelText('Texto (Markdown)');
  await userEvent.clear(body);
  await userEvent.click(body);
  await userEvent.paste(text);
  return article;
};

describe('/reglamento', () => {
  it('is titled with the season and lists its sections with anchors, for any member', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'REGLAMENTO TEMPORADA 57' })).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: 'Índice' });
    expect(within(toc).getByRole('link', { name: '1. Apuestas' }).getAttribute('href')).toBe('#apuestas');
    expect(document.getElementById('apuestas')?.textContent).toContain('Entre 1.000.000 y 15.000.000.');
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
  });

  it('renders Markdown without raw HTML or script links', async () => {
    setup();
    const article = await screen.findByRole('article', { name: /Conducta/ });
    expect(article.querySelector('script, img')).toBeNull();
    expect(within(article).getByText('enlace').closest('a')?.getAttribute('href') ?? '').not.toMatch(
      /javascript/i,
    );
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('searches and links each result to its section, the words marked', async () => {
    const { calls } = setup(manager, {
      'GET /api/rulebook/search': () => ({
        body: {
          data: [
            {
              id: 1,
              slug: 'apuestas',
              title: 'Apuestas',
              snippet: [
                { text: 'Entre ', match: false },
                { text: 'apuestas', match: true },
              ],
            },
          ],
        },
      }),
    });
    await userEvent.type(await screen.findByLabelText('Buscar en el reglamento'), 'apuesta');
    const results = await screen.findByRole('list', { name: 'Buscar en el reglamento' });
    expect(within(results).getByRole('link', { name: 'Apuestas' }).getAttribute('href')).toBe('#apuestas');
    expect(results.querySelector('mark')?.textContent).toBe('apuestas');
    expect(
      calls
        .filter((c) => c.path === '/api/rulebook/search')
        .at(-1)
        ?.query.get('q'),
    ).toBe('apuesta');
  });

  it('an Admin edits a section with a preview of the league’s numbers and saves it', async () => {
    const { calls } = setup(admin, {
      ...idRoute('PUT /api/rulebook/sections/1', () => ({
        body: { message: 'Sección guardada.', section: BOOK.sections[0]! },
      })),
    });
    const article = await writeSection('Máximo {{BET_MAX}}');
    await userEvent.click(within(article).getByRole('tab', { name: 'Vista previa' }));
    expect(within(article).getByRole('tabpanel').textContent).toBe('Máximo 15.000.000');
    await userEvent.click(within(article).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Sección guardada.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      title: 'Apuestas',
      body: 'Máximo {{BET_MAX}}',
    });
  });

  it('refuses an unknown placeholder before sending', async () => {
    const { calls } = setup(admin);
    const article = await writeSection('{{NO_EXISTE}}');
    await userEvent.click(within(article).getByRole('button', { name: 'Guardar' }));
    expect(await within(article).findByText(/Marcadores desconocidos: \{\{NO_EXISTE\}\}/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('an Admin moves a section and deletes one after confirming', async () => {
    const { calls } = setup(admin, {
      ...idRoute('POST /api/rulebook/sections/2/move', () => ({
        body: { message: 'Orden del reglamento actualizado.' },
      })),
      ...idRoute('DELETE /api/rulebook/sections/1', () => ({ body: { message: 'Sección eliminada.' } })),
    });
    const first = await screen.findByRole('article', { name: /Apuestas/ });
    expect(
      (within(first).getByRole('button', { name: 'Subir la sección Apuestas' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    const second = screen.getByRole('article', { name: /Conducta/ });
    expect(
      (within(second).getByRole('button', { name: 'Bajar la sección Conducta' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await userEvent.click(within(second).getByRole('button', { name: 'Subir la sección Conducta' }));
    expect(await screen.findByText('Orden del reglamento actualizado.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/rulebook/sections/2/move')?.body).toEqual({ direction: 'up' });

    await userEvent.click(within(first).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar sección' });
    expect(dialog.textContent).toContain('Se eliminará la sección "Apuestas" con su historial de cambios.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Sección eliminada.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/rulebook/sections/1',
    ]);
  });

  it('a manager sees no order or delete buttons', async () => {
    setup();
    const article = await screen.findByRole('article', { name: /Apuestas/ });
    expect(within(article).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    expect(within(article).queryByRole('button', { name: /Subir la sección/ })).toBeNull();
  });
});
