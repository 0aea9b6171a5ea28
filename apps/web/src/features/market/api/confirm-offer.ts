import { api } from '../../../lib/api-client';
import { MONEY_AND_PLAYERS, useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /offers/{id}/confirm (Admin/Organizador, docs/rules.md §4): the player moves, the money moves once. */
export const confirmOffer = (id: number) => api('POST /offers/:id/confirm', { params: { id } });

export const useConfirmOffer = () => useInvalidatingMutation(confirmOffer, [MONEY_AND_PLAYERS]);
