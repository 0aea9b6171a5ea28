import { describe, expect, it } from 'vitest';
import { offerConfirmationError, type OfferConfirmationContext } from './offer-confirmation';

const ok: OfferConfirmationContext = {
  offer: { value: 12_000_000, confirmed: false, active: true },
  sellerOwnerFound: true,
  creatorFound: true,
  destinationTeamFound: true,
  revealed: true,
  tiebreakUntil: null,
  winning: true,
  buyerBudget: 12_000_000,
  sellerClausesLost: 0,
};

// The league client's checks, in its order, then ours (docs/rules.md §4.5).
describe('offerConfirmationError', () => {
  it.each([
    ['a confirmable offer', {}, null],
    ['no offer', { offer: null }, 'Oferta no encontrada.'],
    ['seller team without owner', { sellerOwnerFound: false }, 'Usuario no encontrado para el equipo.'],
    ['creator gone', { creatorFound: false }, 'Usuario que creó la oferta no encontrado.'],
    ['creator without team', { destinationTeamFound: false }, 'Equipo destino no encontrado.'],
    ['already confirmed', { offer: { value: 1, confirmed: true, active: false } }, 'Oferta ya confirmada.'],
    ['closed', { offer: { value: 1, confirmed: false, active: false } }, 'Oferta cerrada.'],
    ['still sealed', { revealed: false }, 'Las ofertas de este jugador todavía están ocultas.'],
    [
      'in the tie-break',
      { tiebreakUntil: '12/03/2026 21:00', winning: false },
      'Hay un empate en el primer puesto: los empatados pueden mejorar su oferta hasta el 12/03/2026 21:00. Se confirma cuando termine el desempate.',
    ],
    [
      'not the winner',
      { winning: false },
      'Solo se puede confirmar la oferta ganadora: la de mayor valor total (si siguen empatadas después del desempate, la más antigua). Cerrá la ganadora con un motivo para que gane la siguiente.',
    ],
    [
      'seller already lost 6',
      { sellerClausesLost: 6 },
      'Este equipo ya perdió 6 jugadores por cláusula esta temporada.',
    ],
    [
      'buyer spent the money meanwhile',
      { buyerBudget: 11_999_999 },
      'Presupuesto insuficiente para ejecutar la cláusula.',
    ],
  ])('%s', (_label, change, expected) => expect(offerConfirmationError({ ...ok, ...change })).toBe(expected));
});
