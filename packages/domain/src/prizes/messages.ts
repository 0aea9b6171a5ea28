import { MISSING_REF } from '../common/messages';
import { formatMoney } from '../format';
import { MAX_PRIZE_AMOUNT, PRIZE_POSITION_MAX, PRIZE_TABLE_MAX_POSITIONS } from './constants';

/** Prize texts. The league client's own (docs/rules.md §11, the league client's wording) are copied exactly; the rest are ours. */
export const PRIZE_MESSAGES = {
  sent: 'Premios enviados correctamente.',
  // The league client's wording; contracts.test.ts checks the number is MAX_PRIZES_PER_SUBMISSION.
  tooMany: 'No puedes agregar más de 14 premios.',
  required: 'Por favor, completa todos los campos obligatorios.',
  none: 'No hay premios para enviar.',
  loadError: 'Error al obtener los premios ',
  amountInvalid: `El monto debe ser un número entero entre 1 y ${formatMoney(MAX_PRIZE_AMOUNT)}.`,
  bonusInvalid: `El bono debe ser un número entero entre 0 y ${formatMoney(MAX_PRIZE_AMOUNT)}.`,
  positionTooLong: `La posición admite hasta ${PRIZE_POSITION_MAX} caracteres.`,
  positionInvalid: `La posición debe ser un puesto del 1° al ${PRIZE_TABLE_MAX_POSITIONS}°, Goleador o Asistidor.`,
  textTooLong: (max: number) => `El texto admite hasta ${max} caracteres.`,
  controlCharacters: 'El texto tiene caracteres no válidos.',
  repeated: 'Este premio está repetido en la lista (mismo torneo, equipo y posición).',
  tournamentNotFound: MISSING_REF.tournament,
  teamNotFound: MISSING_REF.team,
  teamNotLeague: 'Solo se pueden dar premios a equipos de Primera o Segunda.',
  noManager: 'El equipo no tiene manager: no hay a quién pagarle el premio.',
  partlyPaid: (n: number) =>
    `Premios enviados correctamente. ${n === 1 ? '1 ya estaba pagado y no se volvió' : `${n} ya estaban pagados y no se volvieron`} a pagar.`,
  allPaid: 'Estos premios ya estaban pagados: no se pagó nada nuevo.',
  notFound: 'Premio no encontrado.',
  reasonRequired: 'Escribí el motivo de la reversión.',
  reverted: 'Premio revertido: se descontó del presupuesto del manager.',
  alreadyReverted: 'Este premio ya fue revertido.',
  tableSaved: 'Tabla de premios guardada.',
  tablePositionInvalid: 'La posición debe ser un número entero entre 1 y 32.',
  tablePositionsRepeated: 'Cada posición puede aparecer una sola vez.',
  tableTooLong: 'La tabla admite hasta 32 posiciones.',
  notFinishedLeague: (pending: number) =>
    `El torneo todavía no terminó: ${pending === 1 ? 'falta 1 partido' : `faltan ${pending} partidos`} por jugar.`,
  notFinishedCup: 'El torneo todavía no terminó: falta jugar la final.',
  previewChanged:
    'Los resultados o la tabla cambiaron desde la vista previa: revisala de nuevo antes de pagar.',
  fingerprintRequired: 'Falta la vista previa que se confirma.',
  nothingToPay: 'No hay premios para pagar en esta tabla.',
} as const;
