import type { LegacyImportReport } from '@liga/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { ImportReport } from '../components/import-report';

const admin = makeUser({ rol: 'Admin' });

describe('/importar (decision 032)', () => {
  it('offers an Admin the upload, simulating by default, on an empty league', async () => {
    mockApi({
      'GET /api/user': () => ({ body: admin }),
      'GET /api/legacy-import': () => ({ body: { empty: true } }),
    });
    renderRoute('/importar', { user: admin });
    expect(await screen.findByLabelText('Volcado (.sql)')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Solo simular/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Simular' })).toBeTruthy();
    // The first render loads the lazy route's chunk: 15 s on a loaded machine.
  }, 15_000);

  it('tells an Admin the league is not empty, and anyone else that the import is not theirs', async () => {
    mockApi({
      'GET /api/user': () => ({ body: admin }),
      'GET /api/legacy-import': () => ({ body: { empty: false } }),
    });
    const { unmount } = renderRoute('/importar', { user: admin });
    expect(await screen.findByText(/la importación solo corre sobre una liga vacía/)).toBeTruthy();
    expect(screen.queryByLabelText('Volcado (.sql)')).toBeNull();
    unmount();
    const staff = makeUser({ rol: 'Organizador' });
    mockApi({ 'GET /api/user': () => ({ body: staff }) });
    renderRoute('/importar', { user: staff });
    expect(await screen.findByText('Solo un Admin puede importar una liga.')).toBeTruthy();
  });

  it('the report shows counts, the ledger, standings differences and every problem', () => {
    const line = { played: 13, won: 7, drawn: 3, lost: 3, goals_for: 20, goals_against: 12, points: 24 };
    const report: LegacyImportReport = {
      version: 'v1',
      dryRun: false,
      activeSeasonId: 3,
      freeAgentTeamId: 39,
      tables: [
        { legacy: 'players', rows: 700, imported: 700, skipped: 0, target: 'players', before: 0, after: 700 },
      ],
      problems: [{ table: 'rescissions', id: 7, action: 'corregida', reason: 'other_players no es JSON' }],
      notImported: [{ table: 'standings', rows: 84, why: 'la tabla se recalcula de los partidos' }],
      ledger: { users: 39, budgets: 5_000_000, ledger: 5_000_000, mismatches: [] },
      standings: [{ tournamentId: 1, teamId: 2, stored: { ...line, points: 27 }, computed: line }],
    };
    render(<ImportReport report={report} />);
    expect(screen.getByText('Liga importada.')).toBeTruthy();
    expect(screen.getByText(/Libro mayor en orden/)).toBeTruthy();
    expect(screen.getByText('1 fila de las tablas guardadas no coincide con los partidos:')).toBeTruthy();
    expect(screen.getByText(/Torneo 1, equipo 2: guardada 13 PJ, 7-3-3, 20:12, 27 pts/)).toBeTruthy();
    expect(screen.getByText(/rescissions 7 \(corregida\): other_players no es JSON/)).toBeTruthy();
  });
});
