/**
 * Two more held-out layouts, drawn without looking at how the recognizer reads screens (only the
 * other layouts, the generator and what a ratings or statistics screen holds were read): a console's
 * post-match ratings (a dark translucent panel over a blurred stadium, the man of the match in a
 * gold row on top, the others in two columns of position, name, event icons and a plain coloured
 * rating at the row's right edge) and match facts as a box score (the statistics as columns, their
 * labels across the top, one row a team under its three-letter code, in two or three bands). They
 * draw with web fonts no other layout uses (Titillium Web, Archivo Narrow), inlined from @fontsource.
 */
import type { ExpectedPlayer } from '../render-ratings';
import type { Layout } from './layouts';
import { bandOf, esc, fontFaces, injuryHtml, marksHtml, page, type Look } from './looks';

/** Night stadiums behind the panel: the sky, the floodlights' glow, the stands, the pitch, the accent. */
const STADIUMS = [
  { bg: '#050b14', glow: '#b9d6ff', stand: '#14213a', pitch: '#1f5a2e', accent: '#37e0c8' },
  { bg: '#0b0711', glow: '#ffe0b0', stand: '#241a30', pitch: '#245c33', accent: '#ffcc33' },
  { bg: '#03100c', glow: '#e2f8ff', stand: '#10261f', pitch: '#2a6b36', accent: '#8ef05a' },
] as const;

/** Rating digits from the best band down, bright enough to read on the dark panel. */
const BRIGHT_BANDS: [string, string, string, string][] = [
  ['#34e07a', '#b8ec4a', '#ffc93a', '#ff5e57'],
  ['#3fd0ff', '#7de38b', '#ffb347', '#ff6b81'],
];

/** Two line-ups in a console's position codes, the first eleven in order; the others are substitutes. */
const LINEUPS: Record<'es' | 'en', readonly (readonly string[])[]> = {
  es: [
    ['POR', 'LD', 'DFC', 'DFC', 'LI', 'MCD', 'MC', 'MC', 'ED', 'DC', 'EI'],
    ['POR', 'LD', 'DFC', 'DFC', 'LI', 'MD', 'MC', 'MC', 'MI', 'DC', 'DC'],
  ],
  en: [
    ['GK', 'RB', 'CB', 'CB', 'LB', 'CDM', 'CM', 'CM', 'RW', 'ST', 'LW'],
    ['GK', 'RB', 'CB', 'CB', 'LB', 'RM', 'CM', 'CM', 'LM', 'ST', 'ST'],
  ],
};
const SUBSTITUTE = { es: 'SUP', en: 'SUB' } as const;

/** A position's colour by its line: keeper, defence, midfield, attack (substitutes muted). */
function lineColour(position: string, muted: string): string {
  if (position === 'POR' || position === 'GK') return '#f5b942';
  if (/^(LD|LI|DFC|RB|LB|CB)$/.test(position)) return '#5aa9ff';
  if (/^(MCD|MC|MD|MI|CDM|CM|RM|LM)$/.test(position)) return '#46d39a';
  if (/^(ED|EI|DC|RW|LW|ST)$/.test(position)) return '#ff7070';
  return muted;
}

/** CSS-only icons: a ball for goals, a boot for assists, a star for the man of the match. */
const BALL =
  'display:inline-block;width:0.9em;height:0.9em;border-radius:999px;vertical-align:-0.1em;flex:none;' +
  'background:radial-gradient(circle at 50% 45%,#222 0 20%,transparent 21%),radial-gradient(circle at 12% 80%,#222 0 13%,transparent 14%),' +
  'radial-gradient(circle at 88% 80%,#222 0 13%,transparent 14%),radial-gradient(circle at 50% 0,#222 0 12%,transparent 13%),#f4f4f4';
const BOOT =
  'display:inline-block;width:1em;height:0.75em;vertical-align:-0.02em;flex:none;background:#cfd8e3;' +
  'clip-path:polygon(0 0,42% 0,46% 42%,88% 56%,100% 78%,100% 100%,0 100%)';
const STAR =
  'display:inline-block;flex:none;width:2.2em;height:2.2em;background:linear-gradient(160deg,#ffe89a,#e0a526);' +
  'clip-path:polygon(50% 0,61% 35%,98% 35%,68% 57%,79% 91%,50% 70%,21% 91%,32% 57%,2% 35%,39% 35%)';

