import { NOT_FOUND, NOT_YOUR_MATCH } from '../../lib/messages';
import { SCREENSHOT_MESSAGES, STATISTICS_LOCKED } from '@liga/domain';
import {
  MAX_FILES,
  MAX_FILE_MB,
  MAX_PIXELS,
  MAX_QUEUED_PER_USER,
  MAX_REQUEST_PIXELS,
  MAX_SCREENSHOTS_PER_MATCH,
  MAX_SIDE_PX,
} from './limits';

const megapixels = (pixels: number) => `${pixels / 1_000_000} megapíxeles`;

/** What the OCR routes answer, in Spanish ('Error procesando imagen:' is the screen's header). */
export const messages = {
  matchNotFound: NOT_FOUND.match,
  notYourMatch: NOT_YOUR_MATCH,
  completed: STATISTICS_LOCKED,
  notMultipart: 'Enviá las imágenes como multipart/form-data.',
  noImage: 'Elegí al menos una imagen.',
  wrongField: (field: string) => `Enviá la imagen en el campo ${field}.`,
  oneImage: 'Este pedido analiza una sola imagen: usá process-multiple para varias.',
  tooMany: `Se pueden analizar hasta ${MAX_FILES} imágenes por vez.`,
  tooLarge: (name: string) => `La imagen ${name} supera los ${MAX_FILE_MB} MB.`,
  empty: (name: string) => `El archivo ${name} está vacío.`,
  notAnImage: (name: string) => `El archivo ${name} no es una imagen PNG, JPEG o WebP.`,
  damaged: (name: string) => `La imagen ${name} está dañada o incompleta.`,
  tooManyPixels: (name: string) =>
    `La imagen ${name} es demasiado grande (máximo ${megapixels(MAX_PIXELS)} y ${MAX_SIDE_PX.toLocaleString('es-AR')} píxeles por lado).`,
  requestPixels: `Las imágenes de un envío pueden sumar hasta ${megapixels(MAX_REQUEST_PIXELS)}: enviá menos a la vez.`,
  evidenceFull: `Este partido ya tiene ${MAX_SCREENSHOTS_PER_MATCH} capturas guardadas: borrá alguna para cargar más.`,
  busy: 'El reconocimiento de imágenes está ocupado: probá de nuevo en unos minutos.',
  yourShare: `Ya tenés ${MAX_QUEUED_PER_USER} imágenes en análisis: esperá a que terminen para enviar más.`,
  unrecognised: 'No se reconoció una pantalla de estadísticas del partido ni de valoraciones de jugadores.',
  failed: 'No se pudo reconocer la imagen.',
  screenshotNotFound: 'Captura no encontrada.',
  notYourScreenshot: 'Solo quien subió la captura o la organización pueden borrarla.',
  screenshotDeleted: SCREENSHOT_MESSAGES.deleted,
} as const;
