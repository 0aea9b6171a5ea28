/**
 * One voice in our own Spanish (decision 029): voseo, as the league's client writes ('Conectate',
 * 'Registrate', 'Elegí', 'No tenés permiso…'). The scans of the web (apps/web/src/test/spanish-voice.test.tsx)
 * and of the API and the domain (apps/api/src/test/spanish-voice.test.ts) share these rules.
 */

/**
 * Texts the league's client quotes with tuteo: they stay verbatim, and only they may break the rule.
 * 'No tienes equipo asignado.' is the first sentence of the league client's empty squad text, which the
 * API answers to a manager without a team; it reads the same as the screen.
 */
export const SPEC_VERBATIM: ReadonlySet<string> = new Set([
  'Confirma tu password',
  'Estás seguro que quieres borrar este usuario??',
  'Estás seguro que quieres borrar este jugador??',
  'No tienes equipo asignado. Prueba presionando el botón Cargar plantel',
  'No tienes equipo asignado.',
  'Debes estar logueado para ver tus ofertas.',
  'No tienes permiso para ver esta página.',
  'Tienes que cargar Fecha o Ronda',
  'Tienes que cargar los equipos',
  'Tienes que cargar los goles',
  'Tienes que cargar el torneo',
  'No puedes agregar más de 14 premios.',
  'Por favor, completa todos los campos obligatorios.',
  'No tienes ofertas realizadas',
  'Ocurrió un error al procesar tu solicitud.',
  'Carga de partido cancelada',
]);

/** Headings where 'Carga' is the noun (the loading of results), not an order. */
export const NOT_AN_ORDER: ReadonlySet<string> = new Set(['Carga de resultados y reclamos']);

const IMPERATIVES =
  'Elige|Ingresa|Selecciona|Escribe|Busca|Revisa|Intenta|Vuelve|Agrega|Sube|Usa|Pulsa|Presiona|Toca|Haz|Completa|Confirma|Espera|Carga|Crea|Guarda|Abre|Mira|Prueba|Inicia|Cambia|Elimina|Borra|Añade|Pega|Descarga|Registra|Conecta|Vincula|Indica|Cierra|Cancela|Ofrece|Pide|Asigna|Marca';
/** What follows an order: 'Elige un equipo', 'Escribe qué buscar', 'Indica si…', 'cancela alguna'. */
const OBJECT =
  'un|una|el|la|los|las|tu|tus|a|al|de|del|otra|otro|más|este|esta|su|sus|qué|cuál|cuánto|si|alguna|alguno|\\p{L}+ndo';

export const TUTEO: readonly RegExp[] = [
  // Present tense of tú (vos: tenés, podés, querés, debés, sos …).
  /\b(tienes|puedes|quieres|debes|eres|sabes|necesitas|haces|vuelves|prefieres|deseas)\b/i,
  /(?<!\p{L})tú(?!\p{L})/iu,
  // The pronoun after a preposition: 'hecha por ti', 'contigo' (vos: 'hecha por vos', 'con vos').
  /(?<!\p{L})(ti|contigo)(?!\p{L})/iu,
  // Imperative with an enclitic pronoun stressed as tú: Conéctate, Regístrate, elígelo (vos: Conectate,
  // elegilo). 'límite' and 'píxeles' are nouns.
  /(?<!\p{L})(?![lL]ímites?(?!\p{L})|\p{L}*píxeles(?!\p{L}))\p{L}*[áéíó]\p{L}*[aei](te|lo|la|los|las|le|les|me|nos)(?!\p{L})/u,
  // Imperative of tú opening a sentence: 'Elige un equipo' (vos: 'Elegí un equipo').
  new RegExp(`(^|[.¿¡:]\\s*)(${IMPERATIVES})\\s+(${OBJECT})(?!\\p{L})`, 'u'),
  // … or after a colon or a conjunction: 'espera una respuesta o cancela alguna'. Not after ';', where
  // the same form tells what a thing does ('…; cierra el lunes').
  new RegExp(`(:|\\s[oy])\\s+(${IMPERATIVES.toLowerCase()})\\s+(${OBJECT})(?!\\p{L})`, 'u'),
  new RegExp(`\\b(primero|después|luego|ahora)\\s+(${IMPERATIVES})\\b`, 'iu'),
];

/** A text of ours written with tuteo: what the scans refuse. */
export function speaksTuteo(text: string): boolean {
  if (SPEC_VERBATIM.has(text) || NOT_AN_ORDER.has(text)) return false;
  return TUTEO.some((re) => re.test(text));
}
