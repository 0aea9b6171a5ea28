/**
 * Screen layouts of the varied set, as HTML that Chromium renders with real fonts. Four are for
 * tuning; the held-out ones (other structure, spacing, fonts, header words) are only meant to be
 * measured. 'filas' and 'resumen' were studied in decision 045's tuning; 'rejilla' was drawn after it,
 * measured once unseen, and studied in decision 046. More held-out layouts live in fresh-layouts.ts
 * ('aros', 'duelo'), fresh-layouts-3.ts ('fichas', 'tablero'), fresh-layouts-4.ts ('pizarra', 'paneles'),
 * fresh-layouts-5.ts ('dorsales', 'marcador') and fresh-layouts-6.ts ('consola', 'columnas'), the last
 * four files with web fonts of their own.
 */
import type { ExpectedPlayer } from '../render-ratings';
import type { Rng } from '../render-kit';
import { bandOf, esc, injuryHtml, marksHtml, page, ratingHtml, type Look } from './looks';

export interface Screen {
  w: number;
  h: number;
  look: Look;
  home: string;
  away: string;
  score: [number, number];
}
export interface RatingsScreen extends Screen {
  team: string;
  players: ExpectedPlayer[];
  /** How a zero goal or assist is printed. */
  zero: string;
  english: boolean;
}
export interface StatisticsScreen extends Screen {
  statistics: { stat: string; home_value: string; away_value: string }[];
  english: boolean;
}

export type SetName = 'tuning' | 'held-out';
interface Base {
  name: string;
  set: SetName;
  /** Fonts this layout draws with (held-out layouts use families tuning never sees). */
  fonts: readonly string[];
  portrait?: boolean;
  /** A ratings layout's own colours and size in place of the shared looks' ('rejilla'). */
  restyle?: (rng: Rng, look: Look, screen: { w: number; h: number }) => Look;
}
export type Layout =
  | (Base & { kind: 'player_ratings'; html: (rng: Rng, s: RatingsScreen) => string })
  | (Base & { kind: 'match_statistics'; html: (rng: Rng, s: StatisticsScreen) => string });

const TUNING_FONTS = ['DejaVu Sans', 'DejaVu Sans Condensed'] as const;
const HELD_OUT_FONTS = ['DejaVu Serif', 'DejaVu Sans Mono', 'DejaVu Serif Condensed'] as const;

const count = (n: number, zero: string) => (n ? String(n) : zero);
const scoreLine = (s: Screen, style: string, sep = '-') =>
  `<div style="${style}">${esc(s.home)}&nbsp;&nbsp;${s.score[0]} ${sep} ${s.score[1]}&nbsp;&nbsp;${esc(s.away)}</div>`;

/** A layout's page: the score line (in `scoreStyle`) on top, then `body`. */
const screen = (L: Look, s: Screen, scoreStyle: string, body: string, css?: string, sep?: string) =>
  page(L, s.w, s.h, scoreLine(s, scoreStyle, sep) + body, css);

/** A table's heading row, the name's heading left-aligned. */
const headRow = (heads: readonly string[]) =>
  `<tr>${heads.map((h, i) => `<th style="${i === 1 ? 'text-align:left' : ''}">${h}</th>`).join('')}</tr>`;

/** Tuning 1: the classic dark-or-light table, N° JUGADOR NOTA G A TARJ. LES. */
const classic: Layout = {
  name: 'clasica',
  set: 'tuning',
  kind: 'player_ratings',
  fonts: TUNING_FONTS,
  html: (rng, s) => {
    const L = s.look;
    const heads = s.english
      ? ['#', 'PLAYER', 'RATING', 'G', 'A', 'CARDS', 'INJ.']
      : ['N°', 'JUGADOR', 'NOTA', 'G', 'A', 'TARJ.', 'LES.'];
    const pad = `${L.size * 0.35}px ${L.size * rng.int(6, 14) * 0.1}px`;
    const rows = s.players
      .map(
        (p, i) =>
          `<tr style="background:${i % 2 ? L.stripe : 'transparent'}"><td style="color:${L.muted}">${p.shirt_number}</td>` +
          `<td style="text-align:left;font-weight:700">${esc(p.name)}</td><td>${ratingHtml(L, p.rating)}</td>` +
          `<td>${count(p.goals, s.zero)}</td><td>${count(p.assists, s.zero)}</td><td>${marksHtml(p)}</td><td>${injuryHtml(p.is_injured)}</td></tr>`,
      )
      .join('');
    const css = `td,th{padding:${pad};text-align:center;white-space:nowrap}th{color:${L.muted};font-size:0.8em}`;
    return screen(
      L,
      s,
      `font-size:1.3em;font-weight:700;margin:${L.size * 0.6}px`,
      `<div style="color:${L.accent};margin-bottom:${L.size * 0.5}px">${s.english ? 'PLAYER RATINGS' : 'VALORACIONES'} · ${esc(s.team)}</div>` +
        `<table style="background:${L.panel}">${headRow(heads)}${rows}</table>`,
      css,
    );
  },
};

