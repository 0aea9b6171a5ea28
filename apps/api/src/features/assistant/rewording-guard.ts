import { normalize } from '@liga/domain';

/** Why a model's rewording was thrown away for the grounded answer (logged, never shown). */
export type Refusal =
  | 'empty'
  | 'length'
  | 'figure_lost'
  | 'figure_added'
  | 'link'
  | 'markup'
  | 'request'
  | 'new_name'
  | 'new_words';

/** Figures as the answers write them: '1.000.000', '01:00', '13.º', '2,50'. */
const figures = (text: string) => (text.match(/\d[\d.,:]*/g) ?? []).map((n) => n.replace(/[.,:]+$/, ''));

/** Links, addresses and handles: an answer links only through its sources, never in its text. */
const LINKS = [
  /\b(?:https?|ftp|mailto|javascript|data|file):/i,
  /\bwww\./i,
  /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*/u,
  /(?:^|[\s(¡¿])@[\p{L}\d_]{2,}/u,
  /\b[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.(?:[a-z]{2,24})(?:[/:?#]\S*)?(?=$|[\s)\],;!?'"])/iu,
  /(?:^|\s)\/[a-z0-9_-]+/i,
  /\b(?:t\.me|wa\.me|bit\.ly|discord\.gg)\b/i,
];
/** HTML, Markdown links and code: the screen shows plain text. */
const MARKUP = [/<\/?[a-z!][^>]*>/i, /\]\s*\(/, /```/, /&#?\w+;/];

/**
 * Requests the assistant never makes (accents already stripped): credentials, payments, contact
 * outside the league, clicks and downloads. A request the grounded answer itself makes ("Probá
 * reformular", "Escribí su nombre") is allowed, so only ones absent from it count.
 */
const REQUESTS = [
  /\b(?:password|passwords|contrasena|contrasenas|clave|claves|token|tokens|credencial\w*|pin|cbu|cvu|usuario y clave)\b/,
  /\b(?:codigo de (?:verificacion|seguridad|acceso)|datos bancarios|tarjeta de credito|cuenta bancaria)\b/,
  /\b(?:pasame|pasanos|mandame|mandanos|enviame|envianos|escribime|escribinos|contactame|contactanos|llamame|decime|dame|compartime|confirmame)\b/,
  /\b(?:visita|visitar|entra|ingresa|ingresar|hace clic|hace click|clic|click|clickea|cliquea|descarga|descargar|instala|instalar|registrate|segui|transferi|transferime|deposita|depositar|paga|pagame|responde|contesta)\b/,
  /\b(?:whatsapp|telegram|dm|link|enlace|sitio|pagina web|web)\b/,
  // The same in English: a model may switch language to slip it through.
  /\b(?:visit|click|send|login|log in|sign in|download|install|contact|call|reply|share|verify|account)\b/,
];

/** Words that carry no fact: articles, prepositions, pronouns, auxiliaries and rephrasing glue. */
const STOP = new Set(
  (
    'a al ante bajo cabe con contra de del desde durante en entre hacia hasta mediante para por segun sin so sobre tras ' +
    'el la lo los las un una uno unos unas y e o u que quien quienes cual cuales cuanto cuanta cuantos cuantas ' +
    'como cuando donde mientras pero mas menos muy tan tanto ya aun todavia tambien solo solamente si porque pues ' +
    'este esta esto estos estas ese esa eso esos esas aquel aquella ahi aca aqui alli ' +
    'yo tu vos usted ustedes el ella ellos ellas me te se le les nos su sus mi mis tus suyo suya nuestro nuestra ' +
    'es son ser sea era fue esta estan estas estar hay habia haber ha han tiene tienen tenes tener tengo ' +
    'puede pueden podes poder puedo va van vas ir hace hacen hacer dice dicen decir da dan dar queda quedan ' +
    'cada otro otra otros otras todo toda todos todas mismo misma bien asi entonces luego ahora hoy ' +
    'respuesta pregunta claro gusto hola dale bueno perfecto exacto actualmente actual siguiente segun ' +
    'caso forma manera vez veces momento total aproximadamente informacion datos dato reglamento liga'
  ).split(' '),
);
/** Negations change what a sentence says: never stop words, and never added. */
const NEGATIONS = new Set(['no', 'nunca', 'jamas', 'tampoco', 'ni', 'nadie', 'ningun', 'ninguno', 'ninguna']);
const STEM = 5;
const stem = (w: string) => w.slice(0, STEM);

const contentWords = (text: string) =>
  normalize(text)
    .split(' ')
    .filter((w) => NEGATIONS.has(w) || (w.length >= 3 && !STOP.has(w) && !/^\d/.test(w)));

/** Proper names a rewording writes: capitalised words that do not open a sentence. */
function names(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(^|[.!?:;¿¡(]\s*|\s)(\p{Lu}[\p{L}'-]+)/gu)) {
    const opensSentence = m.index === 0 || /[.!?:;¿¡(]/.test(m[1] ?? '');
    if (!opensSentence) out.push(normalize(m[2]!));
  }
  return out;
}

/** New content words a rewording may use to rephrase: a few, one more for a long answer, never many. */
export const allowance = (originalWords: number) => Math.min(3, 2 + Math.floor(originalWords / 30));

const anyNew = (patterns: RegExp[], original: string, rewritten: string) =>
  patterns.some((re) => {
    const found = rewritten.match(new RegExp(re.source, re.flags.replace('g', '') + 'g')) ?? [];
    return found.some((f) => !original.includes(f));
  });

/**
 * Whether a model's rewording of a grounded answer only rewords it (decision 014): it keeps every
 * figure and adds none, adds no link, address, handle or markup, asks the reader for nothing the
 * answer did not, names no one the answer did not, and uses at most a few content words the answer
 * does not hold. Returns why it is refused, or null when it may reach the user.
 */
export function refuseRewording(original: string, rewritten: string): Refusal | null {
  // Compatibility forms read as what they show ('ｅｖｉｌ．ｔｅｓｔ' is 'evil.test'); invisible and
  // control characters (a zero-width space inside a link) have no place in an answer.
  const text = rewritten.normalize('NFKC').trim();
  if (text === '') return 'empty';
  if (/[\p{Cf}\p{Co}]|[^\P{Cc}\n\t]/u.test(text)) return 'markup';
  if (text.length > original.length * 1.5 + 80) return 'length';
  const before = figures(original);
  const after = figures(text);
  if (!before.every((n) => after.includes(n))) return 'figure_lost';
  if (!after.every((n) => before.includes(n))) return 'figure_added';
  if (anyNew(LINKS, original, text)) return 'link';
  if (anyNew(MARKUP, original, text)) return 'markup';
  if (anyNew(REQUESTS, normalize(original), normalize(text))) return 'request';
  const known = new Set(contentWords(original).map(stem));
  const ownNames = new Set(normalize(original).split(' ').map(stem));
  if (names(text).some((n) => n.split(' ').some((w) => !ownNames.has(stem(w))))) return 'new_name';
  const added = new Set(contentWords(text).filter((w) => !known.has(stem(w))));
  if ([...added].some((w) => NEGATIONS.has(w))) return 'new_words';
  return added.size > allowance(known.size) ? 'new_words' : null;
}
