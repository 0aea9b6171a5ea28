import { z } from 'zod';
import { IdParamsSchema, RefSchema, YesNoSchema, idParam } from '../common/contracts';
import { optionalIdField, textField } from '../fields';
import { BET_OPTIONS, MATCH_BET_OPTIONS, PLAYER_BET_OPTIONS } from '../market/bets';
import { BET_MAX, BET_MIN } from '../market/constants';
import { BET_MESSAGES as M } from '../market/messages';
import { parseOdd } from '../market/odds';
import { PageQuerySchema, paged } from '../paging';
import { BET_OUTCOMES } from '../statuses';
import { DecidedBySchema } from './linked-contracts';
import { LINKED_BET_MESSAGES as L } from './messages';

const MAX_TITLE = 120;
const MAX_DESCRIPTION = 500;

/** An odd typed as text or sent as a number, parsed to hundredths (see parseOdd). */
const odd = z.union([z.string(), z.number()], { error: M.oddRequired }).transform((v, ctx) => {
  const r = parseOdd(v);
  if (r.ok) return r.value;
  ctx.addIssue({ code: 'custom', message: r.error });
  return z.NEVER;
});

const title = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(MAX_TITLE, M.textTooLong(MAX_TITLE));
const description = textField(MAX_DESCRIPTION, M.textTooLong(MAX_DESCRIPTION));

const ODD_FIELDS = ['home_odd', 'away_odd', 'draw_odd', 'under', 'over'] as const;

/**
 * POST /bets; created_by is stripped, the creator comes from the token. The league client's free
 * text form, or a fixture match (`id_match`): then the match text comes from the teams' names and a
 * missing odd from the suggestion (docs/rules.md §7.5). The check runs even when a field failed, so
 * every missing field is named at once, as before.
 */
export const CreateMatchBetSchema = z
  .object({
    id_match: optionalIdField(L.fixtureMatchInvalid),
    match: title(M.matchRequired).optional(),
    description,
    home_odd: odd.optional(),
    away_odd: odd.optional(),
    draw_odd: odd.optional(),
    under: odd.optional(),
    over: odd.optional(),
  })
  .superRefine(
    (v, ctx) => {
      if (v.id_match !== undefined) return;
      if (v.match === undefined) ctx.addIssue({ code: 'custom', path: ['match'], message: M.matchRequired });
      for (const field of ODD_FIELDS)
        if (v[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: M.oddRequired });
    },
    { when: () => true },
  );
export type CreateMatchBetInput = z.infer<typeof CreateMatchBetSchema>;

/** POST /singlebet: the free text form, or a player (`id_player`) in a fixture match (`id_match`). */
export const CreatePlayerBetSchema = z
  .object({
    id_player: optionalIdField(L.fixturePlayerInvalid),
    id_match: optionalIdField(L.fixtureMatchInvalid),
    name: title(M.playerRequired).optional(),
    description,
    goal_odd: odd,
    card_odd: odd,
  })
  .superRefine(
    (v, ctx) => {
      const linked = [v.id_player, v.id_match].filter((x) => x !== undefined).length;
      if (linked === 1)
        ctx.addIssue({
          code: 'custom',
          path: [v.id_player === undefined ? 'id_player' : 'id_match'],
          message: L.playerAndMatch,
        });
      else if (linked === 0 && v.name === undefined)
        ctx.addIssue({ code: 'custom', path: ['name'], message: M.playerRequired });
    },
    { when: () => true },
  );
export type CreatePlayerBetInput = z.infer<typeof CreatePlayerBetSchema>;

/**
 * POST /apuesta/jugador (decision 012): id_bet or id_playerbet, and the option of that kind of bet —
 * or, as the league's client sends it, `selected_option`, the chosen odd, which the server turns into
 * the option paying it (decision 033). That client's form keeps both selects filled, so both ids may
 * come with an odd or an option that tells which bet is meant (betForOdd). A whole stake in
 * [BET_MIN, BET_MAX] (docs/rules.md §7.1). id_user is stripped (the token says who bets); the odd stored is
 * the bet's.
 */
