import { describe, expect, it } from 'vitest';
import { mergeReadings, readOnce, rescaleWords } from './merge';
import type { OcrWord } from './tsv';

const word = (text: string, conf: number, x0: number, x1: number, y0 = 10, y1 = 30): OcrWord => ({
  text,
  conf,
  x0,
  x1,
  y0,
  y1,
  line: '1.1.1',
});
const texts = (words: OcrWord[]) => words.map((w) => w.text).sort();

describe('two readings of one capture, word by word (decision 037)', () => {
  it('keeps the first reading where the second is not clearly surer of a word', () => {
    const first = [word('Atlético', 80, 0, 100), word('Norte', 96, 110, 170)];
    const second = [word('Atiático', 72, 2, 101), word('Nurte', 60, 111, 171)];
    expect(texts(mergeReadings(first, second))).toEqual(['Atlético', 'Norte']);
  });

  it('takes the second reading where it is clearly surer (a bold title hollowed by the top-hats)', () => {
    const first = [word("r'orta", 41, 110, 170)];
    const second = [word('Norte', 95, 111, 171)];
    expect(texts(mergeReadings(first, second))).toEqual(['Norte']);
  });

  it("takes the second reading's numbers and same-length words on a near tie, not what it split", () => {
    const first = [word('19', 97, 0, 40), word('e', 96, 100, 120), word('area', 95, 200, 300)];
    const second = [word('10', 96, 1, 41), word('0', 91, 101, 121), word('área', 92, 201, 301)];
    expect(texts(mergeReadings(first, second))).toEqual(['0', '10', 'área']);
    expect(texts(mergeReadings([word('10', 90, 0, 40)], [word('do', 92, 0, 40)]))).toEqual(['10']);
    const name = [word('Fernández', 96, 0, 100)];
    expect(texts(mergeReadings(name, [word('Femández', 95, 0, 100)]))).toEqual(['Fernández']);
    const icon = [word('Fernández', 95, 0, 90, 10, 30), word('oo', 94, 80, 100, 12, 28)];
    expect(texts(mergeReadings(name, icon))).toEqual(['Fernández']);
  });

  it('weighs a word of one reading against the words of the other that cover it', () => {
    const first = [word('6.5', 62, 0, 60)];
    const second = [word('9', 95, 0, 20), word('.8', 90, 25, 60)];
    expect(texts(mergeReadings(first, second))).toEqual(['.8', '9']);
    expect(texts(mergeReadings(second, first))).toEqual(['.8', '9']);
  });

  it('adds what only the second reading saw when the engine was sure of it', () => {
    const first = [word('Tarjetas', 96, 0, 100)];
    const second = [word('Tarjetas', 97, 0, 100), word('0', 91, 300, 320), word('oo', 60, 400, 420)];
    expect(texts(mergeReadings(first, second))).toEqual(['0', 'Tarjetas']);
  });

  it('adds no letters only the second reading saw right before a name the first read cleanly', () => {
    const first = [word('Martín', 96, 60, 120), word('Ríos', 96, 130, 170)];
    expect(texts(mergeReadings(first, [word('do', 93, 20, 45)]))).toEqual(['Martín', 'Ríos']);
    expect(texts(mergeReadings([word('MARTÍN', 96, 60, 120)], [word('do', 93, 20, 45)]))).toEqual(['MARTÍN']);
    // A first name or an initial only the second reading saw is added; so are letters far from the name.
    expect(texts(mergeReadings(first, [word('Juan', 93, 10, 52)]))).toEqual(['Juan', 'Martín', 'Ríos']);
    expect(texts(mergeReadings(first, [word('J', 93, 40, 52)]))).toEqual(['J', 'Martín', 'Ríos']);
    expect(texts(mergeReadings(first, [word('do', 93, 300, 330)]))).toEqual(['Martín', 'Ríos', 'do']);
  });

  it('moves words read at another scale into the first reading’s pixels', () => {
    expect(rescaleWords([word('7.5', 90, 100, 150, 20, 40)], 2, 1.5)[0]).toMatchObject({
      x0: 75,
      x1: 112.5,
      y0: 15,
      y1: 30,
    });
  });
});

describe('one line read as two beside taller figures (decision 050)', () => {
  // 'Ferro Central' beside a score in boxes: the capitals' line 'F Central' (y 65–81) over 'erro Central'.
  const on = (line: string, w: OcrWord) => ({ ...w, line });
  const capitals = [
    on('1.1.1', word('F', 49, 857, 867, 65, 81)),
    on('1.1.1', word('Central', 83, 909, 971, 65, 81)),
  ];
  const lower = [
    on('1.1.2', word('erro', 96, 867, 903, 69, 81)),
    on('1.1.2', word('Central', 43, 920, 967, 69, 81)),
  ];

  it('keeps one word a place, the taller, and gives the lone capital back to its word', () => {
    const read = readOnce([...capitals, ...lower]);
    expect(read.map((w) => [w.text, w.x0, w.y0])).toEqual([
      ['Central', 909, 65],
      ['Ferro', 857, 65],
    ]);
  });

  it('leaves words of one line, and lines apart, as they are', () => {
    const table = [word('A', 90, 0, 10), word('ver', 90, 10, 40), word('Castro', 90, 0, 60, 40, 60)];
    expect(readOnce(table)).toEqual(table);
  });
});
