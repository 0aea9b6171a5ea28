import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHANNEL,
  NOTIFICATION_KINDS,
  PERSONAL_KINDS,
  privacyViolations,
  SEALED_KINDS,
  type NotificationDataMap,
} from './kinds';
import { NOTIFICATION_KIND_LABELS, notificationLink, notificationText } from './texts';

const player = { player_id: 9, player_name: 'Juan Román' };
const transfer = { transfer_id: 4, players: 'Juan Román', from_team: 'Boca', to_team: 'River' };

/** One example of every kind's data (the type makes a new kind add its own). */
export const SAMPLE_DATA: NotificationDataMap = {
  offer_received: { ...player, offer_id: 3 },
  offers_revealed: { ...player, offer_id: 3 },
  clause_confirmed: { ...player, offer_id: 3, amount: 12_000_000 },
  clause_closed: { ...player, offer_id: 3 },
  player_lost: { ...player, team_name: 'River', amount: 12_000_000 },
  transfer_proposed: transfer,
  transfer_accepted: transfer,
  transfer_rejected: transfer,
  transfer_cancelled: transfer,
  transfer_expired: transfer,
  outbid: { ...player, auction_id: 5, amount: 3_000_000 },
  auction_won: { ...player, auction_id: 5, amount: 3_000_000 },
  auction_closed: { ...player, auction_id: 5, winner_team: null },
  auction_closing: { ...player, auction_id: 5, closes_at: '2026-11-26T20:00:00.000Z' },
  reveal_soon: { ...player, offer_id: 3, reveal_at: '2026-11-26T20:00:00.000Z' },
  bet_settled: { bet_id: 2, description: 'Boca vs River: 1', won: true, payout: 1_500_000 },
  prize_paid: { prize: 'Campeón de Primera', amount: 50_000_000 },
  statistics_due: { match_id: 8, home: 'Boca', away: 'River', hours_late: 24 },
  suspension_new: { ...player, match_id: 8, matches: 2 },
  sanction: { sanction_id: 1, kind: 'warning', reason: 'Apercibimiento por demora', amount: 0 },
  budget_adjustment: { amount: -2_000_000, note: 'Corrección' },
  auction_created: {
    ...player,
    auction_id: 2,
    opening_amount: 5_000_000,
    closes_at: '2026-03-11T02:00:00.000Z',
  },
  match_result: {
    match_id: 8,
    tournament_id: 1,
    tournament: 'Primera',
    home: 'Boca',
    away: 'River',
    home_goals: 2,
    away_goals: 1,
  },
  transferables_list: { players: [{ player_id: 4, player_name: 'Pibe', team: 'Boca', value: 3_000_000 }] },
};

describe('notification kinds', () => {
  it.each(NOTIFICATION_KINDS)('%s has a Spanish title and text, a link, a label and a default', (kind) => {
    const text = notificationText(kind, SAMPLE_DATA[kind]);
    expect(text.title.length).toBeGreaterThan(5);
    expect(text.body.length).toBeGreaterThan(5);
    expect(notificationLink(kind, SAMPLE_DATA[kind])).toMatch(/^\/[a-z]/);
    expect(NOTIFICATION_KIND_LABELS[kind]).toBeTruthy();
    expect(DEFAULT_CHANNEL[kind]).toBeTruthy();
  });

  it.each(NOTIFICATION_KINDS)('%s carries no private field', (kind) => {
    expect(privacyViolations(kind, SAMPLE_DATA[kind])).toEqual([]);
  });

  it('finds a private field at any depth, an email anywhere and an amount on a sealed kind', () => {
    expect(privacyViolations('prize_paid', { prize: 'x', amount: 1, extra: { budget: 3 } })).toEqual([
      'extra.budget',
    ]);
    expect(privacyViolations('sanction', { reason: 'escribí a ana@liga.com' })).toEqual(['reason: email']);
    for (const kind of SEALED_KINDS) {
      expect(privacyViolations(kind, { ...SAMPLE_DATA[kind], amount: 5 })).toEqual(['amount: sellada']);
      expect(privacyViolations(kind, { ...SAMPLE_DATA[kind], bidder_team: 'River' })).toHaveLength(1);
    }
  });

  it('the sealed kind’s text names neither an amount nor a bidder', () => {
    const text = notificationText('offer_received', SAMPLE_DATA.offer_received);
    expect(`${text.title} ${text.body}`).not.toMatch(/\d|River|€/);
    expect(PERSONAL_KINDS).toContain('budget_adjustment');
  });
});
