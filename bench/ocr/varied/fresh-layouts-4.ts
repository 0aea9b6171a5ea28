/**
 * Two more held-out layouts, drawn without looking at how the recognizer reads screens (only the
 * other layouts, the generator and what a ratings or statistics screen holds were read): a landscape
 * lineup board (the starters as dots on a pitch beside the squad's list, each rating a bar and its
 * number) and match facts as a
 * phone's portrait list of cards, the label in capitals and both values on the card's line. They draw
 * with web fonts no other layout uses (Saira Condensed, Chakra Petch), inlined from @fontsource.
 */
import type { ExpectedPlayer } from '../render-ratings';
import type { Rng } from '../render-kit';
import type { Layout } from './layouts';
import { bandOf, esc, fontFaces, injuryHtml, marksHtml, page, type Look } from './looks';

const count = (n: number, zero: string) => (n ? String(n) : zero);

/** Lines of outfield players from the defence up; the goalkeeper stands alone behind them. */
const FORMATIONS = [
  [4, 4, 2],
  [4, 3, 3],
  [3, 5, 2],
  [4, 2, 3, 1],
  [5, 3, 2],
] as const;

/** The first eleven as numbered dots on a vertical pitch, coloured by their rating's band. */
function pitch(rng: Rng, L: Look, starters: readonly ExpectedPlayer[], height: number): string {
  const lines = [1, ...rng.pick(FORMATIONS)];
  const line = 'rgba(255,255,255,0.55)';
  const dot = L.size * 1.9;
  let next = 0;
  const dots = lines.flatMap((players, row) =>
    Array.from({ length: players }, (_, j) => {
      const p = starters[next++];
      if (!p) return '';
      const colour = bandOf(L, p.rating);
      const fill = L.boxed
        ? `background:${colour};color:${L.boxText}`
        : `background:#ffffff;color:#111111;border:3px solid ${colour}`;
      const top = 90 - (row * 78) / (lines.length - 1);
      const left = ((j + 1) * 100) / (players + 1);
      return `<span class="dot" style="top:${top}%;left:${left}%;width:${dot}px;height:${dot}px;${fill}">${p.shirt_number}</span>`;
    }),
  );
  const box = (edge: 'top' | 'bottom') =>
    `<div style="position:absolute;${edge}:0;left:22%;width:56%;height:16%;border:2px solid ${line};border-${edge}:none"></div>`;
  return (
    `<div style="position:relative;flex:none;width:${height * 0.66}px;height:${height}px;border:2px solid ${line};border-radius:6px;` +
    `background:repeating-linear-gradient(180deg,#2f7d3b 0 10%,#2a7035 10% 20%)">` +
    `<div style="position:absolute;top:50%;left:0;right:0;border-top:2px solid ${line}"></div>` +
    `<div style="position:absolute;top:50%;left:50%;width:30%;aspect-ratio:1;transform:translate(-50%,-50%);border:2px solid ${line};border-radius:999px"></div>` +
    `${box('top')}${box('bottom')}${dots.join('')}</div>`
  );
}

/** A rating as a bar of its band's colour, as long as the rating out of ten, then its number in a slanted tag. */
function ratingBar(L: Look, rating: number): string {
  const colour = bandOf(L, rating);
  const tag = L.boxed ? `background:${colour};color:${L.boxText}` : `color:${colour}`;
  return (
    `<span class="bar"><span style="width:${rating * 10}%;background:${colour}"></span></span>` +
    `<span class="tag" style="${tag}"><b>${rating.toFixed(1)}</b></span>`
  );
}

/**
 * Held-out 8: a lineup board on a glassy gradient: the starters as numbered dots on a pitch in a
 * formation (the dot in the rating's band colour), beside it the whole list: the shirt number as a
 * '#9' pill before the name, GL AS (or GOALS ASSISTS), the cards and injury, then VAL (RATING) as a
 * bar with the number in a slanted tag; capitals with letter-spacing for headings, thin rules between
 * rows. The team large on the left of the header, the score on the right with each goal in a box.
 * Saira Condensed.
 */