/** Tuning 2: a card list with the rating last, in a box: # Jugador G A Nota, then the marks. */
const card: Layout = {
  name: 'tarjeta',
  set: 'tuning',
  kind: 'player_ratings',
  fonts: TUNING_FONTS,
  html: (rng, s) => {
    const L = { ...s.look, boxed: true };
    const heads = ['#', 'Jugador', 'Goles', 'Asist.', 'Nota', 'Tarjetas', 'Lesión'];
    const gap = L.size * rng.int(8, 16) * 0.1;
    const rows = s.players
      .map(
        (p) =>
          `<tr><td>${p.shirt_number}</td><td style="text-align:left">${esc(p.name)}</td><td>${count(p.goals, s.zero)}</td>` +
          `<td>${count(p.assists, s.zero)}</td><td>${ratingHtml(L, p.rating)}</td><td>${marksHtml(p)}</td><td>${injuryHtml(p.is_injured)}</td></tr>`,
      )
      .join('');
    const css =
      `td,th{padding:${L.size * 0.3}px ${gap}px;text-align:center;white-space:nowrap;border-bottom:1px solid ${L.stripe}}` +
      `th{font-weight:400;color:${L.muted}}`;
    return screen(
      L,
      s,
      `font-size:1.2em;margin:${L.size * 0.5}px;color:${L.accent}`,
      `<div style="background:${L.panel};border-radius:12px;padding:${L.size * 0.5}px"><table>${headRow(heads)}${rows}</table></div>`,
      css,
    );
  },
};

/** Tuning 3: match facts, value label value, with comparison bars. */
const bars: Layout = {
  name: 'barras',
  set: 'tuning',
  kind: 'match_statistics',
  fonts: TUNING_FONTS,
  html: (rng, s) => {
    const L = s.look;
    const width = Math.min(s.w * 0.9, L.size * rng.int(22, 30));
    const rows = s.statistics
      .map((r) => {
        const a = Number.parseFloat(r.home_value.replace(',', '.'));
        const b = Number.parseFloat(r.away_value.replace(',', '.'));
        const share = a / (a + b || 1);
        return (
          `<div style="display:flex;justify-content:space-between;align-items:center;width:${width}px;margin-top:${L.size * 0.4}px">` +
          `<b>${r.home_value}</b><span style="color:${L.muted}">${esc(r.stat)}</span><b>${r.away_value}</b></div>` +
          `<div style="display:flex;width:${width * 0.6}px;height:3px;margin-top:2px"><div style="width:${share * 100}%;background:${L.accent}"></div><div style="flex:1;background:${L.muted}"></div></div>`
        );
      })
      .join('');
    const title = s.english ? 'MATCH FACTS' : rng.pick(['ESTADÍSTICAS DEL PARTIDO', 'RESUMEN DEL PARTIDO']);
    return screen(
      L,
      s,
      `font-size:1.35em;font-weight:700;margin-top:${L.size * 0.6}px`,
      `<div style="color:${L.accent};font-size:0.8em;margin:${L.size * 0.3}px">${title}</div>` +
        `<div style="background:${L.panel};padding:${L.size * 0.5}px ${L.size}px;border-radius:8px;display:flex;flex-direction:column;align-items:center">${rows}</div>`,
    );
  },
};

/** Tuning 4: a phone's portrait list, Nº JUGADOR G A NOTA, the rating in a round pill. */
const phone: Layout = {
  name: 'movil',
  set: 'tuning',
  kind: 'player_ratings',
  fonts: TUNING_FONTS,
  portrait: true,
  html: (_rng, s) => {
    const L = { ...s.look, boxed: true };
    const heads = ['Nº', 'JUGADOR', 'G', 'A', 'NOTA', ''];
    const rows = s.players
      .map(
        (p) =>
          `<tr><td style="color:${L.muted}">${p.shirt_number}</td><td style="text-align:left;width:55%">${esc(p.name)}</td>` +
          `<td>${count(p.goals, s.zero)}</td><td>${count(p.assists, s.zero)}</td><td>${ratingHtml(L, p.rating, true)}</td><td>${marksHtml(p)}${injuryHtml(p.is_injured)}</td></tr>`,
      )
      .join('');
    const css = `table{width:96%}td,th{padding:${L.size * 0.35}px ${L.size * 0.3}px;text-align:center;white-space:nowrap}th{color:${L.muted};font-size:0.85em}tr{border-bottom:1px solid ${L.stripe}}`;
    return screen(
      L,
      s,
      `font-size:1.15em;font-weight:700;margin:${L.size * 0.8}px 0 ${L.size * 0.4}px`,
      `<table style="background:${L.panel}">${headRow(heads)}${rows}</table>`,
      css,
    );
  },
};

