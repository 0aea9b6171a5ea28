import type { RecognitionResult } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { NORTE, PAMPERO } from '../../../test/competition.test-kit';
import { certain, ocrMatch, ratingsCapture, recognized, renderOcrPage } from '../test/ocr-page.test-kit';

import { processCapture } from '../api/process-capture.test-kit';

vi.mock('../api/process-capture', () => import('../api/process-capture.test-kit'));

const admin = makeUser({ name: 'Admin Liga', rol: 'Admin' });
const capture = (home: string | null, away: string | null) =>
  ratingsCapture('otra.png', { home, away }, [
    recognized({ match: certain(11, 'Juan Pérez', PAMPERO.id), rating: 8.4, goals: 1 }),
    recognized({ name: 'P. Norte', rating: 6.1, match: certain(21, 'Pedro Norte', NORTE.id) }),
  ]);

async function analyse(result: RecognitionResult) {
  processCapture.mockResolvedValue(result);
  const view = renderOcrPage(admin);
  await screen.findByText('Pendiente de carga', {}, { timeout: 10_000 });
  const file = new File([new Uint8Array(10)], 'otra.png', { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText('Elegir imágenes'), [file]);
  await userEvent.click(screen.getByRole('button', { name: 'Analizar' }));
  await screen.findByRole('table', { name: 'Valoraciones de jugadores' });
  return view;
}
const fillButton = () => screen.getByRole('button', { name: 'Completar formulario del partido' });

beforeEach(() => {
  processCapture.mockReset();
});

/** The teams read on a capture against the match's (decision 023). */
describe('/cargar-imagenes/{id}: captures of other teams', { timeout: 20_000 }, () => {
  it('warns on the capture and asks before filling; Cancelar stays, Completar igual fills', async () => {
    const { router } = await analyse(capture('Deportivo Sur', 'Club Norte'));
    expect(
      screen.getByText(
        'Esta captura muestra Deportivo Sur - Club Norte, no Atlético Pampero - Club Norte: revisá que sea de este partido.',
      ),
    ).toBeTruthy();

    await userEvent.click(fillButton());
    const dialog = within(screen.getByRole('dialog', { name: 'Los equipos no coinciden' }));
    expect(
      dialog.getByText(
        'El partido es Atlético Pampero - Club Norte, pero estas capturas muestran otros equipos:',
      ),
    ).toBeTruthy();
    expect(dialog.getByRole('listitem').textContent).toBe('otra.png: Deportivo Sur - Club Norte');
    // Cancelar has the focus: a stray Enter does not fill the form.
    expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe(`/cargar-imagenes/${ocrMatch.id}`);

    await userEvent.click(fillButton());
    await userEvent.click(screen.getByRole('button', { name: 'Completar igual' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/partidos/${ocrMatch.id}`));
    expect((await screen.findByLabelText<HTMLInputElement>('Goles de Juan Pérez')).value).toBe('1');
  });

  it('says when the teams are the other way round', async () => {
    await analyse(capture('Club Norte', 'Atlético Pampero'));
    expect(
      screen.getByText(
        'Esta captura muestra Club Norte - Atlético Pampero: los equipos están al revés que en este partido (Atlético Pampero - Club Norte).',
      ),
    ).toBeTruthy();
    await userEvent.click(fillButton());
    expect(screen.getByRole('dialog', { name: 'Los equipos no coinciden' })).toBeTruthy();
  });

  it("fills at once when the teams are the match's, with one MVP proposed per team", async () => {
    const { router } = await analyse(capture(PAMPERO.name, NORTE.name));
    expect(screen.queryByText(/Esta captura muestra/)).toBeNull();
    await userEvent.click(fillButton());
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/partidos/${ocrMatch.id}`));
    expect((await screen.findByLabelText<HTMLInputElement>('MVP de Juan Pérez')).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('MVP de Pedro Norte').checked).toBe(true);
    // The captures' players took part.
    expect(screen.getByLabelText<HTMLInputElement>('Jugó de Pedro Norte').checked).toBe(true);
  });
});
