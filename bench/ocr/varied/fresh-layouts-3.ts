/**
 * Two more held-out layouts, drawn without looking at how the recognizer reads screens: a phone's
 * list of player cards (name first, the rating in a shield, the shirt number last) and match facts as
 * a table whose two value columns stand under the teams' names. Every DejaVu face is taken by the
 * other layouts, so these draw with web fonts of their own (Barlow Condensed, Rajdhani), inlined from
 * their @fontsource packages into the page.
 */
import type { Layout } from './layouts';
import { bandOf, esc, fontFaces, injuryHtml, marksHtml, page, type Look } from './looks';

const count = (n: number, zero: string) => (n ? String(n) : zero);

/** A CSS polygon of a crest: flat top, straight sides, a point at the bottom. */
const SHIELD = 'clip-path:polygon(0 0,100% 0,100% 58%,50% 100%,0 58%)';

/** The rating in a shield of its band's colour: filled (boxed looks) or outlined in the colour. */
function shield(L: Look, rating: number): string {
  const colour = bandOf(L, rating);
  const shape = `display:inline-block;width:${L.size * 2.7}px;height:${L.size * 1.8}px;${SHIELD}`;
  const digits = (lineHeight: number) =>
    `<b style="display:block;text-align:center;line-height:${lineHeight}px">${rating.toFixed(1)}</b>`;
  if (L.boxed)
    return `<span style="${shape};background:${colour};color:${L.boxText}">${digits(L.size * 1.3)}</span>`;
  const ring = Math.max(2, Math.round(L.size * 0.14));
  return (
    `<span style="${shape};background:${colour};padding:${ring}px">` +
    `<span style="display:block;height:100%;${SHIELD};background:${L.panel};color:${colour}">${digits(L.size * 1.3 - ring)}</span></span>`
  );
}

/**
 * Held-out 6: a phone's portrait list of player cards, one card a player, under a heading row of
 * other words (JUGADOR GOL ASIS CALIF. DORS., or Player Gls Ast Rating No) and in an order no other
 * layout has: the name first, goals, assists, the cards and injury, the rating in a crest-shaped
 * shield, the shirt number in a circle at the far right. The score above as a match centre shows it:
 * the goals large, each team's name under its goals. Barlow Condensed.
 */
const cards: Layout = {
  name: 'fichas',
  set: 'held-out',
  kind: 'player_ratings',
  fonts: ['Barlow Condensed'],
  portrait: true,
  // Up to 18 cards of about 2.6 lines and the score, title and heading row above them.
  restyle: (_rng, look, { h }) => ({ ...look, size: Math.max(12, Math.min(look.size, Math.floor(h / 60))) }),
  html: (rng, s) => {
    const L = s.look;
    const heads = s.english
      ? ['Player', 'Gls', 'Ast', '', 'Rating', 'No']
      : ['JUGADOR', 'GOL', 'ASIS', '', 'CALIF.', 'DORS.'];
    // In px, so that the smaller heading row keeps the cards' columns.
    const columns = `grid-template-columns:1fr ${[2.6, 2.6, 3.4, 3, 2.4].map((em) => `${L.size * em}px`).join(' ')}`;
    const gap = L.size * rng.int(3, 6) * 0.1;
    // As wide as a phone's list: a small font on a large screen leaves margins, not a gulf after the name.
    const width = `min(94%,${L.size * 34}px)`;
    const number = (n: number) =>
      `<span style="display:inline-block;min-width:1.9em;line-height:1.8em;border:1.5px solid ${L.muted};border-radius:999px;font-size:0.85em">${n}</span>`;
    const rows = s.players
      .map(
        (p) =>
          `<div class="row card-row"><span class="n">${esc(p.name)}</span><span>${count(p.goals, s.zero)}</span>` +
          `<span>${count(p.assists, s.zero)}</span><span>${marksHtml(p)}${injuryHtml(p.is_injured)}</span>` +
          `<span>${shield(L, p.rating)}</span><span>${number(p.shirt_number)}</span></div>`,
      )
      .join('');
    const css =
      `${fontFaces('@fontsource/barlow-condensed', [500, 700])}body{font-weight:500}` +
      `.row{display:grid;${columns};column-gap:${L.size * 0.4}px;align-items:center;text-align:center;width:${width};padding:0 ${L.size * 0.6}px}` +
      `.row .n{text-align:left;white-space:nowrap}` +
      `.card-row{background:${L.panel};border-radius:${L.size * 0.5}px;margin-top:${gap}px;padding-top:${L.size * 0.2}px;padding-bottom:${L.size * 0.15}px;border-bottom:1px solid ${L.stripe}}` +
      `.heads{color:${L.muted};font-size:0.8em;letter-spacing:1px;margin-top:${L.size * 0.4}px}`;
    const centre =
      `<div style="display:grid;grid-template-columns:1fr auto 1fr;align-items:center;justify-items:center;width:${width};margin:${L.size * 0.8}px 0 ${L.size * 0.3}px">` +
      `<b style="font-size:2.4em">${s.score[0]}</b><span style="color:${L.muted};font-size:0.8em">${s.english ? 'FULL TIME' : 'FINAL'}</span><b style="font-size:2.4em">${s.score[1]}</b>` +
      `<span>${esc(s.home)}</span><span></span><span>${esc(s.away)}</span></div>`;
    const title = `<div style="width:${width};padding:${L.size * 0.3}px ${L.size * 0.6}px;border-bottom:2px solid ${L.accent};color:${L.accent};font-weight:700">${s.english ? 'PLAYER GRADES' : 'CALIFICACIONES'} · ${esc(s.team)}</div>`;
    const headRow = `<div class="row heads">${heads.map((h, i) => `<span${i ? '' : ' class="n"'}>${h}</span>`).join('')}</div>`;
    return page(L, s.w, s.h, `${centre}${title}${headRow}${rows}`, css);
  },
};

