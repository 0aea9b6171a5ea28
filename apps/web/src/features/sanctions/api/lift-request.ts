import type { CreateLiftInput } from '@liga/domain';
import { useQuery } from '@tanstack/react-query';
import { MONEY_AND_PLAYERS, useInvalidatingMutation } from '../../../lib/invalidate';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /suspensions/lifts/options: what the manager's team may ask to lift, with prices (decision 025). */
export const getLiftOptions = () => api('GET /suspensions/lifts/options');

export const useLiftOptions = () =>
  useQuery({ queryKey: [...queryKeys.discipline.lifts, 'options'], queryFn: getLiftOptions });

/** POST /suspensions/lifts: the manager asks; nothing is paid until staff approve. */
export const requestLift = (body: CreateLiftInput) => api('POST /suspensions/lifts', { body });

export const useRequestLift = () =>
  useInvalidatingMutation(requestLift, [MONEY_AND_PLAYERS, queryKeys.discipline.all]);