/** Held-out 1: full-width dark or light row bands, shirt numbers in circles, wide spacing, long headers. */
const bands: Layout = {
  name: 'filas',
  set: 'held-out',
  kind: 'player_ratings',
  fonts: HELD_OUT_FONTS,
  html: (rng, s) => {
    const L = { ...s.look, boxed: true };
    const heads = ['Nº', 'Jugador', 'Nota', 'Goles', 'Asistencias', 'Tarjetas', 'Lesión'];
    const gap = L.size * rng.int(10, 22) * 0.1;
    const row = L.dark ? ['#1e2a38', '#273647'] : ['#dfe6ee', '#ffffff'];
    const rows = s.players
      .map(
        (p, i) =>
          `<tr style="background:${row[i % 2]}"><td><span style="display:inline-block;min-width:${L.size * 1.6}px;border:1px solid ${L.muted};border-radius:999px">${p.shirt_number}</span></td>` +
          `<td style="text-align:left">${esc(p.name)}</td><td>${ratingHtml(L, p.rating)}</td><td>${count(p.goals, s.zero)}</td>` +
          `<td>${count(p.assists, s.zero)}</td><td>${marksHtml(p)}</td><td>${injuryHtml(p.is_injured)}</td></tr>`,
      )
      .join('');
    const css = `td,th{padding:${L.size * 0.25}px ${gap}px;text-align:center;white-space:nowrap}th{text-transform:uppercase;font-size:0.75em;letter-spacing:1px;color:${L.muted}}table{border-spacing:0 3px;border-collapse:separate}`;
    return screen(
      L,
      s,
      `font-size:1.25em;margin:${L.size * 0.5}px;letter-spacing:1px`,
      `<table>${headRow(heads)}${rows}</table>`,
      css,
      ':',
    );
  },
};

/** Held-out 2: match facts on a light or dark page, values in team-coloured pills, serif or mono type. */
const pills: Layout = {
  name: 'resumen',
  set: 'held-out',
  kind: 'match_statistics',
  fonts: HELD_OUT_FONTS,
  html: (rng, s) => {
    const L = s.look;
    const [homeColour, awayColour] = rng.pick([
      ['#0d47a1', '#b71c1c'],
      ['#1b5e20', '#4a148c'],
      ['#263238', '#e65100'],
    ]);
    const width = Math.min(s.w * 0.92, L.size * rng.int(20, 28));
    const pill = (v: string, c: string) =>
      `<span style="display:inline-block;min-width:${L.size * 3}px;text-align:center;background:${c};color:#fff;border-radius:999px;padding:${L.size * 0.1}px ${L.size * 0.4}px">${v}</span>`;
    const rows = s.statistics
      .map(
        (r) =>
          `<div style="display:flex;justify-content:space-between;align-items:center;width:${width}px;padding:${L.size * 0.25}px 0;border-bottom:1px solid ${L.stripe}">` +
          `${pill(r.home_value, homeColour)}<span>${esc(r.stat)}</span>${pill(r.away_value, awayColour)}</div>`,
      )
      .join('');
    return screen(
      L,
      s,
      `font-size:1.3em;margin:${L.size * 0.6}px 0`,
      `<div style="color:${L.muted};font-size:0.85em;margin-bottom:${L.size * 0.3}px">${s.english ? 'Statistics' : 'Estadísticas'}</div>${rows}`,
    );
  },
};

/** Fonts no other layout draws with: DejaVu's extra-light sans and its math family's text face. */
const GRID_FONTS = ['DejaVu Sans Light', 'DejaVu Math TeX Gyre'] as const;
const GRID_THEMES = {
  dark: [
    {
      bg: '#0f2027',
      panel: '#16323d',
      text: '#e8f4f2',
      muted: '#8fb3ad',
      accent: '#4dd0a8',
      stripe: '#1f4250',
    },
    {
      bg: '#2b1d0e',
      panel: '#3a2814',
      text: '#fff3e0',
      muted: '#c9a67a',
      accent: '#ffb300',
      stripe: '#4a341c',
    },
  ],
  light: [
    {
      bg: '#eef7ee',
      panel: '#ffffff',
      text: '#17301c',
      muted: '#5b7a60',
      accent: '#2e7d32',
      stripe: '#e0efe1',
    },
    {
      bg: '#fdf0f3',
      panel: '#fffafb',
      text: '#3a1020',
      muted: '#8a5a6a',
      accent: '#ad1457',
      stripe: '#f6dfe6',
    },
  ],
};
/** Badge colours from the best band down: pale tints with dark digits, deep ones with white digits. */
const GRID_BADGES = {
  pale: ['#4dd0e1', '#aed581', '#ffe082', '#ffab91'] as [string, string, string, string],
  deep: ['#00796b', '#3949ab', '#ef6c00', '#8e24aa'] as [string, string, string, string],
};
const CRESTS = [
  ['#c62828', '#ffffff'],
  ['#1565c0', '#ffd600'],
  ['#2e7d32', '#000000'],
  ['#6a1b9a', '#ff9800'],
] as const;

