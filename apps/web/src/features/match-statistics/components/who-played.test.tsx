import type { MatchPlayer } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NORTE, PAMPERO, PRIMERA_T59, makeMatch, pamperoManager } from '../../../test/competition.test-kit';
import { openMatchPage, statisticLine } from '../../../test/match-page.test-kit';

const manager = pamperoManager();
const pending = makeMatch(PRIMERA_T59, { stage: 4, score_home: 1, score_away: 0 });
const players: MatchPlayer[] = [
  { id: 11, name: 'Ariel Uno', id_team: PAMPERO, status: 'registrado' },
  { id: 12, name: 'Bruno Dos', id_team: PAMPERO, status: 'registrado' },
  { id: 13, name: 'Carlos Tres', id_team: PAMPERO, status: 'registrado' },
  { id: 21, name: 'Pedro Norte', id_team: NORTE, status: 'registrado' },
  { id: 22, name: 'Quique Norte', id_team: NORTE, status: 'registrado' },
];
const rival = (id: number, name: string, played: boolean) =>
  statisticLine({ id, name }, NORTE.id, pending, { played });

/** `shown` is the pending match, or the same match in another state. */
const setup = (shown = pending) =>
  openMatchPage({
    me: manager,
    match: shown,
    players,
    statistics: [rival(21, 'Pedro Norte', true), rival(22, 'Quique Norte', false)],
    routes: {
      'POST /api/match-statistics': () => ({
        body: { message: 'Estadísticas guardadas correctamente', match: pending },
      }),
    },
  });

const card = async (player: string) =>
  within(
    within(await screen.findByRole('region', { name: PAMPERO.name }, { timeout: 5_000 })).getByRole(
      'listitem',
      { name: player },
    ),
  );
const checked = (c: Awaited<ReturnType<typeof card>>, label: string) =>
  (c.getByLabelText(label) as HTMLInputElement).checked;

/** 'Jugó' and one MVP per team in the statistics form (decision 023). */
describe('/partidos/{id}: who played and the MVP', { timeout: 20_000 }, () => {
  it('turns Jugó on with an event and holds it; sends the mark of every own line', async () => {
    const { calls } = setup();
    const ariel = await card('Ariel Uno');
    expect(checked(ariel, 'Jugó de Ariel Uno')).toBe(false);
    await userEvent.click(ariel.getByRole('button', { name: 'Goles: uno más para Ariel Uno' }));
    await vi.waitFor(() => expect(checked(ariel, 'Jugó de Ariel Uno')).toBe(true));
    // Held on while the line has an event: the server would refuse a goal by someone who did not play.
    await userEvent.click(ariel.getByLabelText('Jugó de Ariel Uno'));
    await vi.waitFor(() => expect(checked(ariel, 'Jugó de Ariel Uno')).toBe(true));
    expect(ariel.getByLabelText('Jugó de Ariel Uno').getAttribute('aria-disabled')).toBe('true');
    // A player without events who played is marked by hand, and can be unmarked.
    const bruno = await card('Bruno Dos');
    await userEvent.click(bruno.getByLabelText('Jugó de Bruno Dos'));
    expect(checked(bruno, 'Jugó de Bruno Dos')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Guardar Estadísticas' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = (calls.find((c) => c.method === 'POST')?.body as { statistics: { played: boolean }[] })
      .statistics;
    expect(sent.map((l) => l.played)).toEqual([true, true, false]);
  });

  it('keeps one MVP per team: naming another clears the first', async () => {
    setup();
    const ariel = await card('Ariel Uno');
    const carlos = await card('Carlos Tres');
    await userEvent.click(ariel.getByLabelText('MVP de Ariel Uno'));
    expect(checked(ariel, 'MVP de Ariel Uno')).toBe(true);
    await userEvent.click(carlos.getByLabelText('MVP de Carlos Tres'));
    expect(checked(carlos, 'MVP de Carlos Tres')).toBe(true);
    expect(checked(ariel, 'MVP de Ariel Uno')).toBe(false);
    // The MVP played.
    await vi.waitFor(() => expect(checked(carlos, 'Jugó de Carlos Tres')).toBe(true));
  });

  it("reads the rival's line of a player who did not play as 'No jugó'", async () => {
    setup();
    const norte = within(await screen.findByRole('region', { name: NORTE.name }));
    expect(within(norte.getByRole('listitem', { name: 'Quique Norte' })).getByText('No jugó')).toBeTruthy();
    expect(within(norte.getByRole('listitem', { name: 'Pedro Norte' })).queryByText('No jugó')).toBeNull();
  });

  it('lists only the players who played once the match is completed', async () => {
    setup({ ...pending, status: 'completed', status_text: 'Estadísticas completadas y cargadas' });
    const norte = within(await screen.findByRole('region', { name: NORTE.name }, { timeout: 5_000 }));
    expect(norte.getByText('Pedro Norte')).toBeTruthy();
    expect(norte.queryByText('Quique Norte')).toBeNull();
  });
});
