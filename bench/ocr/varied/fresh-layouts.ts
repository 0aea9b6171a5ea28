/**
 * Two fresh held-out layouts, drawn without looking at how the recognizer reads screens: a ratings
 * table in another game's style (rating first, in a ring; name, position, shirt number after it;
 * vertical rules) and match facts with the label above a split bar and the values at its ends.
 * Only DejaVu is installed here and every DejaVu family is taken by the other layouts, so these draw
 * with faces none of them uses: bold oblique sans (ratings) and italic serif (statistics).
 */
import type { Layout } from './layouts';
import { bandOf, esc, injuryHtml, marksHtml, page, type Look } from './looks';

const count = (n: number, zero: string) => (n ? String(n) : zero);

/** Sports-broadcast themes of their own: pitch green and slate (dark), chalk and sand (light). */
const RING_THEMES = {
  dark: [
    {
      bg: '#0c2416',
      panel: '#123320',
      text: '#f1fff4',
      muted: '#93c2a2',
      accent: '#c6ff3d',
      stripe: '#2c5a3d',
    },
    {
      bg: '#1b1f27',
      panel: '#242a35',
      text: '#f5f7fa',
      muted: '#a3acba',
      accent: '#ff4f7b',
      stripe: '#3b4557',
    },
  ],
  light: [
    {
      bg: '#f7f7f2',
      panel: '#ffffff',
      text: '#1d1d1b',
      muted: '#6b6b63',
      accent: '#d32f2f',
      stripe: '#c9c9bf',
    },
    {
      bg: '#f1ede4',
      panel: '#fbf9f4',
      text: '#1e2a33',
      muted: '#5f6f7a',
      accent: '#0277bd',
      stripe: '#c4bcaa',
    },
  ],
};
/** Ring colours from the best band down, chosen to read as digits on each theme's background. */
const RING_BANDS = {
  dark: ['#3ddc84', '#b2ee4f', '#ffc93c', '#ff6b5e'] as [string, string, string, string],
  light: ['#13803d', '#5a8f00', '#b36b00', '#c62828'] as [string, string, string, string],
};
const POSITIONS = {
  es: ['POR', 'DEF', 'MED', 'DEL'],
  en: ['GK', 'DEF', 'MID', 'FWD'],
} as const;

/**
 * Held-out 4: VAL. NOMBRE POS DORSAL GOLES ASIST. TARJ. ESTADO (RTG NAME POS NO. GLS AST CARDS FIT),
 * the rating first inside a ring (or a filled disc) of its band's colour, the shirt number after the
 * name, a position column that is not read, vertical rules between columns and no row stripes, the
 * heading row on an accent bar; the score as a broadcast bug above, the team in a tab.
 */
const rings: Layout = {
  name: 'aros',
  set: 'held-out',
  kind: 'player_ratings',
  fonts: ['DejaVu Sans Condensed', 'DejaVu Sans'],
  restyle: (rng, look, { h }) => {
    const theme = rng.pick(look.dark ? RING_THEMES.dark : RING_THEMES.light);
    return {
      ...look,
      ...theme,
      // Up to 15 rows of rings and two lines above them.
      size: Math.max(12, Math.min(look.size, Math.floor((h * 0.9) / (20 * 1.75)))),
      bands: look.dark ? RING_BANDS.dark : RING_BANDS.light,
      boxText: look.dark ? '#0b0b0b' : '#ffffff',
    };
  },
  html: (rng, s) => {
    const L = s.look;
    const filled = L.boxed;
    const ring = (rating: number) => {
      const c = bandOf(L, rating);
      const d = L.size * (filled ? 2.2 : 2.6);
      const style = filled
        ? `background:${c};color:${L.boxText}`
        : `border:${Math.max(2, Math.round(L.size * 0.14))}px solid ${c};color:${c}`;
      return `<span style="display:inline-flex;align-items:center;justify-content:center;width:${d}px;height:${L.size * 1.55}px;border-radius:999px;font-size:0.9em;${style}">${rating.toFixed(1)}</span>`;
    };
    const heads = s.english
      ? ['RTG', 'NAME', 'POS', 'NO.', 'GLS', 'AST', 'CARDS', 'FIT']
      : ['VAL.', 'NOMBRE', 'POS', 'DORSAL', 'GOLES', 'ASIST.', 'TARJ.', 'ESTADO'];
    const positions = s.english ? POSITIONS.en : POSITIONS.es;
    const rows = s.players
      .map(
        (p) =>
          `<tr><td>${ring(p.rating)}</td><td class="n">${esc(p.name)}</td>` +
          `<td class="m">${rng.pick(positions)}</td><td>${p.shirt_number}</td>` +
          `<td>${count(p.goals, s.zero)}</td><td>${count(p.assists, s.zero)}</td>` +
          `<td>${marksHtml(p)}</td><td>${injuryHtml(p.is_injured)}</td></tr>`,
      )
      .join('');
    const pad = L.size * rng.int(5, 10) * 0.1;
    const css =
      `body{font-style:oblique;font-weight:700}` +
      `td,th{padding:${L.size * 0.12}px ${pad}px;text-align:center;white-space:nowrap;border-left:1px solid ${L.stripe};line-height:1.2}` +
      `td:first-child,th:first-child{border-left:none}td.n{text-align:left;font-weight:400}td.m{color:${L.muted};font-size:0.8em}` +
      `th{background:${L.accent};color:${L.dark ? '#111111' : '#ffffff'};font-size:0.78em;letter-spacing:0.5px;padding-top:${L.size * 0.25}px;padding-bottom:${L.size * 0.25}px}` +
      `th:nth-child(2){text-align:left}table{border-bottom:3px solid ${L.accent}}`;
    const bug =
      `<div style="display:flex;align-items:stretch;margin:${L.size * 0.5}px 0 ${L.size * 0.4}px;font-size:1.1em">` +
      `<span style="background:${L.panel};padding:${L.size * 0.15}px ${L.size * 0.6}px">${esc(s.home)}</span>` +
      `<span style="background:${L.accent};color:${L.dark ? '#111111' : '#ffffff'};padding:${L.size * 0.15}px ${L.size * 0.5}px">${s.score[0]} | ${s.score[1]}</span>` +
      `<span style="background:${L.panel};padding:${L.size * 0.15}px ${L.size * 0.6}px">${esc(s.away)}</span></div>`;
    const tab = `<div style="align-self:stretch;display:flex;justify-content:center"><div style="border-bottom:2px solid ${L.accent};color:${L.muted};font-size:0.85em;padding:0 ${L.size}px ${L.size * 0.2}px;margin-bottom:${L.size * 0.3}px">${s.english ? 'PLAYER PERFORMANCE' : 'RENDIMIENTO'} — ${esc(s.team)}</div></div>`;
    return page(
      L,
      s.w,
      s.h,
      `${bug}${tab}<table style="background:${L.panel}">${heads.map((h) => `<th>${h}</th>`).join('')}${rows}</table>`,
      css,
    );
  },
};

