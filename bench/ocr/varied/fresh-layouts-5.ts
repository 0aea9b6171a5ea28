/**
 * Two more held-out layouts, drawn without looking at how the recognizer reads screens (only the
 * other layouts, the generator and what a ratings or statistics screen holds were read): a landscape
 * squad sheet of player tickets (the shirt number large in a kit-coloured square, the name over a
 * position tag and the goals and assists, the rating in a hexagon or a disc at the ticket's end) and
 * match facts under a scoreboard of two crests, each value in a pill at the row's ends and a two-sided
 * bar under the label. They draw with web fonts no other layout uses (Exo 2, Oswald), inlined from
 * @fontsource.
 */
import type { ExpectedPlayer } from '../render-ratings';
import type { Rng } from '../render-kit';
import type { Layout } from './layouts';
import { bandOf, esc, fontFaces, injuryHtml, marksHtml, page, type Look } from './looks';

/** Kit colours for the shirt squares, each dark enough to carry white digits. */
const KITS = [
  '#c62828',
  '#1565c0',
  '#2e7d32',
  '#6a1b9a',
  '#ef6c00',
  '#00838f',
  '#37474f',
  '#ad1457',
] as const;

/** Position tags, drawn for the look of it: four defenders, four midfielders and two forwards in ten. */
const POSITIONS = {
  es: ['POR', 'DEF', 'DEF', 'DEF', 'DEF', 'MED', 'MED', 'MED', 'MED', 'DEL', 'DEL'],
  en: ['GK', 'DEF', 'DEF', 'DEF', 'DEF', 'MID', 'MID', 'MID', 'MID', 'FWD', 'FWD'],
} as const;

/** CSS-only icons (no glyph of the font): a ball for goals, a pass arrow for assists. */
const BALL =
  'display:inline-block;width:0.95em;height:0.95em;border-radius:999px;vertical-align:-0.12em;' +
  'background:radial-gradient(circle at 50% 50%,#1c1c1c 0 22%,transparent 23%),radial-gradient(circle at 15% 20%,#1c1c1c 0 14%,transparent 15%),' +
  'radial-gradient(circle at 85% 25%,#1c1c1c 0 14%,transparent 15%),radial-gradient(circle at 50% 95%,#1c1c1c 0 16%,transparent 17%),#fafafa;' +
  'border:1px solid #1c1c1c';
const PASS =
  'display:inline-block;width:1em;height:0.8em;vertical-align:-0.02em;background:currentColor;' +
  'clip-path:polygon(0 35%,55% 35%,55% 0,100% 50%,55% 100%,55% 65%,0 65%)';

/** The rating in a hexagon or a disc of its band's colour: filled (boxed looks) or outlined with coloured digits. */
function rating(L: Look, value: number, hexagon: boolean): string {
  const colour = bandOf(L, value);
  const shape = hexagon
    ? 'clip-path:polygon(25% 0,75% 0,100% 50%,75% 100%,25% 100%,0 50%)'
    : 'border-radius:999px';
  const box = `display:inline-flex;align-items:center;justify-content:center;width:${hexagon ? 2.9 : 2.4}em;height:2.2em`;
  const digits = `<b>${value.toFixed(1)}</b>`;
  if (L.boxed)
    return `<span style="${box};${shape};background:${colour};color:${L.boxText}">${digits}</span>`;
  const ring = Math.max(2, Math.round(L.size * 0.13));
  return (
    `<span style="${box};${shape};background:${colour};padding:${ring}px">` +
    `<span style="display:flex;align-items:center;justify-content:center;width:100%;height:100%;${shape};background:${L.panel};color:${colour}">${digits}</span></span>`
  );
}

/** Goals and assists as 'G 2 · A 1' or as icons and counts; a zero printed as the capture prints it, or left out when that is nothing. */
function tally(p: ExpectedPlayer, zero: string, icons: boolean): string {
  const items = [
    [p.goals, icons ? `<span style="${BALL}"></span>` : 'G'],
    [p.assists, icons ? `<span style="${PASS}"></span>` : 'A'],
  ] as const;
  return items
    .filter(([n]) => n || zero)
    .map(([n, mark]) => `<span class="t">${mark}&nbsp;<b>${n ? String(n) : zero}</b></span>`)
    .join(icons ? '' : '<span class="dotsep">·</span>');
}