/** A club's initials as its crest carries them: 'Atlético Norte' → 'AN'. */
const initials = (club: string) =>
  club
    .split(' ')
    .map((word) => word[0])
    .join('');

/** A goal or assist slot: the icon and the count, the zero as the capture prints it, empty when that is nothing. */
const event = (n: number, zero: string, icon: string) =>
  n || zero
    ? `<span class="ev"><span style="${icon}"></span><b${n ? '' : ' class="z"'}>${n ? String(n) : zero}</b></span>`
    : '<span class="ev"></span>';

/**
 * Held-out 12: a console's post-match ratings over a blurred night stadium: a dark translucent panel,
 * the team's crest and name at its top left, the final score with both names at its right; the man of
 * the match (the best rating) in a gold row under a star and JUGADOR DEL PARTIDO (MAN OF THE MATCH),
 * then the others in two columns, each row the position code coloured by its line (POR LD DFC MC DC…,
 * SUP for a substitute; or GK CB CM ST…, SUB), the name, a ball and a boot with the goals and assists,
 * the cards and injury, and the rating as plain coloured digits at the right edge, in no box. Small
 * column headings in some captures, the console's button prompts under the panel in some. Titillium Web.
 */
const consoleRatings: Layout = {
  name: 'consola',
  set: 'held-out',
  kind: 'player_ratings',
  fonts: ['Titillium Web'],
  // Two columns of about 27 em and their gap; seven rows, the gold row and the header about 28 em of height.
  restyle: (rng, look, { w, h }) => {
    const stadium = rng.pick(STADIUMS);
    return {
      ...look,
      dark: true,
      bg: stadium.bg,
      panel: 'rgba(8,12,22,0.74)',
      text: '#f4f7fb',
      muted: '#9aa8ba',
      accent: stadium.accent,
      stripe: 'rgba(255,255,255,0.07)',
      bands: rng.pick(BRIGHT_BANDS),
      boxed: false,
      boxText: '#111111',
      size: Math.max(12, Math.min(look.size, Math.floor(w / 60), Math.floor(h / 28))),
    };
  },
  html: (rng, s) => {
    const L: Look = s.look;
    const stadium = STADIUMS.find((st) => st.accent === L.accent) ?? STADIUMS[0];
    const lang = s.english ? 'en' : 'es';
    const lineup = rng.pick(LINEUPS[lang]);
    const positions = s.players.map((_, i) => lineup[i] ?? SUBSTITUTE[lang]);
    const best = s.players.reduce((top, p, i) => (p.rating > s.players[top]!.rating ? i : top), 0);
    const headings = rng.chance(0.4);
    const prompts = rng.chance(0.5);
    const rating = (p: ExpectedPlayer) =>
      `<span class="rt" style="color:${bandOf(L, p.rating)}">${p.rating.toFixed(1)}</span>`;
    const cells = (p: ExpectedPlayer, i: number) =>
      `<span class="pos" style="color:${lineColour(positions[i]!, L.muted)}">${positions[i]}</span>` +
      `<span class="sh">${p.shirt_number}</span><span class="n">${esc(p.name)}</span>${event(p.goals, s.zero, BALL)}${event(p.assists, s.zero, BOOT)}` +
      `<span class="mk">${marksHtml(p)}${injuryHtml(p.is_injured)}</span>${rating(p)}`;
    const others = s.players.map((p, i) => ({ p, i })).filter(({ i }) => i !== best);
    const half = Math.ceil(others.length / 2);
    const heads = s.english
      ? ['POS', '#', 'PLAYER', '', '', '', 'RTG']
      : ['POS', 'Nº', 'JUGADOR', '', '', '', 'NOTA'];
    const headRow = headings
      ? `<div class="row heads">${heads.map((h, i) => `<span${i === 2 ? ' class="n"' : ''}>${h}</span>`).join('')}</div>`
      : '';
    const column = (rows: typeof others) =>
      `<div class="col">${headRow}${rows.map(({ p, i }) => `<div class="row">${cells(p, i)}</div>`).join('')}</div>`;
    const motm =
      `<div class="motm"><span style="${STAR}"></span><div class="motm-body">` +
      `<div class="motm-label">${s.english ? 'MAN OF THE MATCH' : 'JUGADOR DEL PARTIDO'}</div>` +
      `<div class="row">${cells(s.players[best]!, best)}</div></div></div>`;
    const header =
      `<div class="head"><div class="club"><span class="crest">${esc(initials(s.team))}</span><div>` +
      `<div class="kicker">${s.english ? 'PLAYER RATINGS' : rng.pick(['VALORACIONES', 'NOTAS DE LOS JUGADORES'])}</div>` +
      `<div class="team">${esc(s.team)}</div></div></div>` +
      `<div class="score"><span>${esc(s.home)}</span><b>${s.score[0]}</b><span class="dash">-</span><b>${s.score[1]}</b><span>${esc(s.away)}</span></div></div>`;
    const button = (letter: string, colour: string, label: string) =>
      `<span class="btn" style="background:${colour}">${letter}</span><span>${label}</span>`;
    const footer = prompts
      ? `<div class="prompts">${button('A', '#3aa655', s.english ? 'Continue' : 'Continuar')}${button('B', '#d64541', s.english ? 'Back' : 'Atrás')}</div>`
      : '';
    const column1 = L.size * 27;
    const stadiumCss =
      `radial-gradient(ellipse 14% 10% at 12% 6%,${stadium.glow} 0,transparent 100%),` +
      `radial-gradient(ellipse 10% 8% at 36% 3%,${stadium.glow} 0,transparent 100%),` +
      `radial-gradient(ellipse 10% 8% at 64% 3%,${stadium.glow} 0,transparent 100%),` +
      `radial-gradient(ellipse 14% 10% at 88% 6%,${stadium.glow} 0,transparent 100%),` +
      `repeating-linear-gradient(90deg,rgba(255,255,255,0.06) 0 3px,transparent 3px 11px) 0 22% / 100% 36% no-repeat,` +
      `linear-gradient(180deg,transparent 0 20%,${stadium.stand} 20% 58%,transparent 58%),` +
      `repeating-linear-gradient(90deg,${stadium.pitch} 0 9%,rgba(0,0,0,0.18) 9% 18%) 0 58% / 100% 42% no-repeat,` +
      `linear-gradient(180deg,${stadium.bg} 0 58%,${stadium.pitch} 58%)`;
    const css =
      `${fontFaces('@fontsource/titillium-web', [400, 600, 700])}body{font-weight:400}` +
      `.stadium{position:fixed;inset:-6%;z-index:0;background:${stadiumCss};filter:blur(${Math.round(s.h * 0.012)}px)}` +
      `.panel{position:relative;z-index:1;margin-top:${s.h * 0.04}px;padding:${L.size * 0.6}px ${L.size * 0.9}px ${L.size * 0.8}px;background:${L.panel};` +
      `backdrop-filter:blur(6px);border:1px solid rgba(255,255,255,0.14);border-top:3px solid ${L.accent};border-radius:${L.size * 0.4}px;box-shadow:0 8px 30px rgba(0,0,0,0.5)}` +
      `.head{display:flex;justify-content:space-between;align-items:center;gap:${L.size * 2}px;padding-bottom:${L.size * 0.5}px;border-bottom:1px solid rgba(255,255,255,0.12)}` +
      `.club{display:flex;align-items:center;gap:${L.size * 0.6}px}` +
      `.crest{display:flex;align-items:center;justify-content:center;width:2.3em;height:2.6em;background:${L.accent};color:#111111;font-weight:700;` +
      `clip-path:polygon(0 0,100% 0,100% 62%,50% 100%,0 62%);padding-bottom:0.4em}` +
      `.kicker{color:${L.accent};font-size:0.72em;font-weight:600;letter-spacing:0.18em}.team{font-size:1.4em;font-weight:700;line-height:1.1}` +
      `.score{display:flex;align-items:center;gap:${L.size * 0.45}px;font-weight:600;white-space:nowrap}` +
      `.score b{display:inline-block;min-width:1.5em;text-align:center;font-size:1.25em;background:rgba(255,255,255,0.1);border-radius:3px}.score .dash{color:${L.muted}}` +
      `.motm{display:flex;align-items:center;gap:${L.size * 0.7}px;margin:${L.size * 0.55}px 0;padding:${L.size * 0.35}px ${L.size * 0.6}px;border-radius:${L.size * 0.3}px;` +
      `background:linear-gradient(90deg,rgba(224,165,38,0.35),rgba(224,165,38,0.08) 70%,transparent);border-left:3px solid #e0a526}` +
      `.motm-body{flex:1}.motm-label{color:#ffd86b;font-size:0.7em;font-weight:700;letter-spacing:0.2em;line-height:1.2}.motm .rt{font-size:1.45em}` +
      `.cols{display:flex;gap:${L.size * 1.6}px;align-items:flex-start}.col{width:${column1}px}` +
      `.row{display:grid;grid-template-columns:2.6em 1.9em minmax(0,1fr) 2.4em 2.4em 2.6em 2.6em;column-gap:0.45em;align-items:center;white-space:nowrap}` +
      `.col .row{height:1.95em;border-bottom:1px solid ${L.stripe}}.col .row:nth-child(even){background:rgba(255,255,255,0.03)}` +
      `.col .heads{height:1.5em;color:${L.muted};font-size:0.7em;letter-spacing:0.12em;border-bottom:1px solid rgba(255,255,255,0.2)}.heads span:last-child{text-align:right}` +
      `.pos{font-size:0.8em;font-weight:700;letter-spacing:0.04em}.sh{color:${L.muted};font-size:0.85em;text-align:right}.n{font-weight:600;text-align:left}` +
      `.ev{display:flex;align-items:center;gap:0.25em;font-size:0.9em}.ev .z{color:${L.muted};font-weight:400}` +
      `.mk{display:flex;align-items:center}.rt{text-align:right;font-weight:700;font-size:1.15em}` +
      `.prompts{position:relative;z-index:1;display:flex;align-items:center;gap:0.5em;margin-top:${L.size * 0.6}px;font-size:0.85em;color:#e6ebf2}` +
      `.btn{display:inline-flex;align-items:center;justify-content:center;width:1.5em;height:1.5em;border-radius:999px;color:#ffffff;font-weight:700;margin-left:1em}`;
    const body =
      `<div class="stadium"></div><div class="panel">${header}${motm}` +
      `<div class="cols">${column(others.slice(0, half))}${column(others.slice(half))}</div></div>${footer}`;
    return page(L, s.w, s.h, body, css);
  },
};

