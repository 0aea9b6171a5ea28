import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { leagueZone, mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { seasons } from '../../../test/market.test-kit';

const manager = makeUser({ name: 'Manager Uno', rol: 'Manager Primera' });

afterEach(() => vi.useRealTimers());

describe('/offers', () => {
  it('says when an offer made now is revealed: the next window close, with a countdown', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-02T12:30:00Z') });
    mockApi({
      // The league's zone as the server gives it, the same as the default drawn before it arrives.
      ...leagueZone('America/Argentina/Buenos_Aires'),
      'GET /api/user': () => ({ body: manager }),
      'GET /api/season': () => ({ body: { data: seasons } }),
      'GET /api/offers': () => ({ body: page([]) }),
    });
    renderRoute('/offers', { user: manager });
    const note = await screen.findByTestId('next-reveal');
    // 12:30 UTC is 09:30 in the league's zone (UTC-3): the 01:00–09:59 window closes at 10:00.
    expect(note.textContent).toContain('Una oferta hecha ahora se abre a las 10:00:');
    expect(screen.getByRole('timer').textContent).toBe('00:30:00');
    expect(screen.getByTitle('02-06-2026 10:00')).toBeTruthy();
    expect(note.textContent).not.toContain('7 u 8 horas');
  });
});
