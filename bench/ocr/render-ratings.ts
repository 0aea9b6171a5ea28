/** The player-ratings screen: a table of shirt number, name, rating, goals, assists, cards and injury. */
import { displayName, type NameStyle } from './names';
import { background, rect, text, type Rng } from './render-kit';
import type { ScreenOptions } from './render-statistics';

export interface ExpectedPlayer {
  shirt_number: number;
  name: string;
  rating: number;
  goals: number;
  assists: number;
  amarillas: number;
  rojas: number;
  is_injured: boolean;
  /** The registered full name the row stands for (for the matching measure). */
  registered: string;
}

export interface RatingsExpectation {
  kind: 'player_ratings';
  teams: { home: string; away: string };
  /** The team whose players the table lists. */
  team: string;
  players: ExpectedPlayer[];
}

/** Rating bands: 8 or more, 7 or more, 6 or more, below 6. */
const band = (rating: number) =>
  rating >= 8 ? '#2ecc71' : rating >= 7 ? '#a3e05f' : rating >= 6 ? '#f4c542' : '#ff5a4f';

const HEADERS = {
  es: ['N°', 'JUGADOR', 'NOTA', 'G', 'A', 'TARJ.', 'LES.'],
  es2: ['#', 'Jugador', 'Val.', 'Goles', 'Asist.', 'Tarjetas', 'Lesión'],
  en: ['#', 'PLAYER', 'RATING', 'G', 'A', 'CARDS', 'INJ.'],
} as const;

/** Goals add up to the team's score and assists stay below it, as the statistics form requires. */
export function playerLines(
  rng: Rng,
  names: string[],
  style: NameStyle | 'mixed' | ((registered: string) => NameStyle),
  score: number,
): ExpectedPlayer[] {
  const shirts = rng.shuffle(Array.from({ length: 40 }, (_, i) => i + 1)).slice(0, names.length);
  const goals = Array<number>(names.length).fill(0);
  const assists = Array<number>(names.length).fill(0);
  for (let g = 0; g < score; g++) {
    goals[rng.int(0, names.length - 1)]! += 1;
    if (rng.chance(0.7)) assists[rng.int(0, names.length - 1)]! += 1;
  }
  return names.map((registered, i) => {
    const rojas = rng.chance(0.05) ? 1 : 0;
    return {
      shirt_number: shirts[i]!,
      name: displayName(
        registered,
        typeof style === 'function'
          ? style(registered)
          : style === 'mixed'
            ? rng.pick(['full', 'initial', 'surname'] as const)
            : style,
      ),
      rating: rng.int(45, 98) / 10,
      goals: goals[i]!,
      assists: assists[i]!,
      amarillas: rojas ? 0 : rng.chance(0.2) ? (rng.chance(0.2) ? 2 : 1) : 0,
      rojas,
      is_injured: rng.chance(0.1),
      registered,
    };
  });
}

/** A yellow or red card drawn as game HUDs do: a small upright filled rectangle. */
const card = (x: number, y: number, size: number, fill: string) =>
  rect(x, y - size * 0.78, size * 0.55, size * 0.78, fill, 1.5);

/** The injury mark: a red cross. */
const cross = (cx: number, cy: number, size: number) => {
  const arm = size * 0.72;
  const bar = size * 0.26;
  return (
    rect(cx - bar / 2, cy - arm / 2, bar, arm, '#e53935') +
    rect(cx - arm / 2, cy - bar / 2, arm, bar, '#e53935')
  );
};

