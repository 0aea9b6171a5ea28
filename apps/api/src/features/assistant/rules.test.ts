import { describe, expect, it } from 'vitest';
import { bestQuote, logicalLines, retrievalTerms } from './rules';

const CA_CAPS = `El promedio de CA de los 16 mejores jugadores del plantel no puede superar:

| División | Tope |
| --- | --- |
| Primera | 160 |
| Segunda | 153 |

Si un plantel tiene menos de 16 jugadores, el promedio se calcula con los que tiene.`;

describe('quoting the rule book', () => {
  it('reads a table as one sentence joined to the line that introduces it', () => {
    expect(logicalLines(CA_CAPS).filter(Boolean)).toEqual([
      'El promedio de CA de los 16 mejores jugadores del plantel no puede superar: Primera: 160; Segunda: 153.',
      'Si un plantel tiene menos de 16 jugadores, el promedio se calcula con los que tiene.',
    ]);
  });

  it('names each cell by its header when a table has more than two columns', () => {
    const text = '| Demora | Sanción | Multa |\n| --- | --- | --- |\n| 24 h | apercibimiento | 0 |';
    expect(logicalLines(text)).toEqual(['Demora 24 h, Sanción apercibimiento, Multa 0.']);
  });

  it.each([
    ['¿Cuál es el tope de CA?', 'Primera: 160; Segunda: 153'],
    ['¿Cuál es el tope de CA en Segunda?', 'Segunda: 153'],
  ])('quotes the rows for %s, not the header', (question, rows) => {
    const quote = bestQuote(CA_CAPS, retrievalTerms(question));
    expect(quote).toContain(rows);
    expect(quote).not.toMatch(/División|Tope \|/);
  });
});
