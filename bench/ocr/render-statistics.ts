/** The match-statistics screen: score header, then one row per statistic with home and away values. */
import { background, rect, text, type Rng } from './render-kit';

export interface StatisticsExpectation {
  kind: 'match_statistics';
  teams: { home: string; away: string };
  statistics: { stat: string; home_value: string; away_value: string }[];
}

/** A statistic's two values; `separator` is the decimal one of the menu's language. */
type Values = (rng: Rng, separator: string) => [string, string];
const counts =
  (min: number, max: number): Values =>
  (rng) => [String(rng.int(min, max)), String(rng.int(min, max))];
const percent: Values = (rng) => {
  const home = rng.int(30, 70);
  return [`${home}%`, `${100 - home}%`];
};
const accuracy: Values = (rng) => [`${rng.int(62, 93)}%`, `${rng.int(62, 93)}%`];
const decimal: Values = (rng, separator) => [
  (rng.int(1, 38) / 10).toFixed(1).replace('.', separator),
  (rng.int(1, 38) / 10).toFixed(1).replace('.', separator),
];

/**
 * Each statistic with its Spanish and English labels as game menus print them (null: the English menus
 * do not show it); the last ones are not in any dictionary.
 */
const STATISTICS: [spanish: string, english: string | null, Values][] = [
  ['Posesión', 'Possession', percent],
  ['Tiros', 'Shots', counts(3, 22)],
  ['Tiros a puerta', 'Shots on Target', counts(0, 11)],
  ['Goles esperados', 'Expected Goals', decimal],
  ['Pases', 'Passes', counts(180, 690)],
  ['Precisión de pases', 'Pass Accuracy', accuracy],
  ['Entradas', 'Tackles', counts(5, 30)],
  ['Entradas ganadas', null, counts(2, 20)],
  ['Faltas', 'Fouls Committed', counts(2, 18)],
  ['Tarjetas amarillas', 'Yellow Cards', counts(0, 5)],
  ['Tarjetas rojas', 'Red Cards', counts(0, 1)],
  ['Fueras de juego', 'Offsides', counts(0, 6)],
  ['Córners', 'Corners', counts(0, 12)],
  ['Tiros libres', null, counts(1, 14)],
  ['Paradas', 'Saves', counts(0, 9)],
  ['Intercepciones', 'Interceptions', counts(3, 25)],
  ['Regates', null, counts(2, 19)],
  ['Centros al área', null, counts(3, 24)],
];

export type Value = (rng: Rng) => [string, string];
/** Each language's labels with their values, in the table's order (the English menus show fewer). */
export const SPANISH: [string, Value][] = STATISTICS.map(([label, , values]) => [
  label,
  (rng) => values(rng, ','),
]);
export const ENGLISH: [string, Value][] = STATISTICS.filter(([, english]) => english !== null).map(
  ([, label, values]) => [label!, (rng) => values(rng, '.')],
);

export interface ScreenOptions {
  w: number;
  h: number;
  font: string;
  home: string;
  away: string;
  score: [number, number];
}

