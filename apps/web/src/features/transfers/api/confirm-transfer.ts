import { api } from '../../../lib/api-client';
import { MONEY_AND_PLAYERS, useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /transferencia_confirmada/{id} (decision 012): players and money move once. */
export const confirmTransfer = (id: number) => api('POST /transferencia_confirmada/:id', { params: { id } });

export const useConfirmTransfer = () => useInvalidatingMutation(confirmTransfer, [MONEY_AND_PLAYERS]);

/** POST /transferencia_rechazada/{id} (the other party) and /transferencia_cancelada/{id} (its creator). */
export const closeTransfer = ({ id, how }: { id: number; how: 'reject' | 'cancel' }) =>
  api(how === 'reject' ? 'POST /transferencia_rechazada/:id' : 'POST /transferencia_cancelada/:id', {
    params: { id },
  });

export function useCloseTransfer() {
  // Nothing moved, but the dashboard and the pending lists change.
  return useInvalidatingMutation(closeTransfer, [MONEY_AND_PLAYERS]);
}
