import type { CreateMatchBetSchema, CreatePlayerBetSchema } from '@liga/domain';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** The request bodies as the server's schemas read them: odds go as the text staff typed (x.xx). */
export type MatchBetBody = z.input<typeof CreateMatchBetSchema>;
export type PlayerBetBody = z.input<typeof CreatePlayerBetSchema>;

export const createMatchBet = (input: MatchBetBody) => api('POST /bets', { body: input });
export const createPlayerBet = (input: PlayerBetBody) => api('POST /singlebet', { body: input });

export const useCreateMatchBet = () => useInvalidatingMutation(createMatchBet, [queryKeys.bets.match]);

export const useCreatePlayerBet = () => useInvalidatingMutation(createPlayerBet, [queryKeys.bets.player]);