/**
 * Held-out 3: the squad split into two side-by-side tables, each with its own header row
 * (Nº JUGADOR NOTA G A, or No. PLAYER RATING G A), a team-crest column, striped rows, ratings in
 * hexagonal badges; the teams and score in a bar with the score boxed. Drawn after decision 045.
 */
const grid: Layout = {
  name: 'rejilla',
  set: 'held-out',
  kind: 'player_ratings',
  fonts: GRID_FONTS,
  restyle: (rng, look, { w }) => {
    const deep = rng.chance(0.5);
    return {
      ...look,
      ...rng.pick(look.dark ? GRID_THEMES.dark : GRID_THEMES.light),
      // Two tables side by side need about 60 em of width.
      size: Math.max(12, Math.min(look.size, Math.floor(w / 62))),
      bands: deep ? GRID_BADGES.deep : GRID_BADGES.pale,
      boxed: true,
      boxText: deep ? '#ffffff' : '#1a1a1a',
    };
  },
  html: (rng, s) => {
    const L = s.look;
    const [crestFill, crestBand] = rng.pick(CRESTS);
    const crest = `<span style="display:inline-block;width:${L.size * 0.9}px;height:${L.size * 1.05}px;vertical-align:middle;background:linear-gradient(135deg,${crestFill} 60%,${crestBand} 60%);clip-path:polygon(0 0,100% 0,100% 60%,50% 100%,0 60%)"></span>`;
    const badge = (rating: number) =>
      `<span style="display:inline-block;min-width:${L.size * 2.8}px;padding:${L.size * 0.15}px ${L.size * 0.5}px;background:${bandOf(L, rating)};color:${L.boxText};text-align:center;clip-path:polygon(18% 0,82% 0,100% 50%,82% 100%,18% 100%,0 50%)">${rating.toFixed(1)}</span>`;
    const heads = s.english
      ? ['No.', '', 'PLAYER', 'RATING', 'G', 'A', '']
      : ['Nº', '', 'JUGADOR', 'NOTA', 'G', 'A', ''];
    const head = `<tr>${heads.map((h, i) => `<th style="${i === 2 ? 'text-align:left' : ''}">${h}</th>`).join('')}</tr>`;
    const table = (players: ExpectedPlayer[]) =>
      `<table>${head}${players
        .map(
          (p, i) =>
            `<tr style="background:${i % 2 ? L.stripe : L.panel}"><td>${p.shirt_number}</td><td>${crest}</td>` +
            `<td style="text-align:left">${esc(p.name)}</td><td>${badge(p.rating)}</td><td>${count(p.goals, s.zero)}</td>` +
            `<td>${count(p.assists, s.zero)}</td><td>${marksHtml(p)}${injuryHtml(p.is_injured)}</td></tr>`,
        )
        .join('')}</table>`;
    const half = Math.ceil(s.players.length / 2);
    const css =
      `td,th{padding:${L.size * 0.3}px ${L.size * 0.45}px;text-align:center;white-space:nowrap}` +
      `th{color:${L.accent};font-size:0.8em;border-bottom:2px solid ${L.accent}}`;
    const bar =
      `<div style="display:flex;align-items:center;gap:${L.size}px;margin:${L.size * 0.6}px 0;padding:${L.size * 0.3}px ${L.size}px;background:${L.panel};border-radius:${L.size}px">` +
      `<span>${esc(s.home)}</span><span style="border:2px solid ${L.accent};padding:0 ${L.size * 0.4}px">${s.score[0]} – ${s.score[1]}</span><span>${esc(s.away)}</span></div>`;
    const title = `<div style="color:${L.muted};font-size:0.85em;margin-bottom:${L.size * 0.4}px">${s.english ? 'Match ratings' : 'Notas del partido'} · ${esc(s.team)}</div>`;
    return page(
      L,
      s.w,
      s.h,
      `${bar}${title}<div style="display:flex;gap:${L.size * 1.5}px;align-items:flex-start">${table(s.players.slice(0, half))}${table(s.players.slice(half))}</div>`,
      css,
    );
  },
};

export const LAYOUTS: readonly Layout[] = [classic, card, bars, phone, bands, pills, grid];
