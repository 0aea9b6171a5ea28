import { SCREENSHOT_MESSAGES, STATISTICS_LOCKED } from '@liga/domain';
import { plural } from '../../lib/plural';
import { actionLabels, fieldLabels, loadMessages, statisticLabels } from '../../lib/messages';

/** Texts of the screenshot analysis screen and the match's captures (the league client's wording). */
export const ocrMessages = {
  title: 'Cargar imágenes',
  back: 'Volver al partido',
  intro:
    'Subí las capturas del partido (estadísticas o valoraciones de jugadores): se leen en el servidor y ' +
    'completan el formulario de estadísticas para que lo revises antes de guardar.',
  pick: 'Elegir imágenes',
  pickHint:
    'PNG, JPEG o WebP; hasta 5 imágenes de 10 MB cada una. En el teléfono podés elegirlas de la galería.',
  noFiles: 'Todavía no elegiste imágenes.',
  remove: (name: string) => `Quitar ${name}`,
  analyse: 'Analizar',
  analysing: 'Analizando...',
  tooMany: 'Se pueden analizar hasta 5 imágenes por vez.',
  tooLarge: (name: string) => `La imagen ${name} supera los 10 MB.`,
  // Per-file progress: upload measured by the browser, recognition reported by the server.
  waiting: 'Esperando',
  uploading: (pct: number) => `Subiendo ${pct} %`,
  queued: 'En cola en el servidor',
  recognizing: (pct: number) => `Reconociendo ${pct} %`,
  done: 'Listo',
  progressLabel: (name: string) => `Progreso de ${name}`,
  // The league client's error texts.
  errorHeader: SCREENSHOT_MESSAGES.processError,
  unknownError: 'Error desconocido',
  noStatistics: 'No se detectaron estadísticas',
  noPlayers: 'No se detectaron jugadores',
  typeStatistics: 'Estadísticas del partido',
  typeRatings: 'Valoraciones de jugadores',
  colStat: 'Estadística',
  colShirt: 'N°',
  colName: fieldLabels.player,
  colRating: 'Nota',
  colGoals: 'G',
  colAssists: 'A',
  colCards: 'Tarjetas',
  colInjury: statisticLabels.injury,
  colMatch: 'Jugador registrado',
  yellow: statisticLabels.yellow,
  red: statisticLabels.red,
  injured: 'Lesionado',
  rowsRead: (rows: number, columns: number) =>
    `${plural(rows, 'fila leída', 'filas leídas')}, ${plural(columns, 'columna estimada', 'columnas estimadas')}`,
  // Matching and the form.
  choose: 'Elegí el jugador...',
  ignore: 'Ignorar esta fila',
  uncertain: 'Revisar',
  pickLabel: (name: string) => `Jugador registrado para ${name}`,
  // What was read and what it was matched to, apart (decision 037).
  readAs: 'Leído en la captura:',
  matched: (name: string, pct: number) => `Coincide con ${name} (${pct} %)`,
  noMatch: 'Sin coincidencia en los planteles',
  reviewTitle: 'Resumen para el formulario',
  reviewHint:
    'Se suman goles, asistencias y tarjetas de todas las capturas; dos amarillas hacen una roja. Nada se guarda hasta que guardes el formulario del partido.',
  pending: (n: number) => (n === 1 ? 'Falta elegir 1 jugador.' : `Falta elegir ${n} jugadores.`),
  ownTeamOnly: (team: string) =>
    `El formulario carga solo las líneas de ${team}; las del rival las carga él o la organización.`,
  nothingToFill: 'Las capturas no tienen jugadores para el formulario.',
  fill: 'Completar formulario del partido',
  mvp: 'MVP propuesto',
  duplicate: 'Misma imagen que otra ya analizada: no se suma dos veces.',
  // The teams read on a capture against the match's (decision 023).
  versus: (home: string | null, away: string | null) => `${home ?? '?'} - ${away ?? '?'}`,
  teamsOther: (read: string, match: string) =>
    `Esta captura muestra ${read}, no ${match}: revisá que sea de este partido.`,
  teamsSwapped: (read: string, match: string) =>
    `Esta captura muestra ${read}: los equipos están al revés que en este partido (${match}).`,
  teamsTitle: 'Los equipos no coinciden',
  teamsIntro: (match: string) => `El partido es ${match}, pero estas capturas muestran otros equipos:`,
  teamsQuestion: '¿Completás el formulario igual? Nada se guarda hasta que pulses Guardar Estadísticas.',
  fillAnyway: 'Completar igual',
  // Evidence on the match page.
  evidenceTitle: 'Capturas del partido',
  evidenceEmpty: 'No hay capturas guardadas para este partido.',
  evidenceError: 'No se pudieron cargar las capturas.',
  loadFromCaptures: actionLabels.loadFromCaptures,
  open: (name: string) => `Ver ${name}`,
  deleteShot: actionLabels.delete,
  confirmDelete: '¿Borrar esta captura del partido?',
  deleted: SCREENSHOT_MESSAGES.deleted,
  deleteError: 'No se pudo borrar la captura.',
  uploadedBy: (name: string) => `Subida por ${name}`,
  close: actionLabels.close,
  notAllowed: loadMessages.statisticsReadOnly,
  completed: STATISTICS_LOCKED,
  directRed: statisticLabels.directRed,
} as const;