/**
 * Held-out 10: a landscape squad sheet, the players as tickets in two columns (the first half left):
 * the shirt number large in a kit-coloured square at the ticket's left (italic heavy digits), the
 * name over a small position tag (POR DEF MED DEL, or GK DEF MID FWD, which are not read) and the
 * goals and assists ('G 2 · A 1', or a ball and a pass arrow with their counts), the cards and
 * injury, then past a dashed tear line the rating in a hexagon or a disc. Headings over each column
 * (Nº JUGADOR VAL., # JUGADOR NOTA or No. PLAYER RTG) in half the captures, none in the others;
 * the team large at the top left, the score at the right. Exo 2.
 */
const tickets: Layout = {
  name: 'dorsales',
  set: 'held-out',
  kind: 'player_ratings',
  fonts: ['Exo 2'],
  // Two columns of tickets need about 54 em of width; eight tickets of 2.9 em and the header about 30 em of height.
  restyle: (_rng, look, { w, h }) => ({
    ...look,
    size: Math.max(12, Math.min(look.size, Math.floor(w / 54), Math.floor(h / 31))),
  }),
  html: (rng, s) => {
    const L = s.look;
    const kit = rng.pick(KITS);
    const icons = rng.chance(0.5);
    const hexagon = rng.chance(0.5);
    const heads = rng.chance(0.5)
      ? rng.pick(
          s.english
            ? [['No.', 'PLAYER', '', 'RTG']]
            : [
                ['Nº', 'JUGADOR', '', 'VAL.'],
                ['#', 'JUGADOR', '', 'NOTA'],
              ],
        )
      : undefined;
    const positions = s.english ? POSITIONS.en : POSITIONS.es;
    const column = L.size * 25;
    const ticket = (p: ExpectedPlayer) =>
      `<div class="row ticket"><span class="sq">${p.shirt_number}</span>` +
      `<span class="who"><span class="n">${esc(p.name)}</span>` +
      `<span class="sub"><span class="pos">${rng.pick(positions)}</span>${tally(p, s.zero, icons)}</span></span>` +
      `<span class="marks">${marksHtml(p)}${injuryHtml(p.is_injured)}</span>` +
      `<span class="rt">${rating(L, p.rating, hexagon)}</span></div>`;
    const headRow = heads
      ? `<div class="row heads">${heads.map((h, i) => `<span${i === 1 ? ' class="n"' : ''}>${h}</span>`).join('')}</div>`
      : '';
    const half = Math.ceil(s.players.length / 2);
    const list = (players: ExpectedPlayer[]) =>
      `<div class="col">${headRow}${players.map(ticket).join('')}</div>`;
    const header =
      `<div class="header"><div><div class="kicker">${s.english ? 'PLAYER RATINGS' : rng.pick(['VALORACIONES', 'PUNTUACIONES'])}</div>` +
      `<div style="font-size:1.45em;font-weight:700;line-height:1.15">${esc(s.team)}</div></div>` +
      `<div class="score"><span>${esc(s.home)}</span><b>${s.score[0]} – ${s.score[1]}</b><span>${esc(s.away)}</span></div></div>`;
    const css =
      `${fontFaces('@fontsource/exo-2', [500, 700, '800-italic'])}` +
      `body{font-weight:500;${L.dark ? `background:linear-gradient(160deg,${L.panel} 0%,${L.bg} 55%)` : ''}}` +
      `.header{display:flex;justify-content:space-between;align-items:flex-end;width:${column * 2 + L.size * 1.6}px;margin:${s.h * 0.035}px 0 ${L.size * 0.5}px;padding-bottom:${L.size * 0.3}px;border-bottom:2px solid ${kit}}` +
      `.kicker{color:${L.muted};font-size:0.75em;letter-spacing:0.2em}` +
      `.score{display:flex;align-items:center;gap:${L.size * 0.35}px}` +
      `.score b{display:inline-block;padding:0 0.5em;background:${kit};color:#ffffff;border-radius:999px;font-size:1.1em;font-weight:800;font-style:italic}` +
      `.cols{display:flex;gap:${L.size * 1.6}px;align-items:flex-start}.col{width:${column}px}` +
      `.row{display:grid;grid-template-columns:${L.size * 2.5}px 1fr auto ${L.size * 3.6}px;column-gap:${L.size * 0.55}px;align-items:center}` +
      `.heads{color:${L.muted};font-size:0.72em;letter-spacing:0.08em;padding:0 0 ${L.size * 0.15}px;text-align:center}.heads .n{text-align:left}` +
      `.ticket{height:${L.size * 2.5}px;margin-bottom:${L.size * 0.4}px;background:${L.panel};border:1px solid ${L.stripe};border-radius:${L.size * 0.3}px;overflow:hidden;` +
      `box-shadow:0 1px 3px rgba(0,0,0,${L.dark ? 0.5 : 0.15})}` +
      `.sq{align-self:stretch;display:flex;align-items:center;justify-content:center;color:#ffffff;font-size:1.4em;font-weight:800;font-style:italic;` +
      `background:linear-gradient(135deg,${kit} 0 68%,rgba(0,0,0,0.25) 68%),${kit}}` +
      `.who{display:flex;flex-direction:column;min-width:0;line-height:1.15}.n{font-weight:700;white-space:nowrap;text-align:left}` +
      `.sub{display:flex;align-items:center;gap:${L.size * 0.4}px;font-size:0.8em;color:${L.muted};white-space:nowrap}` +
      `.pos{border:1px solid ${L.muted};border-radius:3px;padding:0 0.3em;font-size:0.85em;letter-spacing:0.05em}` +
      `.t b{color:${L.text}}.dotsep{margin:0 -0.1em}.marks{white-space:nowrap}` +
      `.rt{align-self:stretch;display:flex;align-items:center;justify-content:center;border-left:2px dashed ${L.stripe}}`;
    const body = `${header}<div class="cols">${list(s.players.slice(0, half))}${list(s.players.slice(half))}</div>`;
    return page(L, s.w, s.h, body, css);
  },
};

