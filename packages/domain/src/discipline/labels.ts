import type { SanctionKind } from './constants';

/** How each sanction kind reads on screen. */
export const SANCTION_KIND_LABELS: Readonly<Record<SanctionKind, string>> = {
  warning: 'Advertencia',
  postponement: 'Postergación',
  withdrawal: 'Retiro',
  late_entry: 'Carga tardía de datos',
  result_claim: 'Reclamo de resultado',
};

/** A suspension lift's state. */
export const LIFT_STATUS_LABELS = {
  pending: 'Pendiente',
  approved: 'Aprobado',
  refused: 'Rechazado',
} as const;