export function renderRatings(
  rng: Rng,
  o: ScreenOptions & { squad: string[]; team: string; nameStyle?: (registered: string) => NameStyle },
): { svg: string; expected: RatingsExpectation } {
  const portrait = o.h > o.w;
  const count = Math.min(o.squad.length, rng.int(11, portrait ? 18 : 14));
  const picked = rng.pick(['full', 'initial', 'surname', 'upper-surname', 'mixed'] as const);
  const style = o.nameStyle ?? picked;
  const teamScore = o.team === o.home ? o.score[0] : o.score[1];
  const players = playerLines(rng, rng.shuffle(o.squad).slice(0, count), style, teamScore);
  const headers = rng.pick([HEADERS.es, HEADERS.es2, HEADERS.en]);
  const zero = rng.pick(['0', '-', '']);
  const pill = rng.chance(0.35);

  const { svg: bg, accent } = background(rng, o.w, o.h);
  const unit = Math.min(o.w, o.h) / 720;
  const titleSize = Math.round((portrait ? 28 : 30) * unit * (0.9 + rng.next() * 0.2));
  const headerY = o.h * (portrait ? 0.05 : 0.08);
  const top = o.h * (portrait ? 0.15 : 0.25);
  const rowH = Math.min(46 * unit, (o.h * 0.95 - top) / count);
  const size = Math.round(Math.min(rowH * 0.6, (portrait ? 26 : 22) * unit) * (0.9 + rng.next() * 0.15));
  const panelW = portrait ? o.w * 0.94 : o.w * (0.62 + rng.next() * 0.12);
  const panelX = (o.w - panelW) / 2;
  // Column anchors as shares of the panel: number, name (left), rating, goals, assists, cards, injury.
  const cols = portrait
    ? [0.05, 0.12, 0.56, 0.67, 0.76, 0.86, 0.95]
    : [0.04, 0.1, 0.5, 0.62, 0.71, 0.82, 0.93];
  const x = (i: number) => panelX + panelW * cols[i]!;
  const light = rng.pick(['#ffffff', '#eef2f7']);
  const muted = rng.pick(['#9fb0c3', '#a9b4c2', '#b0bec5']);

  let svg = bg + rect(panelX, top - rowH * 1.7, panelW, rowH * (count + 1.9), '#000000', 10, 0.25);
  svg += text(o.w / 2, headerY, `${o.home}  ${o.score[0]} - ${o.score[1]}  ${o.away}`, {
    font: o.font,
    size: titleSize,
    fill: light,
    weight: 'bold',
    anchor: 'middle',
  });
  const title = headers === HEADERS.en ? `PLAYER RATINGS · ${o.team}` : `VALORACIONES · ${o.team}`;
  svg += text(o.w / 2, headerY + titleSize * 1.5, title, {
    font: o.font,
    size: Math.round(titleSize * 0.62),
    fill: accent,
    anchor: 'middle',
  });
  const head = { font: o.font, size: Math.round(size * 0.8), fill: muted, weight: 'bold' as const };
  const headY = top - rowH * 0.9;
  headers.forEach(
    (label, i) => (svg += text(x(i), headY, label, { ...head, anchor: i === 1 ? 'start' : 'middle' })),
  );

  players.forEach((p, i) => {
    const y = top + i * rowH;
    if (i % 2 === 1) svg += rect(panelX + 6, y - rowH * 0.7, panelW - 12, rowH, '#ffffff', 3, 0.05);
    const body = { font: o.font, size, fill: light };
    svg += text(x(0), y, String(p.shirt_number), { ...body, fill: muted, anchor: 'middle' });
    svg += text(x(1), y, p.name, { ...body, weight: 'bold' });
    const rating = p.rating.toFixed(1);
    if (pill) {
      svg += rect(x(2) - size * 1.05, y - size * 0.95, size * 2.1, size * 1.25, band(p.rating), 4);
      svg += text(x(2), y, rating, { ...body, fill: '#111111', weight: 'bold', anchor: 'middle' });
    } else {
      svg += text(x(2), y, rating, { ...body, fill: band(p.rating), weight: 'bold', anchor: 'middle' });
    }
    svg += text(x(3), y, p.goals ? String(p.goals) : zero, { ...body, anchor: 'middle' });
    svg += text(x(4), y, p.assists ? String(p.assists) : zero, { ...body, anchor: 'middle' });
    const cards = [...Array<string>(p.amarillas).fill('#f7d21e'), ...Array<string>(p.rojas).fill('#e02424')];
    cards.forEach((fill, k) => (svg += card(x(5) - size * 0.45 + k * size * 0.75, y, size, fill)));
    if (p.is_injured) svg += cross(x(6), y - size * 0.35, size);
  });

  return {
    svg,
    expected: { kind: 'player_ratings', teams: { home: o.home, away: o.away }, team: o.team, players },
  };
}
