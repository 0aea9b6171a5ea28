import { words } from '@liga/domain';
import { sourceSeason } from '../rulebook';
import { link, type AskContext, type Grounded } from './context';
import { messages as M } from './messages';
import { rankedSections } from './queries';

/** Words that carry no meaning for retrieval (the 'spanish' configuration drops most others). */
const STOP = new Set(
  'que cual cuales cuanto cuanta cuantos cuantas como cuando donde quien hay puedo puede pueden se el la los las un una para por con del de en es son mi tu su sus'.split(' '),
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
};
const PREFIX = 5;

/** The question's content words (accents stripped; the stemmer treats "cláusula" and "clausula" alike). */
export function retrievalTerms(question: string): string[] {
  const base = words(question).filter((w) => w.length >= 3 && !STOP.has(w) && /^[a-z0-9]+$/.test(w));
  return [...new Set(base.flatMap((w) => [w, ...(SYNONYMS[w] ?? [])]))].slice(0, 16);
}

/** The lines of a section that share most words with the question: the quote an answer cites. */
export function bestQuote(text: string, terms: string[], maxLines = 2): string {
  const stems = terms.map((t) => t.slice(0, PREFIX));
  const lines = text
    .split(/\n+/)
    .map((l) => l.replace(/^[-*|#>\s]+/, '').replace(/[*_`]+/g, '').replace(/\s*\|\s*/g, ' ').trim())
    .filter((l) => l.length > 0 && !/^-+( -+)*$/.test(l));
  const scored = lines.map((line, i) => {
    const lw = words(line).map((w) => w.slice(0, PREFIX));
    return { line, i, score: stems.filter((s) => lw.includes(s)).length };
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
  const [best] = await rankedSections(ctx.db, source.id, terms);
  if (!best) return null;
  return {
    message: M.ruleQuote(best.title, bestQuote(best.text, terms)),
    sources: [link(M.source.rulebook(best.title), `/reglamento#${best.slug}`)],
  };
}