const TEAM_COLOURS = [
  ['#e53935', '#1e88e5'],
  ['#43a047', '#fb8c00'],
  ['#8e24aa', '#00acc1'],
  ['#fdd835', '#5e35b1'],
] as const;

/**
 * Held-out 7: match facts as a table, the label on the left and the two values in columns under the
 * teams' names (each heading a colour bar, the name and its goals large below it), the leading value
 * of a row underlined in its team's colour, thin rules between rows. Rajdhani.
 */
const board: Layout = {
  name: 'tablero',
  set: 'held-out',
  kind: 'match_statistics',
  fonts: ['Rajdhani'],
  html: (rng, s) => {
    const L = s.look;
    const [homeColour, awayColour] = rng.pick(TEAM_COLOURS);
    const width = Math.min(s.w * 0.92, L.size * rng.int(28, 36));
    const amount = (v: string) => Number.parseFloat(v.replace(',', '.')) || 0;
    const value = (v: string, other: string, colour: string) =>
      `<td><span style="${amount(v) > amount(other) ? `font-weight:700;border-bottom:${Math.max(2, L.size * 0.15)}px solid ${colour}` : ''}">${v}</span></td>`;
    const rows = s.statistics
      .map(
        (r) =>
          `<tr><td class="l">${esc(r.stat)}</td>${value(r.home_value, r.away_value, homeColour)}${value(r.away_value, r.home_value, awayColour)}</tr>`,
      )
      .join('');
    const team = (name: string, goals: number, colour: string) =>
      `<th style="border-top:${L.size * 0.3}px solid ${colour}">${esc(name)}<br><span style="font-size:2em;font-weight:700">${goals}</span></th>`;
    const css =
      `${fontFaces('@fontsource/rajdhani', [500, 700])}body{font-weight:500}` +
      `table{width:${width}px;background:${L.panel}}td,th{padding:${L.size * 0.3}px ${L.size * 0.6}px;text-align:center;white-space:nowrap}` +
      `th{font-weight:700;padding-top:${L.size * 0.4}px;width:25%;line-height:1.2}td{border-top:1px solid ${L.stripe}}td.l{text-align:left;color:${L.muted}}`;
    const title = `<div style="width:${width}px;margin:${L.size * 0.7}px 0 ${L.size * 0.4}px;color:${L.accent};font-weight:700;letter-spacing:2px">${s.english ? 'MATCH DATA' : 'DATOS DEL PARTIDO'}</div>`;
    const head = `<tr><th style="text-align:left;vertical-align:bottom;color:${L.muted};font-size:0.8em">${s.english ? 'Stat' : 'Dato'}</th>${team(s.home, s.score[0], homeColour)}${team(s.away, s.score[1], awayColour)}</tr>`;
    return page(L, s.w, s.h, `${title}<table>${head}${rows}</table>`, css);
  },
};

export const FRESH_LAYOUTS_3: readonly Layout[] = [cards, board];
