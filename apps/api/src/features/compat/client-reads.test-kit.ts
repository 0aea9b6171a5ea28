import { z } from 'zod';

/**
 * What the league's current client reads from each answer (decisions 012 and 033),
 * by type. Strict where the client computes with a value (ids, money, yes/no), loose (`passthrough`)
 * about the extra fields our own app reads.
 */
const id = z.number().int().positive();
const ref = z.object({ id, name: z.string() });
const yesNo = z.enum(['yes', 'no']);
/** '' for a team outside the league (decision 012). */
const division = z.enum(['Primera', 'Segunda', '']);

export const page = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), meta: z.object({ last_page: z.number().int().min(1) }) });
export const list = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row) });
export const one = <T extends z.ZodType>(row: T) => z.object({ data: row });

export const UserRead = z.object({
  id,
  name: z.string(),
  email: z.string(),
  rol: z.string(),
  profits: z.number().int(),
  costs: z.number(),
  discord_user: z.string().nullable(),
});
export const AuthRead = z.object({ user: UserRead, token: z.string().min(20) });
export const MessageRead = z.object({ message: z.string().min(1) });
export const UrlRead = z.object({ url: z.string().url() });

export const TeamRead = z.object({
  id,
  name: z.string(),
  division,
  id_user: id.nullable(),
  user: ref.nullable(),
});
export const PlayerRead = z.object({
  id,
  name: z.string(),
  age: z.number().int(),
  ca: z.number().int(),
  pa: z.number().int(),
  value: z.number().int(),
  status: z.string(),
  id_team: z.object({ id, name: z.string(), division }),
});
export const SeasonRead = z.object({ id, name: z.string() });
/** `new Date(start_date + 'Z')` must be a date (GET /seasons/start). */
export const SeasonStartRead = z.object({
  start_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    .refine((s) => !Number.isNaN(new Date(s + 'Z').getTime())),
});

export const PendingTransferRead = z.object({
  id,
  id_season: id,
  transferred_players: z.string(),
  id_team_from: id,
  id_team_to: id,
  budget: z.number().int(),
  status: z.string(),
  created_by: ref,
});
export const TransferRead = z.object({
  id,
  transferred_players: z.string(),
  team_from: ref,
  team_to: ref,
  created_by: ref,
  created_at: z.string(),
  budget: z.number().int(),
  confirmed: yesNo,
});

export const ClauseRead = z.object({
  id,
  id_player: id,
  name: z.string(),
  id_team: id,
  created_by: ref.nullable(),
  value: z.number().int().nullable(),
  extra_value: z.number().int().nullable(),
  total_value: z.number().int().nullable(),
  id_season: id,
  confirmed: yesNo,
  active: yesNo,
  created_at: z.string(),
});
export const PlayerOffersRead = z.object({ player: PlayerRead, offers: z.array(ClauseRead) });

export const AuctionRowRead = z.object({
  id,
  id_player: id,
  id_team: id,
  amount: z.number().int(),
  created_by: id,
  auctioned_by: id,
  auctioneer: ref,
  player: z.object({ id, name: z.string(), value: z.number().int() }),
  status: z.string(),
  id_season: id,
  created_at: z.string(),
});
export const LastAuctionRead = AuctionRowRead.extend({ creator: ref });

const odd = z.string().regex(/^\d+\.\d{2}$/);
export const MatchBetRead = z.object({
  id,
  match: z.string(),
  description: z.string(),
  home_odd: odd,
  away_odd: odd,
  draw_odd: odd,
  under: odd,
  over: odd,
  active: z.enum(['on', 'off']),
});
export const PlayerBetRead = z.object({
  id,
  name: z.string(),
  description: z.string(),
  goal_odd: odd,
  card_odd: odd,
});
export const UserBetRead = z.object({
  id_user: id,
  id_bet: id.nullable(),
  id_playerbet: id.nullable(),
  amount: z.number().int(),
  selected_option: odd,
  confirmed: yesNo,
  created_at: z.string(),
});

export const MatchRead = z.object({
  id,
  team_home: ref,
  team_away: ref,
  score_home: z.number().int().nullable(),
  score_away: z.number().int().nullable(),
  match_date: z.string().nullable(),
  status: z.enum(['pending', 'completed']),
  stage: z.number().int(),
});
export const TournamentRead = z.object({
  id,
  name: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  season_id: id,
  type: z.enum(['PD', 'SD', 'UCL']),
  format: z.enum(['PD', 'SD', 'UCL', 'UEL', 'CFM']),
  season: z.object({ id }),
});
export const StatisticRowRead = z.object({
  player_id: ref,
  tournament_id: z.object({ id, format: z.string() }),
  match_id: z.object({ id, stage: z.number().int() }),
  goals: z.number().int(),
  assists: z.number().int(),
  yellow_cards: z.number().int(),
  red_cards: z.number().int(),
  simple_injuries: z.number().int(),
  serious_injuries: z.number().int(),
  mvp: z.boolean(),
  direct_red: z.enum(['yes', 'not']),
});
export const StandingRead = z.object({
  id,
  tournament: z.object({ id }),
  team: z.object({ name: z.string() }),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goals_for: z.number().int(),
  goals_against: z.number().int(),
  goal_difference: z.number().int(),
  points: z.number().int(),
});

/** GET /create-prizes: the client lists the tables it loads (/crear-premios). */
export const PrizeTableRead = z.object({ tournament: ref });
