/**
 * What varies between captures of the varied set: theme (light or dark), font family and size,
 * the colours of the rating bands (8 or more, 7 or more, 6 or more, below 6) and
 * whether a rating sits in a coloured box with light or dark digits.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Rng } from '../render-kit';

export interface Look {
  dark: boolean;
  font: string;
  /** Body text in CSS px (12–40). */
  size: number;
  bg: string;
  panel: string;
  text: string;
  muted: string;
  accent: string;
  stripe: string;
  /** Rating colours from the best band down. */
  bands: [string, string, string, string];
  /** Ratings in filled boxes (digits in `boxText`) or as coloured digits. */
  boxed: boolean;
  boxText: string;
}

/** Band palettes of any hue: light tints read with dark digits, deep ones with white digits. */
const LIGHT_BANDS: [string, string, string, string][] = [
  ['#2ecc71', '#a3e05f', '#f4c542', '#ff7a70'],
  ['#64b5f6', '#4dd0e1', '#ffb74d', '#e0e0e0'],
  ['#ce93d8', '#80cbc4', '#fff176', '#ef9a9a'],
];
const DEEP_BANDS: [string, string, string, string][] = [
  ['#1b7f3b', '#4c8c1a', '#b7791f', '#c0392b'],
  ['#1565c0', '#00838f', '#e65100', '#6d4c41'],
  ['#6a1b9a', '#00695c', '#ad6800', '#b71c1c'],
];
/** Coloured digits must stand out from the theme's background. */
const TEXT_BANDS_DARK: [string, string, string, string] = ['#2ecc71', '#a3e05f', '#f4c542', '#ff5a4f'];
const TEXT_BANDS_LIGHT: [string, string, string, string] = ['#1b7f3b', '#4c8c1a', '#b7791f', '#c0392b'];

const DARK = [
  {
    bg: '#0b1a2e',
    panel: '#13233b',
    text: '#ffffff',
    muted: '#9fb0c3',
    accent: '#3fa9f5',
    stripe: '#1a2d4a',
  },
  {
    bg: '#101010',
    panel: '#1c1c1c',
    text: '#f2f2f2',
    muted: '#a0a0a0',
    accent: '#f39c12',
    stripe: '#262626',
  },
  {
    bg: '#12082a',
    panel: '#1f1140',
    text: '#eeeaff',
    muted: '#b3a8d9',
    accent: '#c56cf0',
    stripe: '#2a1a52',
  },
];
const LIGHT = [
  {
    bg: '#f4f6f9',
    panel: '#ffffff',
    text: '#1c2430',
    muted: '#5d6b7a',
    accent: '#1565c0',
    stripe: '#eef2f7',
  },
  {
    bg: '#fbf7ef',
    panel: '#fffdf8',
    text: '#2b2118',
    muted: '#7a6a58',
    accent: '#c0392b',
    stripe: '#f3ece0',
  },
  {
    bg: '#e9eef2',
    panel: '#f9fbfc',
    text: '#102030',
    muted: '#516070',
    accent: '#00897b',
    stripe: '#e3ebf0',
  },
];

export const bandOf = (look: Look, rating: number) =>
  look.bands[rating >= 8 ? 0 : rating >= 7 ? 1 : rating >= 6 ? 2 : 3];

export function pickLook(rng: Rng, fonts: readonly string[], size: number, boxed: boolean): Look {
  const dark = rng.chance(0.5);
  const theme = rng.pick(dark ? DARK : LIGHT);
  const deep = rng.chance(0.5);
  const bands = boxed ? rng.pick(deep ? DEEP_BANDS : LIGHT_BANDS) : dark ? TEXT_BANDS_DARK : TEXT_BANDS_LIGHT;
  return {
    dark,
    font: rng.pick(fonts),
    size,
    ...theme,
    bands,
    boxed,
    boxText: deep ? '#ffffff' : '#111111',
  };
}

/** The page around a layout: the font, the background, nothing scrolls. */
export const page = (look: Look, w: number, h: number, body: string, css = '') =>
  `<!doctype html><html><head><meta charset="utf-8"><style>
  *{box-sizing:border-box;margin:0;padding:0}
  html,body{width:${w}px;height:${h}px;overflow:hidden}
  body{background:${look.bg};color:${look.text};font-family:'${look.font}';font-size:${look.size}px;
    display:flex;flex-direction:column;align-items:center;justify-content:flex-start}
  table{border-collapse:collapse}
  .card{display:inline-block;width:${look.size * 0.55}px;height:${look.size * 0.78}px;border-radius:2px;margin:0 2px;vertical-align:middle}
  .y{background:#f7d21e}.r{background:#e02424}
  .cross{display:inline-block;position:relative;width:${look.size * 0.75}px;height:${look.size * 0.75}px;vertical-align:middle}
  .cross:before,.cross:after{content:'';position:absolute;background:#e53935}
  .cross:before{left:37%;top:0;width:26%;height:100%}.cross:after{top:37%;left:0;height:26%;width:100%}
  ${css}</style></head><body>${body}</body></html>`;

const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
export { esc };

/** A rating as the look draws it: a coloured box or coloured digits. */
export function ratingHtml(look: Look, rating: number, round = false): string {
  const value = rating.toFixed(1);
  const colour = bandOf(look, rating);
  if (!look.boxed) return `<span style="color:${colour};font-weight:700">${value}</span>`;
  const radius = round ? '999px' : '4px';
  return `<span style="display:inline-block;min-width:${look.size * 2.3}px;padding:${look.size * 0.12}px ${look.size * 0.3}px;border-radius:${radius};background:${colour};color:${look.boxText};font-weight:700;text-align:center">${value}</span>`;
}

/** Cards and the injury cross of one row. */
export const marksHtml = (p: { amarillas: number; rojas: number }) =>
  [...Array<string>(p.amarillas).fill('y'), ...Array<string>(p.rojas).fill('r')]
    .map((c) => `<span class="card ${c}"></span>`)
    .join('');
export const injuryHtml = (injured: boolean) => (injured ? '<span class="cross"></span>' : '');

const require = createRequire(import.meta.url);

/**
 * The @font-face rules of an @fontsource package's `weights` (700, or '700-italic'), latin and
 * latin-ext only (Spanish accents), each font file inlined as a data URL so that the page needs no file access.
 */
export function fontFaces(pkg: string, weights: readonly (number | `${number}-italic`)[]): string {
  return weights
    .flatMap((weight) => {
      const css = require.resolve(`${pkg}/${weight}.css`);
      return readFileSync(css, 'utf8')
        .split('@font-face')
        .slice(1)
        .filter((rule) => /-latin(-ext)?-\d+-(normal|italic)\.woff2/.test(rule))
        .map((rule) =>
          rule.replace(/src:[^;]+;/, (src) => {
            const file = /url\(\.\/([^)]+\.woff2)\)/.exec(src)![1]!;
            const data = readFileSync(path.join(path.dirname(css), file)).toString('base64');
            return `src:url(data:font/woff2;base64,${data}) format('woff2');`;
          }),
        )
        .map((rule) => `@font-face${rule.slice(0, rule.indexOf('}') + 1)}`);
    })
    .join('');
}
