/**
 * Notification kinds (decision 036): one event of the outbox per change, sent to its recipients in the
 * app, by Web Push and on Discord. Each kind's data is public to its recipients only; the fields in
 * PRIVATE_NOTIFICATION_FIELDS never appear in any kind's data (docs/rules.md §13.4).
 */
export const NOTIFICATION_KINDS = [
  'offer_received',
  'offers_revealed',
  'clause_confirmed',
  'clause_closed',
  'player_lost',
  'transfer_proposed',
  'transfer_accepted',
  'transfer_rejected',
  'transfer_cancelled',
  'transfer_expired',
  'outbid',
  'auction_won',
  'auction_closed',
  'auction_closing',
  'reveal_soon',
  'bet_settled',
  'prize_paid',
  'statistics_due',
  'suspension_new',
  'sanction',
  'budget_adjustment',
  // Public news the Discord channels announce (decision 034); no one is notified in the app.
  'auction_created',
  'match_result',
  'transferables_list',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A transfer proposal: its players' names and both teams (what both parties already see). */
interface TransferRef {
  transfer_id: number;
  players: string;
  from_team: string;
  to_team: string;
}

interface PlayerRef {
  player_id: number;
  player_name: string;
}

/** The data each kind carries: only what its recipients may see (docs/rules.md §13). */
export interface NotificationDataMap {
  /** Someone offered for your player: never the amount nor the bidder before the reveal (docs/rules.md §4.3). */
  offer_received: PlayerRef & { offer_id: number };
  offers_revealed: PlayerRef & { offer_id: number };
  clause_confirmed: PlayerRef & { offer_id: number; amount: number };
  clause_closed: PlayerRef & { offer_id: number };
  player_lost: PlayerRef & { team_name: string; amount: number };
  transfer_proposed: TransferRef;
  transfer_accepted: TransferRef;
  transfer_rejected: TransferRef;
  transfer_cancelled: TransferRef;
  transfer_expired: TransferRef;
  outbid: PlayerRef & { auction_id: number; amount: number };
  auction_won: PlayerRef & { auction_id: number; amount: number };
  auction_closed: PlayerRef & { auction_id: number; winner_team: string | null };
  auction_closing: PlayerRef & { auction_id: number; closes_at: string };
  reveal_soon: PlayerRef & { offer_id: number; reveal_at: string };
  bet_settled: { bet_id: number; description: string; won: boolean; payout: number };
  prize_paid: { prize: string; amount: number };
  statistics_due: { match_id: number; home: string; away: string; hours_late: number };
  suspension_new: PlayerRef & { match_id: number; matches: number };
  sanction: { sanction_id: number; kind: string; reason: string; amount: number };
  budget_adjustment: { amount: number; note: string | null };
  auction_created: PlayerRef & { auction_id: number; opening_amount: number; closes_at: string };
  match_result: {
    match_id: number;
    tournament_id: number;
    tournament: string;
    home: string;
    away: string;
    home_goals: number;
    away_goals: number;
  };
  transferables_list: { players: { player_id: number; player_name: string; team: string; value: number }[] };
}
export type NotificationData<K extends NotificationKind = NotificationKind> = NotificationDataMap[K];

/** An event as emitted: its kind, who receives it in the app, where it links and its data. */
export type NotificationEvent = {
  [K in NotificationKind]: { kind: K; recipients: number[]; data: NotificationDataMap[K] };
}[NotificationKind];

/** Field names no notification's data may hold (emails, budgets, sealed bidders): tested over every kind. */
export const PRIVATE_NOTIFICATION_FIELDS = [
  'email',
  'password',
  'budget',
  'profits',
  'balance',
  'balance_after',
  'bidder',
  'bidder_id',
  'bidder_name',
  'user_email',
] as const;

/** Kinds whose data would reveal a sealed offer before the reveal: no `amount`, no bidder (docs/rules.md §4.3). */
export const SEALED_KINDS: readonly NotificationKind[] = ['offer_received', 'reveal_soon'];

/** Kinds personal to their recipients (own money, own sanctions): never posted to a public channel. */
export const PERSONAL_KINDS: readonly NotificationKind[] = [
  'bet_settled',
  'prize_paid',
  'sanction',
  'budget_adjustment',
  'outbid',
];

export const NOTIFICATION_CHANNELS = ['app', 'discord', 'both', 'none'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Where a kind reaches a user who never chose. */
export const DEFAULT_CHANNEL: Record<NotificationKind, NotificationChannel> = {
  offer_received: 'both',
  offers_revealed: 'both',
  clause_confirmed: 'both',
  clause_closed: 'app',
  player_lost: 'both',
  transfer_proposed: 'both',
  transfer_accepted: 'both',
  transfer_rejected: 'app',
  transfer_cancelled: 'app',
  transfer_expired: 'app',
  outbid: 'both',
  auction_won: 'both',
  auction_closed: 'app',
  auction_closing: 'app',
  reveal_soon: 'app',
  bet_settled: 'app',
  prize_paid: 'app',
  statistics_due: 'both',
  suspension_new: 'app',
  sanction: 'app',
  budget_adjustment: 'app',
  auction_created: 'app',
  match_result: 'both',
  transferables_list: 'app',
};

export const wantsApp = (c: NotificationChannel) => c === 'app' || c === 'both';
export const wantsDiscord = (c: NotificationChannel) => c === 'discord' || c === 'both';

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;

/** Free texts (a sanction's reason, an adjustment's note) with every email-like word hidden. */
export function redactEmails<T>(data: T): T {
  if (typeof data === 'string') return data.replace(EMAIL, '[email oculto]') as T;
  if (Array.isArray(data)) return data.map(redactEmails) as T;
  if (data && typeof data === 'object')
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, redactEmails(v)])) as T;
  return data;
}

/**
 * Where an event's data breaks the privacy rules (docs/rules.md §13): a private field name at any
 * depth, an email-like text, or an amount on a sealed kind. Empty when the data may be sent.
 */
export function privacyViolations(kind: NotificationKind, data: unknown): string[] {
  const found: string[] = [];
  const sealed = SEALED_KINDS.includes(kind);
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string' && value.search(EMAIL) >= 0) found.push(`${path}: email`);
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if ((PRIVATE_NOTIFICATION_FIELDS as readonly string[]).includes(key)) found.push(at);
      else if (sealed && /amount|bid|offer_by|team/.test(key)) found.push(`${at}: sellada`);
      walk(inner, at);
    }
  };
  walk(data, '');
  return found;
}
