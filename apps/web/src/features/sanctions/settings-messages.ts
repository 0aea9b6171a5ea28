import { LATE_ENTRY_PENALTY_HOURS } from '@liga/domain';

const CAUSE_LABELS = {
  yellow_cards: 'amarillas',
  red_card: 'roja',
  direct_red: 'roja directa',
  injury: 'lesión',
  serious_injury: 'lesión grave',
} as const;

/** Texts of the discipline settings form on /sanciones (Admin). */
export const settingsMessages = {
  title: 'Configuración de la liga',
  loadError: 'No se pudo cargar la configuración: ',
  resetDate: 'Fecha de reinicio del mercado',
  resetHint: 'Desde ese día el tope de entrada al mercado baja a 158. Vacío: sin reinicio.',
  closeDate: 'Fecha de cierre del mercado',
  closeHint: 'Ese día se congelan los objetivos de la temporada. Vacío: se congelan al cerrar la temporada.',
  tiers: LATE_ENTRY_PENALTY_HOURS,
  fine: (hours: number) => `Multa por carga a las ${hours} h`,
  price: (cause: keyof typeof CAUSE_LABELS) => `Levantar ${CAUSE_LABELS[cause]}`,
  priceHint: 'Vacío: no se puede levantar.',
  save: 'Guardar configuración',
} as const;
