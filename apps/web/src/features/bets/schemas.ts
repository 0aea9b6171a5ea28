import { BET_MESSAGES as M, parseOdd } from '@liga/domain';
import { z } from 'zod';

/**
 * The bet-creation forms keep the odds as typed (x.xx) and send that text: the server parses it with
 * the same parseOdd, so the client checks exactly what the server will.
 */
const oddText = z.string().superRefine((v, ctx) => {
  const r = parseOdd(v);
  if (!r.ok) ctx.addIssue({ code: 'custom', message: r.error });
});
const text = (required: string) => z.string().trim().min(1, required).max(120, M.textTooLong(120));
const description = z.string().trim().max(500, M.textTooLong(500));

export const MatchBetFormSchema = z.object({
  match: text(M.matchRequired),
  description,
  home_odd: oddText,
  away_odd: oddText,
  draw_odd: oddText,
  under: oddText,
  over: oddText,
});
export type MatchBetFormValues = z.infer<typeof MatchBetFormSchema>;

export const PlayerBetFormSchema = z.object({
  name: text(M.playerRequired),
  description,
  goal_odd: oddText,
  card_odd: oddText,
});
export type PlayerBetFormValues = z.infer<typeof PlayerBetFormSchema>;