const lineup: Layout = {
  name: 'pizarra',
  set: 'held-out',
  kind: 'player_ratings',
  fonts: ['Saira Condensed'],
  // The pitch and the list side by side need about 58 em of width; up to 15 rows and the header.
  restyle: (_rng, look, { w, h }) => ({
    ...look,
    size: Math.max(12, Math.min(look.size, Math.floor(w / 58), Math.floor(h / 40))),
  }),
  html: (rng, s) => {
    const L = s.look;
    const heads = s.english
      ? ['PLAYER', 'GOALS', 'ASSISTS', '', 'RATING']
      : ['JUGADOR', 'GL', 'AS', '', 'VAL'];
    const rowHeight = L.size * 2;
    const rows = s.players
      .map(
        (p) =>
          `<tr><td class="n"><span class="pill">#${p.shirt_number}</span>${esc(p.name)}</td>` +
          `<td>${count(p.goals, s.zero)}</td><td>${count(p.assists, s.zero)}</td>` +
          `<td>${marksHtml(p)}${injuryHtml(p.is_injured)}</td><td class="v">${ratingBar(L, p.rating)}</td></tr>`,
      )
      .join('');
    const table = `<table><tr>${heads.map((h, i) => `<th${i ? '' : ' class="n"'}>${h}</th>`).join('')}</tr>${rows}</table>`;
    const goal = (n: number) => `<b class="goal">${n}</b>`;
    const header =
      `<div class="header"><div><div class="caps" style="color:${L.accent}">${s.english ? 'Match ratings' : 'Valoraciones'}</div>` +
      `<div style="font-size:1.5em;font-weight:700;line-height:1.1">${esc(s.team)}</div></div>` +
      `<div style="display:flex;align-items:center;gap:${L.size * 0.4}px">${esc(s.home)}${goal(s.score[0])}${goal(s.score[1])}${esc(s.away)}</div></div>`;
    const css =
      `${fontFaces('@fontsource/saira-condensed', [500, 700])}` +
      `body{font-weight:500;background:radial-gradient(ellipse at 30% 0%,${L.panel} 0%,${L.bg} 70%)}` +
      `.header{display:flex;justify-content:space-between;align-items:flex-end;gap:${L.size * 2}px;margin:${L.size * 0.6}px 0;padding-bottom:${L.size * 0.3}px;border-bottom:1px solid ${L.muted}}` +
      `.caps,th{text-transform:uppercase;letter-spacing:0.15em;font-size:0.75em;color:${L.muted};font-weight:500}` +
      `.goal{display:inline-block;min-width:1.6em;text-align:center;background:${L.text};color:${L.bg};border-radius:3px}` +
      `.main{display:flex;gap:${L.size * 1.5}px;align-items:flex-start;padding:${L.size * 0.4}px;border-radius:${L.size * 0.6}px;background:${L.dark ? 'rgba(255,255,255,0.05)' : 'rgba(255,255,255,0.6)'}}` +
      `tr{height:${rowHeight}px}td,th{padding:0 ${L.size * 0.5}px;text-align:center;white-space:nowrap}td{border-bottom:1px solid ${L.stripe}}` +
      `.n{text-align:left}.pill{display:inline-block;min-width:2.4em;margin-right:0.5em;padding:0 0.35em;border-radius:999px;background:${L.accent};color:${L.dark ? '#111111' : '#ffffff'};font-size:0.8em;text-align:center}` +
      `.v{text-align:left}.bar{display:inline-block;width:${L.size * 5}px;height:${L.size * 0.45}px;vertical-align:middle;border-radius:999px;background:${L.stripe};overflow:hidden}` +
      `.bar span{display:block;height:100%}.tag{display:inline-block;min-width:2.6em;margin-left:0.5em;transform:skewX(-12deg);text-align:center}.tag b{display:inline-block;transform:skewX(12deg)}` +
      `.dot{position:absolute;transform:translate(-50%,-50%);border-radius:999px;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:0.85em;box-sizing:border-box}`;
    // The header as wide as the board under it, however small the type on a large screen.
    const body = `<div style="margin-top:${s.h * 0.03}px">${header}<div class="main">${pitch(rng, L, s.players.slice(0, 11), rowHeight * (s.players.length + 1))}${table}</div></div>`;
    return page(L, s.w, s.h, body, css);
  },
};

