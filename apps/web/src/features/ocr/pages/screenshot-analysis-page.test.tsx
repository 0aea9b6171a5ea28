import type { MatchPlayer, RecognitionResult } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { NORTE, PAMPERO } from '../../../test/competition.test-kit';
import type { CaptureProgress } from '../api/process-capture';
import {
  certain,
  juanPerez,
  ocrMatch as match,
  pedroNorte,
  ratingsCapture,
  recognized as player,
  renderOcrPage,
} from '../test/ocr-page.test-kit';

import { processCapture } from '../api/process-capture.test-kit';

vi.mock('../api/process-capture', () => import('../api/process-capture.test-kit'));

const admin = makeUser({ name: 'Admin Liga', rol: 'Admin' });
const squad: MatchPlayer[] = [
  juanPerez,
  { id: 12, name: 'Tomás Pérez', id_team: PAMPERO, status: 'registrado' },
  pedroNorte,
];

const ratings = ratingsCapture('local.png', { home: PAMPERO.name, away: NORTE.name }, [
  player({ match: certain(11, 'Juan Pérez', PAMPERO.id), rating: 8.4 }),
  player({
    shirt_number: 10,
    name: 'Pérez',
    rating: 6.2,
    goals: 2,
    amarillas: 2,
    match: {
      player_id: 12,
      name: 'Tomás Pérez',
      team_id: PAMPERO.id,
      score: 0.96,
      uncertain: true,
      candidates: [
        { player_id: 11, name: 'Juan Pérez', team_id: PAMPERO.id, score: 0.96 },
        { player_id: 12, name: 'Tomás Pérez', team_id: PAMPERO.id, score: 0.96 },
      ],
    },
  }),
  player({
    shirt_number: 4,
    name: 'P. Norte',
    rating: 5.1,
    is_injured: true,
    match: certain(21, 'Pedro Norte', NORTE.id),
  }),
]);

const setup = (me = admin) => renderOcrPage(me, squad);

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

// A block body: a function returned from beforeEach would be run as the test's teardown.
beforeEach(() => {
  processCapture.mockReset();
});

