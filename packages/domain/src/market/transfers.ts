import { may } from '../roles';

/**
 * Who may confirm a pending transfer (docs/rules.md §5): an Admin, or a party to it (the buyer or
 * the seller) who did not create it. So a manager cannot create and confirm their own deal, and a
 * transfer an Admin created for two managers is confirmed by either of them.
 */
export function canConfirmTransfer(args: {
  createdBy: number;
  confirmerId: number;
  confirmerRole: string | null | undefined;
  buyerId: number | null;
  sellerId: number | null;
}): boolean {
  if (may(args.confirmerRole, 'confirmAnyTransfer')) return true;
  if (args.confirmerId === args.createdBy) return false;
  return args.confirmerId === args.buyerId || args.confirmerId === args.sellerId;
}