/** Home and away colours, each dark enough for white digits and apart from the other. */
const SIDES = [
  ['#d32f2f', '#1976d2'],
  ['#2e7d32', '#6a1b9a'],
  ['#ef6c00', '#283593'],
  ['#00796b', '#c2185b'],
  ['#5d4037', '#0288d1'],
] as const;

/** A club's initials as its crest carries them: 'Atlético Norte' → 'AN'. */
const initials = (club: string) =>
  club
    .split(' ')
    .map((word) => word[0])
    .join('');

/** A statistic's number, '62%' → 62, '1,8' → 1.8. */
const amount = (v: string) => Number.parseFloat(v.replace(',', '.')) || 0;

/** The two-sided bar: split at the home share, or two halves filled outward from the middle. */
function twoSided(rng: Rng, home: string, away: string, colours: readonly [string, string], track: string) {
  const a = amount(home);
  const b = amount(away);
  if (rng.chance(0.5)) {
    const share = a + b ? (a / (a + b)) * 100 : 50;
    return `<div class="bar"><span style="width:${share}%;background:${colours[0]}"></span><span style="flex:1;background:${colours[1]}"></span></div>`;
  }
  const top = Math.max(a, b) || 1;
  return (
    `<div class="bar"><span class="half" style="justify-content:flex-end;background:${track}"><span style="width:${(a / top) * 100}%;background:${colours[0]}"></span></span>` +
    `<span class="half" style="background:${track}"><span style="width:${(b / top) * 100}%;background:${colours[1]}"></span></span></div>`
  );
}

/**
 * Held-out 11: match facts under a scoreboard: each team's initials in a crest-like circle of its
 * colour with the name beside or under it, the score large between them over a FINAL (FULL TIME)
 * chip; then one row a statistic: the home value in a pill at the far left, the away value in a
 * pill at the far right (the leading side's pill filled in its colour, the other outlined, or both
 * filled), the label centred and under it a two-sided bar. Oswald.
 */