describe('/cargar-imagenes/{id}', () => {
  it('shows the match, each picked file with its size in MB, and refuses files over 10 MB', async () => {
    setup();
    // The first render loads the page's code: slow on a busy machine (teams-check.test.tsx waits as long).
    expect(await screen.findByText('Pendiente de carga', {}, { timeout: 10_000 })).toBeTruthy();
    await userEvent.upload(screen.getByLabelText('Elegir imágenes'), [
      file('local.png', 2.4 * 1024 * 1024),
      file('enorme.png', 11 * 1024 * 1024),
    ]);
    expect(screen.getByText('local.png')).toBeTruthy();
    expect(screen.getByText('2,4 MB')).toBeTruthy();
    expect(screen.queryByText('enorme.png')).toBeNull();
    expect(screen.getByText('La imagen enorme.png supera los 10 MB.')).toBeTruthy();
  });

  it('reads the files, shows bands and errors, asks for the uncertain player, and fills the form', async () => {
    processCapture.mockImplementation(
      async (_id: number, f: File, onProgress: CaptureProgress, onUploaded: () => void) => {
        onProgress('uploading', 1);
        onUploaded();
        onProgress('recognizing', 0.5);
        if (f.name === 'rota.png') throw Object.assign(new Error(''), { name: 'ApiError' });
        return ratings;
      },
    );
    const { router } = setup();
    await screen.findByText('Pendiente de carga');
    await userEvent.upload(screen.getByLabelText('Elegir imágenes'), [
      file('local.png', 1000),
      file('rota.png', 1000),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Analizar' }));

    const table = within(await screen.findByRole('table', { name: 'Valoraciones de jugadores' }));
    expect(table.getByText('8.4').getAttribute('data-band')).toBe('excellent');
    expect(table.getByText('6.2').getAttribute('data-band')).toBe('fair');
    expect(table.getByText('5.1').getAttribute('data-band')).toBe('poor');
    expect(table.getAllByRole('img', { name: 'Amarilla' })).toHaveLength(2);
    expect(table.getByRole('img', { name: 'Lesionado' })).toBeTruthy();
    // The name as read and the squad player it matched stay apart (decision 037).
    expect(table.getByText('P. Norte')).toBeTruthy();
    expect(table.getByText('Coincide con Pedro Norte (100 %)')).toBeTruthy();
    expect(table.getByText('Coincide con Tomás Pérez (96 %)')).toBeTruthy();
    expect(screen.getByText('Error procesando imagen:')).toBeTruthy();
    expect(screen.getByText(/rota\.png: Error desconocido/)).toBeTruthy();

    const fill = screen.getByRole('button', { name: 'Completar formulario del partido' });
    expect(screen.getByText('Falta elegir 1 jugador.')).toBeTruthy();
    expect((fill as HTMLButtonElement).disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Jugador registrado para Pérez'), 'Tomás Pérez');
    await userEvent.click(fill);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/partidos/${match.id}`));
    expect(await screen.findByText(/Datos propuestos desde las capturas/)).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>('Goles de Tomás Pérez')).value).toBe('2');
    expect(screen.getByLabelText<HTMLInputElement>('Roja de Tomás Pérez').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Roja directa de Tomás Pérez').checked).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('MVP de Juan Pérez').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Lesión de Pedro Norte').checked).toBe(true);
    // Two files, the form page and its lazy chunk: seconds on a loaded 2-core machine.
  }, 15_000);

  it("a manager settles and loads only their own team's lines", async () => {
    processCapture.mockResolvedValue(ratings);
    const manager = makeUser({
      name: 'Manager Norte',
      rol: 'Manager Primera',
      team: { ...NORTE, division: 'Primera' },
    });
    const { router } = setup(manager);
    await screen.findByText('Pendiente de carga');
    await userEvent.upload(screen.getByLabelText('Elegir imágenes'), [file('local.png', 1000)]);
    await userEvent.click(screen.getByRole('button', { name: 'Analizar' }));

    await screen.findByRole('table', { name: 'Valoraciones de jugadores' });
    expect(screen.getByText(/carga solo las líneas de Club Norte/)).toBeTruthy();
    // The uncertain Pérez row can only be a Pampero player: not this manager's to settle.
    expect(screen.queryByText(/Falta elegir/)).toBeNull();
    const summary = within(screen.getByRole('table', { name: 'Resumen para el formulario' }));
    expect(summary.getByText('Pedro Norte')).toBeTruthy();
    expect(summary.queryByText('Juan Pérez')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Completar formulario del partido' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/partidos/${match.id}`));
    expect((await screen.findByLabelText<HTMLInputElement>('Lesión de Pedro Norte')).checked).toBe(true);
    expect(screen.queryByLabelText('MVP de Juan Pérez')).toBeNull();
  });

  it('a statistics capture lists each statistic; an empty one says so', async () => {
    const stats: RecognitionResult = {
      ...ratings,
      screenshot_id: 8,
      data: {
        ...ratings.data!,
        type: 'match_statistics',
        players: [],
        total_players: 0,
        statistics: [{ stat: 'Posesión', home_value: '55%', away_value: '45%' }],
      },
    };
    processCapture
      .mockResolvedValueOnce(stats)
      .mockResolvedValueOnce({ ...stats, screenshot_id: 9, data: { ...stats.data!, statistics: [] } });
    setup();
    await screen.findByText('Pendiente de carga');
    await userEvent.upload(screen.getByLabelText('Elegir imágenes'), [file('a.png', 10), file('b.png', 10)]);
    await userEvent.click(screen.getByRole('button', { name: 'Analizar' }));
    const table = within(await screen.findByRole('table', { name: 'Estadísticas del partido' }));
    expect(table.getByText('Posesión')).toBeTruthy();
    expect(table.getByText('55%')).toBeTruthy();
    expect(await screen.findByText('No se detectaron estadísticas')).toBeTruthy();
  });
});