/** Deep team colours, each to carry white text in the score's banner. */
const BANNERS = [
  ['#b71c1c', '#0d47a1'],
  ['#1b5e20', '#4a148c'],
  ['#e65100', '#004d40'],
  ['#311b92', '#827717'],
] as const;

/** Symbol-like marks before the labels, drawn with CSS only (no glyphs of the font). */
const MARKS = [
  'border-radius:999px;border:0.18em solid currentColor',
  'border-radius:2px;background:currentColor;transform:rotate(45deg) scale(0.75)',
  'clip-path:polygon(50% 0,100% 100%,0 100%);background:currentColor',
  'background:linear-gradient(90deg,currentColor 0 25%,transparent 25% 37%,currentColor 37% 62%,transparent 62% 75%,currentColor 75%);clip-path:polygon(0 40%,25% 40%,25% 0,75% 0,75% 20%,100% 20%,100% 100%,0 100%)',
  'border-radius:999px;background:radial-gradient(circle,currentColor 0 30%,transparent 31%);border:0.12em solid currentColor',
] as const;

/**
 * Held-out 9: match facts on a phone, portrait: the teams in a banner split in their two colours with
 * the score between them in a dark chip, then one card a statistic: a small symbol, the label in
 * capitals with letter-spacing, and 'home – away' at the right of the same line in heavy italic.
 * Chakra Petch.
 */
const stack: Layout = {
  name: 'paneles',
  set: 'held-out',
  kind: 'match_statistics',
  fonts: ['Chakra Petch'],
  portrait: true,
  html: (rng, s) => {
    const L = s.look;
    const [homeColour, awayColour] = rng.pick(BANNERS);
    const width = `min(94%,${L.size * 30}px)`;
    const first = rng.int(0, MARKS.length - 1);
    const cards = s.statistics
      .map(
        (r, i) =>
          `<div class="stat"><span class="mark" style="${MARKS[(first + i) % MARKS.length]}"></span>` +
          `<span class="label">${esc(r.stat)}</span>` +
          `<span class="values">${r.home_value}<span style="color:${L.muted};font-weight:500"> – </span>${r.away_value}</span></div>`,
      )
      .join('');
    const banner =
      `<div class="banner"><span>${esc(s.home)}</span>` +
      `<b class="score">${s.score[0]} : ${s.score[1]}</b><span style="text-align:right">${esc(s.away)}</span></div>`;
    const css =
      `${fontFaces('@fontsource/chakra-petch', [500, '700-italic'])}` +
      `body{font-weight:500;background:linear-gradient(170deg,${L.panel} 0%,${L.bg} 45%)}` +
      `.banner{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:${L.size * 0.5}px;width:${width};margin:${s.h * 0.03}px 0 ${L.size * 0.5}px;padding:${L.size * 0.5}px ${L.size * 0.6}px;border-radius:${L.size * 0.5}px;color:#ffffff;` +
      `background:linear-gradient(100deg,${homeColour} 0 50%,${awayColour} 50%)}` +
      `.score{background:#111111;padding:0 ${L.size * 0.5}px;border-radius:4px;font-style:italic;font-size:1.4em}` +
      `.title{width:${width};text-transform:uppercase;letter-spacing:0.2em;font-size:0.75em;color:${L.accent};margin-bottom:${L.size * 0.2}px}` +
      `.stat{display:flex;align-items:center;gap:${L.size * 0.6}px;width:${width};margin-top:${L.size * 0.3}px;padding:${L.size * 0.3}px ${L.size * 0.7}px;line-height:1.25;` +
      `background:${L.dark ? 'rgba(255,255,255,0.07)' : L.panel};border:1px solid ${L.stripe};border-radius:${L.size * 0.35}px}` +
      `.mark{flex:none;width:${L.size * 0.8}px;height:${L.size * 0.8}px;color:${L.accent}}` +
      `.label{flex:1;text-transform:uppercase;letter-spacing:0.12em;font-size:0.85em}` +
      `.values{font-style:italic;font-weight:700;white-space:nowrap;font-size:1.1em}`;
    const title = `<div class="title">${s.english ? 'Match stats' : 'Estadísticas'}</div>`;
    return page(L, s.w, s.h, `${banner}${title}${cards}`, css);
  },
};

export const FRESH_LAYOUTS_4: readonly Layout[] = [lineup, stack];
