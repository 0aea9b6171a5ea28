import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, policy, type Action, type Role } from '@liga/domain';
import { useTestContext } from '../test/context.test-kit';

const DEFAULT = 'No tenés permiso para realizar esta acción.';

/**
 * Every guarded write (and the admin-only reads) with the policy action that guards it. The guard
 * runs before the body is read, so an empty body shows the refusal; every role outside the action's
 * list must get it, and the first role inside must get past it.
 */
const GUARDED: {
  action: Action;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  message?: string;
}[] = [
  { action: 'createUser', method: 'POST', url: '/api/users' },
  { action: 'deleteUser', method: 'DELETE', url: '/api/users/999' },
  { action: 'setSeasonStart', method: 'PUT', url: '/api/seasons/999/start' },
  { action: 'createTeam', method: 'POST', url: '/api/teams' },
  { action: 'editTeam', method: 'PUT', url: '/api/teams/999' },
  { action: 'addPlayer', method: 'POST', url: '/api/players' },
  { action: 'deletePlayer', method: 'DELETE', url: '/api/players/999' },
  {
    action: 'editPlayer',
    method: 'PUT',
    url: '/api/players/999',
    message: 'No tenés permiso para editar este jugador.',
  },
  {
    action: 'registerPlayer',
    method: 'POST',
    url: '/api/registrar_jugador',
    message: 'Solo el dueño del equipo, un Admin o un Organizador pueden registrar este jugador.',
  },
  { action: 'createClause', method: 'POST', url: '/api/clausula_rescision' },
  { action: 'confirmOffer', method: 'POST', url: '/api/confirm-offer' },
  { action: 'confirmOffer', method: 'POST', url: '/api/offers/999/confirm' },
  { action: 'closeOffer', method: 'PUT', url: '/api/cerrar-oferta/999' },
  {
    action: 'seeConfirmedOffers',
    method: 'GET',
    url: '/api/ofertas-confirmadas',
    message: 'No tienes permiso para ver esta página.',
  },
  {
    action: 'createTransfer',
    method: 'POST',
    url: '/api/transfer',
    message: 'Solo un Admin o el manager de uno de los dos equipos puede crear una transferencia.',
  },
  {
    action: 'confirmTransfer',
    method: 'POST',
    url: '/api/transferencia_confirmada/999',
    message: 'No podés confirmar esta transferencia: debe confirmarla la otra parte o un Admin.',
  },
  { action: 'createAuction', method: 'POST', url: '/api/auctions' },
  { action: 'bid', method: 'POST', url: '/api/auctions/999/bids' },
  { action: 'confirmAuction', method: 'POST', url: '/api/auction/confirm/999' },
  { action: 'placeBet', method: 'POST', url: '/api/apuesta/jugador' },
  { action: 'createBet', method: 'POST', url: '/api/bets' },
  { action: 'createBet', method: 'POST', url: '/api/singlebet' },
  { action: 'deactivateBet', method: 'PUT', url: '/api/bets/999' },
  { action: 'settleBet', method: 'PUT', url: '/api/apuesta/usuario/999' },
  { action: 'settleBet', method: 'PUT', url: '/api/apuesta/usuario/999/999' },
  { action: 'seePendingBets', method: 'GET', url: '/api/bet_user' },
  { action: 'createTournament', method: 'POST', url: '/api/tournaments' },
  { action: 'createTournament', method: 'POST', url: '/api/tournaments/999/fixture' },
  { action: 'createTournament', method: 'POST', url: '/api/tournaments/999/fixture/knockout' },
  { action: 'createTournament', method: 'POST', url: '/api/tournaments/999/fixture/playoffs' },
  { action: 'createTournament', method: 'POST', url: '/api/tournaments/999/fixture/playoffs/next' },
  { action: 'enterMatchResult', method: 'POST', url: '/api/matches' },
  { action: 'editMatch', method: 'PUT', url: '/api/matches/999' },
  { action: 'enterMatchStatistics', method: 'POST', url: '/api/match-statistics' },
];

// The guards change nothing, so one set of accounts serves every test.
const ctx = useTestContext({ resetEachTest: false });
const tokens = new Map<Role, string>();
beforeAll(async () => {
  for (const rol of ROLES) tokens.set(rol, (await ctx.actor(rol)).token);
});

describe('the role policy guards every action', () => {
  it.each(GUARDED)('$method $url ($action)', async ({ action, method, url, message }) => {
    const allowed: readonly Role[] = policy[action];
    for (const rol of ROLES.filter((r) => !allowed.includes(r))) {
      const res = await ctx.request(tokens.get(rol), { method, url, payload: {} });
      expect(res.statusCode, `${rol} → ${res.body}`).toBe(403);
      expect(res.json()).toEqual({ message: message ?? DEFAULT });
    }
    const inside = await ctx.request(tokens.get(allowed[0]!), { method, url, payload: {} });
    expect([401, 403], `${allowed[0]} → ${inside.body}`).not.toContain(inside.statusCode);
  });

  it('keeps betting, bidding, auctions, clauses and transfers away from visitante and the waiting list', () => {
    const market: Action[] = [
      'placeBet',
      'bid',
      'createAuction',
      'createClause',
      'createTransfer',
      'confirmTransfer',
    ];
    for (const action of market) {
      expect(policy[action]).not.toContain('visitante');
      expect(policy[action]).not.toContain('En lista de espera');
    }
  });
});