/** Home and away colours for the teams' chips, apart from each other and from either theme. */
const CHIPS = [
  ['#e53935', '#1e88e5'],
  ['#00a676', '#8e24aa'],
  ['#f57c00', '#3949ab'],
  ['#c2185b', '#00897b'],
] as const;

/** A club's three-letter code as a box score prints it: 'Real Ciudad' → 'RCI'. */
const code = (club: string) => {
  const [first, ...rest] = club.split(' ');
  return `${first![0]}${rest.join('').slice(0, 2)}`.toLocaleUpperCase('es');
};

/** A statistic's number, '62%' → 62, '1,8' → 1.8. */
const amount = (v: string) => Number.parseFloat(v.replace(',', '.')) || 0;

/**
 * Held-out 13: match facts as a box score: the statistics are the columns, their labels across the
 * top (wrapped onto two lines where long), and the two teams the rows under them, each row headed by a
 * chip of its colour and its three-letter code (RCI, JPA); the facts in two bands (three when there
 * are more than eight) stacked one under the other, each with its own label row; zebra rows, the
 * leading value of a column heavier. Above, the score between both names, with FINAL (FULL TIME).
 * Archivo Narrow.
 */
const boxScore: Layout = {
  name: 'columnas',
  set: 'held-out',
  kind: 'match_statistics',
  fonts: ['Archivo Narrow'],
  html: (rng, s) => {
    const L = s.look;
    const colours = rng.pick(CHIPS);
    const n = s.statistics.length;
    const count = n > 8 ? 3 : 2;
    const groups: (typeof s.statistics)[] = [];
    for (let b = 0, start = 0; b < count; b++) {
      const size = Math.ceil((n - start) / (count - b));
      groups.push(s.statistics.slice(start, start + size));
      start += size;
    }
    const columns = groups[0]!.length;
    const teamColumn = L.size * 5.4;
    const column = Math.min(L.size * (rng.int(80, 95) / 10), (s.w * 0.94 - teamColumn) / columns);
    const corner = s.english ? 'TEAM' : 'EQUIPO';
    const teamCell = (club: string, colour: string) =>
      `<td class="team"><span class="chip" style="background:${colour}"></span>${esc(code(club))}</td>`;
    const value = (v: string, other: string) =>
      `<td class="${amount(v) > amount(other) ? 'lead' : 'v'}">${v}</td>`;
    const band = (rows: typeof s.statistics, b: number) =>
      `<table style="width:${teamColumn + column * rows.length}px"><colgroup><col style="width:${teamColumn}px">` +
      `${rows.map(() => `<col style="width:${column}px">`).join('')}</colgroup>` +
      `<tr><th class="corner">${b === 0 ? corner : ''}</th>${rows.map((r) => `<th>${esc(r.stat)}</th>`).join('')}</tr>` +
      `<tr class="home">${teamCell(s.home, colours[0])}${rows.map((r) => value(r.home_value, r.away_value)).join('')}</tr>` +
      `<tr class="away">${teamCell(s.away, colours[1])}${rows.map((r) => value(r.away_value, r.home_value)).join('')}</tr></table>`;
    const width = teamColumn + column * columns;
    const side = (club: string, colour: string, home: boolean) =>
      `<span class="side" style="justify-content:${home ? 'flex-end' : 'flex-start'}">` +
      (home
        ? `${esc(club)}<span class="bar" style="background:${colour}"></span>`
        : `<span class="bar" style="background:${colour}"></span>${esc(club)}`) +
      `</span>`;
    const board =
      `<div class="board">${side(s.home, colours[0], true)}` +
      `<span class="result"><b>${s.score[0]} - ${s.score[1]}</b><span class="ft">${s.english ? 'FULL TIME' : 'FINAL'}</span></span>` +
      `${side(s.away, colours[1], false)}</div>`;
    const title = s.english
      ? rng.pick(['TEAM STATS', 'MATCH STATS'])
      : rng.pick(['ESTADÍSTICAS', 'DATOS DEL PARTIDO']);
    const css =
      `${fontFaces('@fontsource/archivo-narrow', [400, 600, 700])}body{font-weight:400}` +
      `.wrap{display:flex;flex-direction:column;align-items:flex-start;gap:${L.size * 0.7}px;margin-top:${s.h * 0.03}px;width:${width}px}` +
      `.title{color:${L.accent};font-weight:700;letter-spacing:0.14em;font-size:0.8em;border-bottom:2px solid ${L.accent};padding-bottom:0.15em}` +
      `.board{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;gap:${L.size * 0.8}px;width:${width}px;padding:${L.size * 0.35}px 0;` +
      `background:${L.panel};border-radius:${L.size * 0.3}px;font-size:1.1em;font-weight:600}` +
      `.side{display:flex;align-items:center;gap:${L.size * 0.5}px;white-space:nowrap}.bar{width:${L.size * 0.35}px;height:1.3em;border-radius:2px}` +
      `.result{display:flex;flex-direction:column;align-items:center;line-height:1.1}.result b{font-size:1.35em;font-weight:700}` +
      `.ft{font-size:0.6em;letter-spacing:0.15em;color:${L.muted}}` +
      `table{table-layout:fixed;border:1px solid ${L.stripe}}` +
      `th{font-weight:600;font-size:0.85em;line-height:1.15;color:${L.muted};padding:${L.size * 0.3}px ${L.size * 0.35}px;vertical-align:bottom;text-align:center;` +
      `text-wrap:balance;border-bottom:2px solid ${L.accent};background:${L.panel}}th.corner{text-align:left}` +
      `td{padding:${L.size * 0.28}px ${L.size * 0.35}px;text-align:center;white-space:nowrap;font-size:1.15em}` +
      `tr.home td{background:${L.panel}}tr.away td{background:${L.stripe}}` +
      `td.team{text-align:left;font-weight:700;font-size:1em;letter-spacing:0.06em}.chip{display:inline-block;width:0.7em;height:0.7em;border-radius:2px;margin-right:0.45em;vertical-align:0}` +
      `td.lead{font-weight:700}td.v{font-weight:400;color:${L.muted}}`;
    const body = `<div class="wrap"><div class="title">${title}</div>${board}${groups.map(band).join('')}</div>`;
    return page(L, s.w, s.h, body, css);
  },
};

export const FRESH_LAYOUTS_6: readonly Layout[] = [consoleRatings, boxScore];
