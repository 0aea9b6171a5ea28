export {
  TRANSFER_PENDING,
  listTransferViews,
  playersInPendingTransfers,
  type TransferFilter,
} from './transfer-view';
