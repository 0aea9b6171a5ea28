import { words } from '@liga/domain';
import { sourceSeason } from '../rulebook';
import { link, type AskContext, type Grounded } from './context';
import { messages as M } from './messages';
import { rankedSections } from './queries';

/** Words that carry no meaning for retrieval (the 'spanish' configuration drops most others). */
const STOP = new Set(
  'que cual cuales cuanto cuanta cuantos cuantas como cuando donde quien hay puedo puede pueden se el la los las un una para por con del de en es son mi tu su sus'.split(
    ' ',
  ),
);
/** How managers say what the rule book words differently. */
const SYNONYMS: Record<string, string[]> = {
  tarjeta: ['amarillas', 'roja'],
  tarjetas: ['amarillas', 'roja'],
  expulsion: ['roja'],
  expulsado: ['roja'],
  sancion: ['suspensiones'],
  sanciones: ['suspensiones'],
  suspendido: ['suspensiones'],
  clausula: ['clausula', 'rescision'],
  pagar: ['pago', 'efectivo'],
  inscribir: ['inscribe', 'lista'],
  registrar: ['inscribe', 'lista', 'registrado'],
  candado: ['bloqueado', 'candados'],
  apostar: ['apuesta'],
  retirar: ['retiro'],
  postergar: ['postergarse'],
  tope: ['tope', 'promedio'],
  campeon: ['premios', 'campeon'],
  premio: ['premios'],
  tarde: ['demoras', 'demora'],
  atraso: ['demoras', 'demora'],
  cobro: ['paga'],
  cobra: ['paga'],
  cobrar: ['paga'],
  apuesto: ['apuesta'],
  jugada: ['apuesta'],
};
const PREFIX = 5;
/** Words too common in the rule book to carry a match on their own ("¿quién ganó el mundial?"). */
const WEAK = new Set(
  'gano gana ganar partido partidos equipo equipos jugador jugadores hacer tiene tienen pasa liga'.split(' '),
);

/** How many meaningful words of the question a section holds: 0 means it is not the answer. */
function coverage(text: string, terms: string[]): number {
  const prefixes = new Set(words(text).map((w) => w.slice(0, PREFIX)));
  return new Set(
    terms.filter((t) => !WEAK.has(t) && prefixes.has(t.slice(0, PREFIX))).map((t) => t.slice(0, PREFIX)),
  ).size;
}

/** The question's content words (accents stripped; the stemmer treats "cláusula" and "clausula" alike). */
export function retrievalTerms(question: string): string[] {
  const base = words(question).filter(
    (w) => (w.length >= 3 || w === 'ca') && !STOP.has(w) && /^[a-z0-9]+$/.test(w),
  );
  return [...new Set(base.flatMap((w) => [w, ...(SYNONYMS[w] ?? [])]))].slice(0, 16);
}

const cellsOf = (row: string) =>
  row
    .replace(/^\s*\||\|\s*$/g, '')
    .split('|')
    .map((c) => c.trim());

/**
 * A section's lines with each Markdown table made one sentence ('Primera: 150; Segunda: 153', the
 * header dropped) and joined to the line that introduces it ('… no puede superar:'), so a quote
 * carries the table's figures instead of stopping at its header.
 */
export function logicalLines(text: string): string[] {
  const out: string[] = [];
  let rows: string[][] = [];
  const flush = () => {
    const [header, ...body] = rows;
    rows = [];
    if (!header) return;
    const sentence = (body.length ? body : [header])
      .map((r) =>
        r.length === 2 ? `${r[0]}: ${r[1]}` : r.map((c, i) => `${header[i] ?? ''} ${c}`.trim()).join(', '),
      )
      .join('; ');
    const intro = out.at(-1);
    if (intro !== undefined && /:\s*$/.test(intro)) out[out.length - 1] = `${intro} ${sentence}.`;
    else out.push(`${sentence}.`);
  };
  for (const line of text.split(/\n+/)) {
    if (!line.trim().startsWith('|')) {
      flush();
      out.push(line);
    } else if (!cellsOf(line).every((c) => /^:?-+:?$/.test(c))) rows.push(cellsOf(line));
  }
  flush();
  return out;
}

/** The lines of a section that share most words with the question: the quote an answer cites. */
export function bestQuote(text: string, terms: string[], maxLines = 2): string {
  const stems = [...new Set(terms.map((t) => t.slice(0, PREFIX)))];
  const lines = logicalLines(text)
    .map((l) =>
      l
        .replace(/^[-*|#>\s]+/, '')
        .replace(/[*_`]+/g, '')
        .trim(),
    )
    .filter((l) => l.length > 0);
  const lineWords = lines.map((l) => new Set(words(l).map((w) => w.slice(0, PREFIX))));
  // A word in few lines says more about which line answers ("Primera" beats "promedio").
  const weight = (s: string) => 1 / Math.max(1, lineWords.filter((lw) => lw.has(s)).length);
  const scored = lines.map((line, i) => {
    const matched = stems.filter((s) => lineWords[i]!.has(s)).reduce((n, s) => n + weight(s), 0);
    // A line with a figure is what "¿cuánto…?" wants: it wins a tie.
    return { line, i, score: matched > 0 ? matched + (/\d/.test(line) ? 0.5 : 0) : 0 };
  });
  const best = scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, maxLines)
    .sort((a, b) => a.i - b.i);
  return (best.length ? best : scored.slice(0, 1)).map((s) => s.line).join(' ');
}

/** Answers from the rule book: the best-ranked section of the active season's rule book, quoted. */
export async function answerFromRules(ctx: AskContext): Promise<Grounded | null> {
  if (!ctx.season) return null;
  const source = await sourceSeason(ctx.db, ctx.season);
  if (!source) return null;
  const terms = retrievalTerms(ctx.question);
  // PostgreSQL ranks by frequency; the section holding most of the question's words answers it.
  const [best] = (await rankedSections(ctx.db, source.id, terms, 5))
    .map((s, i) => ({ ...s, i, covered: coverage(`${s.title} ${s.text}`, terms) }))
    .sort((a, b) => b.covered - a.covered || a.i - b.i);
  if (!best || best.covered === 0) return null;
  return {
    message: M.ruleQuote(best.title, bestQuote(best.text, terms)),
    sources: [link(M.source.rulebook(best.title), `/reglamento#${best.slug}`)],
  };
}
