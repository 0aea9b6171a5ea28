import { SANCTION_MESSAGES } from '@liga/domain';

/** Sanction strings live in @liga/domain, shared with the /sanciones forms. */
export const messages = {
  ...SANCTION_MESSAGES,
  lateReason: (hours: number) => `Datos del partido cargados ${hours} horas o más después del partido.`,
  missingReason: (hours: number) => `Datos del partido sin cargar ${hours} horas después del partido.`,
} as const;
