import { describe, expect, it } from 'vitest';
import { confirmBlock, offerConflict, winningOffer } from './offer-winner';

const offer = (id: number, total_value: number, minute: number, extra: object = {}) => ({
  id,
  total_value,
  created_at: new Date(Date.UTC(2026, 2, 10, 12, minute)),
  active: true,
  confirmed: false,
  ...extra,
});

describe('winningOffer', () => {
  it('takes the highest total, ties to the earlier offer, then the lower id', () => {
    expect(winningOffer([offer(1, 10, 0), offer(2, 12, 5), offer(3, 12, 1)])?.id).toBe(3);
    expect(winningOffer([offer(5, 12, 1), offer(4, 12, 1)])?.id).toBe(4);
  });
  it('skips closed and confirmed offers: closing the winner lets the next one win', () => {
    expect(winningOffer([offer(1, 10, 0), offer(2, 12, 5, { active: false })])?.id).toBe(1);
    expect(winningOffer([offer(1, 10, 0, { confirmed: true })])).toBeNull();
  });
});

describe('offerConflict and confirmBlock', () => {
  const ctx = {
    actorId: 7,
    offer: { id: 1, createdBy: 2, active: true, confirmed: false },
    sellerOwnerId: 3,
    liveBidders: [2, 4],
    revealed: true,
    tiebreakRunning: false,
    winnerId: 1,
  };
  it('bars the bidder, the seller and any other bidder on the player', () => {
    expect(offerConflict(ctx)).toBeNull();
    expect(offerConflict({ ...ctx, actorId: 2 })).toBe('own_offer');
    expect(offerConflict({ ...ctx, actorId: 3 })).toBe('own_player');
    expect(offerConflict({ ...ctx, actorId: 4 })).toBe('own_bid');
  });
  it('lets staff confirm only the revealed, live winner', () => {
    expect(confirmBlock(ctx)).toBeNull();
    expect(confirmBlock({ ...ctx, winnerId: 9 })).toBe('not_winner');
    expect(confirmBlock({ ...ctx, revealed: false, actorId: 2, winnerId: 9 })).toBe('sealed');
    expect(confirmBlock({ ...ctx, offer: { ...ctx.offer, active: false } })).toBe('closed');
    expect(confirmBlock({ ...ctx, offer: { ...ctx.offer, confirmed: true } })).toBe('confirmed');
    expect(confirmBlock({ ...ctx, tiebreakRunning: true, winnerId: null })).toBe('tiebreak');
    expect(confirmBlock({ ...ctx, tiebreakRunning: true, actorId: 2 })).toBe('own_offer');
  });
});