const SIDES = [
  ['#1e88e5', '#e53935'],
  ['#00a676', '#f57c00'],
  ['#8e24aa', '#fdd835'],
  ['#00acc1', '#ec407a'],
] as const;

/**
 * Held-out 5: the score as a two-line board at the top left (a colour chip, the team, its goals on
 * each line), then the facts in two columns of blocks: the label above, under it the home value, a
 * bar split in the teams' colours and the away value, in italic serif.
 */
const duel: Layout = {
  name: 'duelo',
  set: 'held-out',
  kind: 'match_statistics',
  fonts: ['DejaVu Serif Condensed', 'DejaVu Serif'],
  html: (rng, s) => {
    const L: Look = s.look;
    const [homeColour, awayColour] = rng.pick(SIDES);
    const gap = L.size * 2;
    const column = Math.min((s.w * 0.94 - gap) / 2, L.size * rng.int(16, 22));
    const share = (a: string, b: string) => {
      const x = Number.parseFloat(a.replace(',', '.')) || 0;
      const y = Number.parseFloat(b.replace(',', '.')) || 0;
      return x + y ? x / (x + y) : 0.5;
    };
    const block = (r: { stat: string; home_value: string; away_value: string }) => {
      const p = share(r.home_value, r.away_value) * 100;
      return (
        `<div style="width:${column}px;padding:${L.size * 0.3}px 0">` +
        `<div style="text-align:center;color:${L.muted};font-size:0.85em">${esc(r.stat)}</div>` +
        `<div style="display:flex;align-items:center;gap:${L.size * 0.5}px">` +
        `<b style="min-width:${L.size * 2.6}px;text-align:right">${r.home_value}</b>` +
        `<div style="flex:1;display:flex;height:${Math.max(4, L.size * 0.35)}px;border-radius:999px;overflow:hidden;gap:2px">` +
        `<div style="width:${p}%;background:${homeColour}"></div><div style="flex:1;background:${awayColour}"></div></div>` +
        `<b style="min-width:${L.size * 2.6}px;text-align:left">${r.away_value}</b></div></div>`
      );
    };
    const line = (team: string, goals: number, colour: string) =>
      `<span style="width:${L.size * 0.4}px;height:${L.size}px;background:${colour}"></span>` +
      `<span>${esc(team)}</span><b style="font-size:1.15em;text-align:right">${goals}</b>`;
    const board =
      `<div style="align-self:flex-start;display:grid;grid-template-columns:auto auto auto;align-items:center;gap:${L.size * 0.2}px ${L.size * 0.6}px;margin:${L.size * 0.6}px ${s.w * 0.03}px ${L.size * 0.3}px;padding:${L.size * 0.2}px ${L.size * 0.5}px;background:${L.panel};border-left:3px solid ${L.accent}">` +
      `${line(s.home, s.score[0], homeColour)}${line(s.away, s.score[1], awayColour)}</div>`;
    const title = `<div style="color:${L.accent};font-size:0.9em;letter-spacing:2px;margin-bottom:${L.size * 0.2}px">${s.english ? 'HEAD TO HEAD' : 'CARA A CARA'}</div>`;
    const css = `body{font-style:italic}`;
    return page(
      L,
      s.w,
      s.h,
      `${board}${title}<div style="display:grid;grid-template-columns:${column}px ${column}px;column-gap:${gap}px">${s.statistics.map(block).join('')}</div>`,
      css,
    );
  },
};

export const FRESH_LAYOUTS: readonly Layout[] = [rings, duel];