export function renderStatistics(
  rng: Rng,
  o: ScreenOptions,
): { svg: string; expected: StatisticsExpectation } {
  const english = rng.chance(0.25);
  const pool = english ? ENGLISH : SPANISH;
  const portrait = o.h > o.w;
  const count = rng.int(7, portrait ? 12 : Math.min(10, Math.floor((o.h * 0.66) / (o.h / 16))));
  const chosen = rng.shuffle(pool.map((_, i) => i)).slice(0, count);
  chosen.sort((a, b) => a - b);
  const rows = chosen.map((i) => {
    const [stat, value] = pool[i]!;
    const [home_value, away_value] = value(rng);
    return { stat, home_value, away_value };
  });

  const { svg: bg, accent } = background(rng, o.w, o.h);
  const unit = Math.min(o.w, o.h) / 720;
  const titleSize = Math.round((portrait ? 30 : 34) * unit * (0.9 + rng.next() * 0.2));
  const bodySize = Math.round((portrait ? 26 : 24) * unit * (0.85 + rng.next() * 0.3));
  const panelW = portrait ? o.w * 0.92 : o.w * (0.55 + rng.next() * 0.15);
  const panelX = (o.w - panelW) / 2;
  const top = o.h * (portrait ? 0.16 : 0.22);
  const rowH = Math.min(bodySize * 2.3, (o.h * 0.92 - top) / rows.length);
  const bars = rng.chance(0.5);
  const title = english ? 'MATCH FACTS' : rng.pick(['ESTADÍSTICAS DEL PARTIDO', 'RESUMEN DEL PARTIDO']);
  const light = rng.pick(['#ffffff', '#f2f4f8', '#e8eef5']);
  const label = rng.pick(['#c9d3df', '#b8c4d0', '#d7dce2']);

  let svg = bg + rect(panelX, top - rowH * 0.8, panelW, rowH * (rows.length + 0.6), '#ffffff', 12, 0.05);
  const headerY = o.h * (portrait ? 0.06 : 0.1);
  const score = `${o.score[0]} - ${o.score[1]}`;
  if (portrait) {
    svg += text(o.w / 2, headerY, `${o.home}  ${score}  ${o.away}`, {
      font: o.font,
      size: Math.round(titleSize * 0.8),
      fill: light,
      weight: 'bold',
      anchor: 'middle',
    });
  } else {
    svg += text(o.w / 2 - titleSize * 2, headerY, o.home, {
      font: o.font,
      size: titleSize,
      fill: light,
      weight: 'bold',
      anchor: 'end',
    });
    svg += rect(
      o.w / 2 - titleSize * 1.4,
      headerY - titleSize * 1.05,
      titleSize * 2.8,
      titleSize * 1.5,
      accent,
      6,
      0.25,
    );
    svg += text(o.w / 2, headerY, score, {
      font: o.font,
      size: titleSize,
      fill: light,
      weight: 'bold',
      anchor: 'middle',
    });
    svg += text(o.w / 2 + titleSize * 2, headerY, o.away, {
      font: o.font,
      size: titleSize,
      fill: light,
      weight: 'bold',
    });
  }
  svg += text(o.w / 2, headerY + titleSize * 1.6, title, {
    font: o.font,
    size: Math.round(titleSize * 0.6),
    fill: accent,
    anchor: 'middle',
  });

  rows.forEach((row, i) => {
    const y = top + i * rowH;
    if (i % 2 === 0) svg += rect(panelX + 8, y - rowH * 0.62, panelW - 16, rowH * 0.9, '#ffffff', 4, 0.04);
    const value = { font: o.font, size: bodySize, fill: light, weight: 'bold' as const };
    svg += text(panelX + panelW * 0.06, y, row.home_value, value);
    svg += text(panelX + panelW * 0.94, y, row.away_value, { ...value, anchor: 'end' });
    svg += text(o.w / 2, y, row.stat, {
      font: o.font,
      size: Math.round(bodySize * 0.92),
      fill: label,
      anchor: 'middle',
    });
    if (bars) {
      // Thin comparison bars under the label, as match-facts screens draw them.
      const share =
        Number.parseFloat(row.home_value) /
        (Number.parseFloat(row.home_value) + Number.parseFloat(row.away_value) || 1);
      const barW = panelW * 0.5;
      const barX = o.w / 2 - barW / 2;
      const barY = y + bodySize * 0.35;
      svg += rect(barX, barY, barW * share, 3 * unit, accent, 1, 0.8);
      svg += rect(barX + barW * share, barY, barW * (1 - share), 3 * unit, '#7f8c8d', 1, 0.6);
    }
  });

  return {
    svg,
    expected: { kind: 'match_statistics', teams: { home: o.home, away: o.away }, statistics: rows },
  };
}
