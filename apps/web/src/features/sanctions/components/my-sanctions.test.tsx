import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { sanction, sanctionList } from '../test/sanctions.test-kit';

// The dashboard's card (docs/rules.md §17.2): a manager sees their live sanctions, not reverted ones.
describe('Mis sanciones on the dashboard', () => {
  it('lists the live sanctions with their fine and the team’s standing', async () => {
    const me = makeUser({
      rol: 'Manager Primera',
      team: { id: 1, name: 'Atlético Pampero', division: 'Primera' },
    });
    mockApi({
      'GET /api/user': () => ({ body: me }),
      'GET /api/sanctions': () => ({
        body: sanctionList([
          sanction(),
          sanction({
            id: 6,
            kind: 'warning',
            amount: 0,
            reason: 'Revertida',
            reverted_at: '2026-03-11T00:00:00.000Z',
          }),
        ]),
      }),
    });
    renderRoute('/dashboard', { user: me });
    const card = await screen.findByTestId('my-sanctions', {}, { timeout: 15_000 });
    expect(card.textContent).toContain('Retiro · Atlético Pampero');
    expect(card.textContent).toContain('5.000.000');
    expect(card.textContent).not.toContain('Revertida');
  }, 30_000);
});