const scoreboard: Layout = {
  name: 'marcador',
  set: 'held-out',
  kind: 'match_statistics',
  fonts: ['Oswald'],
  html: (rng, s) => {
    const L = s.look;
    const colours = rng.pick(SIDES);
    // The crests beside the names need about 34 em; on a narrow page they stand over them.
    const stacked = rng.chance(0.5) || L.size * 34 > s.w * 0.9;
    const leadOnly = rng.chance(0.6);
    const width = Math.min(s.w * 0.9, L.size * rng.int(24, 32));
    const track = L.dark ? 'rgba(255,255,255,0.12)' : 'rgba(0,0,0,0.08)';
    const pill = (v: string, other: string, colour: string, home: boolean) => {
      const filled = !leadOnly || amount(v) > amount(other);
      const style = filled
        ? `background:${colour};color:#ffffff;border:2px solid ${colour}`
        : `border:2px solid ${colour};color:${L.text}`;
      return `<span class="pill ${home ? 'home' : 'away'}" style="${style}">${v}</span>`;
    };
    const rows = s.statistics
      .map(
        (r) =>
          `<div class="stat">${pill(r.home_value, r.away_value, colours[0], true)}` +
          `<span class="label">${esc(r.stat)}</span>${pill(r.away_value, r.home_value, colours[1], false)}` +
          `${twoSided(rng, r.home_value, r.away_value, colours, track)}</div>`,
      )
      .join('');
    const crest = (club: string, colour: string) =>
      `<span class="crest" style="background:radial-gradient(circle at 35% 30%,rgba(255,255,255,0.3),transparent 60%),${colour}">${esc(initials(club))}</span>`;
    const side = (club: string, colour: string, home: boolean) =>
      stacked
        ? `<div class="side stacked">${crest(club, colour)}<span>${esc(club)}</span></div>`
        : `<div class="side" style="justify-content:${home ? 'flex-end' : 'flex-start'}">${home ? `<span>${esc(club)}</span>${crest(club, colour)}` : `${crest(club, colour)}<span>${esc(club)}</span>`}</div>`;
    const board =
      `<div class="board">${side(s.home, colours[0], true)}` +
      `<div class="middle"><b class="goals">${s.score[0]}<span style="color:${L.muted};margin:0 0.25em">–</span>${s.score[1]}</b>` +
      `<span class="chip">${s.english ? 'FULL TIME' : 'FINAL'}</span></div>${side(s.away, colours[1], false)}</div>`;
    const title = `<div class="title">${s.english ? rng.pick(['Match Stats', 'Team Stats']) : rng.pick(['Estadísticas', 'Estadísticas del partido'])}</div>`;
    const css =
      `${fontFaces('@fontsource/oswald', [400, 600])}body{font-weight:400}` +
      `.board{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:${L.size}px;min-width:${width}px;margin:${s.h * 0.03}px 0 ${L.size * 0.3}px;` +
      `padding:${L.size * 0.4}px ${L.size * 0.6}px;background:${L.panel};border-radius:${L.size * 0.6}px;border-bottom:3px solid ${L.accent}}` +
      `.side{display:flex;align-items:center;gap:${L.size * 0.5}px;font-weight:600;white-space:nowrap}` +
      `.side.stacked{flex-direction:column;gap:${L.size * 0.15}px}` +
      `.crest{display:flex;align-items:center;justify-content:center;width:2.4em;height:2.4em;flex:none;border-radius:999px;color:#ffffff;font-weight:600;` +
      `letter-spacing:0.05em;border:3px solid ${L.dark ? 'rgba(255,255,255,0.7)' : 'rgba(0,0,0,0.25)'}}` +
      `.middle{display:flex;flex-direction:column;align-items:center}.goals{font-size:2.3em;font-weight:600;line-height:1.1;white-space:nowrap}` +
      `.chip{font-size:0.65em;letter-spacing:0.15em;padding:0 0.6em;border-radius:999px;background:${L.accent};color:${L.dark ? '#111111' : '#ffffff'}}` +
      `.title{width:${width}px;text-align:center;color:${L.muted};font-size:0.85em;letter-spacing:0.1em;margin-bottom:${L.size * 0.15}px}` +
      `.stat{display:grid;grid-template-columns:${L.size * 3.8}px 1fr ${L.size * 3.8}px;grid-template-rows:auto auto;align-items:center;column-gap:${L.size * 0.8}px;` +
      `width:${width}px;padding:${L.size * 0.28}px 0;border-bottom:1px solid ${L.stripe}}` +
      `.pill{grid-row:1 / span 2;text-align:center;border-radius:999px;font-weight:600;line-height:1.45}` +
      `.pill.home{grid-column:1}.pill.away{grid-column:3}.label{grid-column:2;grid-row:1;text-align:center;line-height:1.3}` +
      `.bar{grid-column:2;grid-row:2;display:flex;gap:2px;height:${Math.max(4, L.size * 0.3)}px;border-radius:999px;overflow:hidden;margin-top:${L.size * 0.1}px}` +
      `.bar span{display:block;height:100%}.bar .half{flex:1;display:flex}`;
    return page(L, s.w, s.h, `${board}${title}${rows}`, css);
  },
};

export const FRESH_LAYOUTS_5: readonly Layout[] = [tickets, scoreboard];