export const PlaceBetSchema = z
  .object({
    id_bet: optionalIdField(M.betRequired),
    id_playerbet: optionalIdField(M.betRequired),
    option: z.enum(BET_OPTIONS, { error: M.optionInvalid }).optional(),
    selected_option: odd.optional(),
    amount: z.preprocess(
      (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
      z
        .number({ error: M.amountRange })
        .int(M.amountRange)
        .min(BET_MIN, M.amountRange)
        .max(BET_MAX, M.amountRange),
    ),
  })
  .superRefine((v, ctx) => {
    const onMatch = v.id_bet !== undefined;
    const onPlayer = v.id_playerbet !== undefined;
    if (!onMatch && !onPlayer) {
      ctx.addIssue({ code: 'custom', path: ['id_bet'], message: M.betRequired });
    } else if (v.option === undefined) {
      // Both ids come from the league client's form; its odd names the bet (betForOdd).
      if (v.selected_option === undefined)
        ctx.addIssue(
          onMatch && onPlayer
            ? { code: 'custom', path: ['id_bet'], message: M.betBoth }
            : { code: 'custom', path: ['option'], message: M.optionInvalid },
        );
    } else if (
      // With both ids the option's kind names the bet: match and player options are disjoint.
      !(onMatch && onPlayer) &&
      !(onMatch ? MATCH_BET_OPTIONS : PLAYER_BET_OPTIONS).some((o) => o === v.option)
    ) {
      ctx.addIssue({ code: 'custom', path: ['option'], message: M.optionMismatch });
    }
  });
export type PlaceBetInput = z.infer<typeof PlaceBetSchema>;

export const BetParamsSchema = IdParamsSchema;
/** The old confirm route PUT /apuesta/usuario/{id_bet}/{id_user} (decision 012). */
export const OldSettleParamsSchema = z.object({ id_bet: idParam, id_user: idParam });
export const BetListQuerySchema = PageQuerySchema;

/** The last fields of a match bet and a player bet alike: whether it takes stakes, and who wrote it when. */
const betStateFields = {
  /** Whether it still takes stakes now: active, and for a linked bet before kick-off and the result. */
  open: z.boolean(),
  kick_off: z.string().nullable(),
  created_by: RefSchema.nullable(),
  created_at: z.string(),
};

/** Odds leave as the x.xx text staff type (formatOdd); `active` as the league client's on/off. */
export const MatchBetViewSchema = z.object({
  id: z.number(),
  match: z.string(),
  description: z.string(),
  home_odd: z.string(),
  away_odd: z.string(),
  draw_odd: z.string(),
  under: z.string(),
  over: z.string(),
  active: z.enum(['on', 'off']),
  /** The fixture match it is linked to (settles by itself, docs/rules.md §7.5), or null. */
  id_match: z.number().nullable(),
  ...betStateFields,
});
export type MatchBetView = z.infer<typeof MatchBetViewSchema>;

export const PlayerBetViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  goal_odd: z.string(),
  card_odd: z.string(),
  active: z.enum(['on', 'off']),
  id_match: z.number().nullable(),
  id_player: z.number().nullable(),
  ...betStateFields,
});
export type PlayerBetView = z.infer<typeof PlayerBetViewSchema>;

export const UserBetViewSchema = z.object({
  id: z.number(),
  id_user: z.number(),
  user: RefSchema,
  id_bet: z.number().nullable(),
  id_playerbet: z.number().nullable(),
  kind: z.enum(['match', 'player']),
  /** What was bet on: the match (match bets) or the player's name (player bets). */
  bet: z.object({ id: z.number(), title: z.string(), description: z.string() }),
  option: z.enum(BET_OPTIONS),
  option_label: z.string(),
  /** The odd taken when the bet was placed, as x.xx (selected_option). */
  selected_option: z.string(),
  amount: z.number(),
  potential_payout: z.number(),
  confirmed: YesNoSchema,
  outcome: z.enum(BET_OUTCOMES),
  payout: z.number().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  /** Linked bets: the result that decided (or will decide) them (docs/rules.md §7.5). */
  decided_by: DecidedBySchema.nullable(),
});
export type UserBetView = z.infer<typeof UserBetViewSchema>;

/** GET /bets, /singlebet, /bet_user, /bet_user/mine. */
export const MatchBetListSchema = paged(MatchBetViewSchema);
export type MatchBetList = z.infer<typeof MatchBetListSchema>;
export const PlayerBetListSchema = paged(PlayerBetViewSchema);
export type PlayerBetList = z.infer<typeof PlayerBetListSchema>;
export const UserBetListSchema = paged(UserBetViewSchema);
export type UserBetList = z.infer<typeof UserBetListSchema>;
/** GET /bets/{id} and /singlebet/{id} answer `{data}` (decision 012). */
export const MatchBetDetailSchema = z.object({ data: MatchBetViewSchema });
export const PlayerBetDetailSchema = z.object({ data: PlayerBetViewSchema });
/** POST /bets and /singlebet → 201. */
export const MatchBetSavedSchema = z.object({ message: z.string(), bet: MatchBetViewSchema });
export const PlayerBetSavedSchema = z.object({ message: z.string(), bet: PlayerBetViewSchema });
/** POST /apuesta/jugador → 201. */
export const UserBetSavedSchema = z.object({ message: z.string(), bet: UserBetViewSchema });

const OFF = [false, 'off', 0, '0', 'false'];
/** PUT /bets/{id} ("active"): the whole bet may come back, or no body; only turning it off is allowed. */
export const DeactivateBetBodySchema = z.preprocess(
  (body) => body ?? {},
  z.object({
    active: z
      .preprocess(
        (v) => (OFF.includes(v as never) ? 'off' : v),
        z.literal('off', { error: M.onlyDeactivate }),
      )
      .optional(),
  }),
);

/** PUT /apuesta/usuario/{id} (Admin): settle a user bet as won or lost. */
export const SettleBetBodySchema = z.object({
  outcome: z.enum(['won', 'lost'], { error: M.outcomeRequired }),
});

// Bets on fixture matches (docs/rules.md §7.5): their contracts, messages and pure rules, exported with these.
export * from './linked-contracts';
export * from './messages';
export * from './settlement';
export * from './suggest-odds';
