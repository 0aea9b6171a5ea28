import { isWordy } from '@liga/domain';
import type { Box } from './boxes';
import { readInteger } from './numbers';
import type { Row } from './layout';

export interface ScoreLine {
  home: string;
  away: string;
  score: [number, number];
  row: Row;
}

/** What stands between the goals: a dash, a colon, or a scoreboard's bar ('2 | 1'). */
const DASH = /^[-–—:|]$/;

/**
 * The score line at the top of both screens: 'Atlético Norte 2 - 1 Deportivo Sur' (also '2-1' or
 * '2:1' as one word). The home team's words are left of the score, the away team's right of it.
 */
export function findScoreLine(rows: Row[]): ScoreLine | null {
  for (const row of rows) {
    const line = scoreLineOf(row, false);
    if (line) return line;
  }
  // A thin ':' between the goals may be lost ('Racing Puerto 3 2 Sporting Valle'): two goal counts
  // side by side between team names then make the score, on the screen's top rows only.
  for (const row of topRows(rows)) {
    const line = scoreLineOf(row, true);
    if (line) return line;
  }
  return boardOf(rows) ?? headsOf(rows) ?? scoreApart(rows);
}

/**
 * The screen's top rows with a letter or a digit: a rule under the title read as a dash is no row
 * (decision 050).
 */
const topRows = (rows: Row[]) =>
  rows.filter((r) => r.words.some((w) => /[\p{L}\p{N}]/u.test(w.text))).slice(0, TOP_ROWS);

/** Rows from the top a match centre's names and goals are looked for in: a title may stand above them. */
const HEAD_ROWS = 4;

/**
 * A match centre's heading: the two teams' names on one row, each with its goals on the row just above
 * or below it, under the name ('3 FINAL 0' over 'Racing Puerto   Olímpico Andino', or a table's two value
 * columns headed by the teams with their goals under them), decision 047.
 */
function headsOf(rows: Row[]): ScoreLine | null {
  const top = rows.slice(0, HEAD_ROWS);
  for (const [i, row] of top.entries()) {
    const names = row.cells;
    if (names.length !== 2 || !names.every((c) => isWordy(c.text))) continue;
    for (const other of [top[i - 1], top[i + 1]]) {
      // The goals first and last on their row ('4 FULL TIME 2'), large digits read as look-alikes ('J' for 1).
      if (!other || other.words.length < 2) continue;
      const ends = [other.words[0]!, other.words.at(-1)!];
      const goals = ends.map((w) => readInteger(w.text));
      const between = other.words.slice(1, -1);
      if (goals.some((g) => g === null || g >= 30) || !between.every((w) => isWordy(w.text))) continue;
      const under = ends.every((g, n) => {
        const [centre, name] = [(g.x0 + g.x1) / 2, names[n]!];
        return centre > name.x0 - row.height && centre < name.x1 + row.height;
      });
      if (!under) continue;
      const lower = other.y0 > row.y0 ? other : row;
      return {
        home: names[0]!.text,
        away: names[1]!.text,
        score: [goals[0]!, goals[1]!],
        row: lower,
      };
    }
  }
  return null;
}

/** A dash between goals, read as up to three marks ('-—'). */
const LONG_DASH = /^[-–—:|]{1,3}$/;
/** The goals read as one word, the dash between them ('1-0', '0-—0'). */
const GOALS_WORD = /^(\d{1,2})\s*[-–—:|]{1,3}\s*(\d{1,2})$/;

/**
 * The goals on a row that holds nothing else but marks (a crest's initials, an icon: up to four
 * characters, no three letters running): '1-0', '0 -— 0', '0 0', with where they stand.
 */
function goalsAlone(row: Row): { goals: [number, number]; x0: number; x1: number } | null {
  const words = row.words;
  const goal = (w: Row['words'][number] | undefined) =>
    w && /^\d{1,2}$/.test(w.text) ? Number(w.text) : null;
  // The goals starting at word i, and the last word they take.
  const goalsAt = (i: number): { goals: [number, number]; last: number } | null => {
    const joined = GOALS_WORD.exec(words[i]!.text);
    if (joined) return { goals: [Number(joined[1]), Number(joined[2])], last: i };
    const [home, next, after] = [goal(words[i]), words[i + 1], words[i + 2]];
    if (home === null) return null;
    if (LONG_DASH.test(next?.text ?? '') && goal(after) !== null)
      return { goals: [home, goal(after)!], last: i + 2 };
    if (goal(next) !== null) return { goals: [home, goal(next)!], last: i + 1 };
    return null;
  };
  for (let i = 0; i < words.length; i++) {
    const found = goalsAt(i);
    if (!found || found.goals.some((g) => g >= 30)) continue;
    const others = words.filter((_, n) => n < i || n > found.last);
    if (!others.every((w) => w.text.length <= 4 && !/\p{L}{3}/u.test(w.text))) continue;
    return { goals: found.goals, x0: words[i]!.x0, x1: words[found.last]!.x1 };
  }
  return null;
}

/**
 * The score on a row of its own, the teams' names on the row under or over it, left and right of it
 * ('3 – 0' drawn larger and higher than 'Académica Sierra   Real Ciudad', a crest's initials beside the
 * goals), decision 051: the home team's words stand left of the score, the away team's right of it, each
 * run up to a wide gap; words under the score, a row height either side of it, are a label ('FULL TIME')
 * and neither name.
 */
function scoreApart(rows: Row[]): ScoreLine | null {
  const top = rows.slice(0, HEAD_ROWS);
  for (const [i, row] of top.entries()) {
    const found = goalsAlone(row);
    if (!found) continue;
    const { goals, x0, x1 } = found;
    for (const other of [top[i + 1], top[i - 1]]) {
      if (!other) continue;
      // A label under the score ('FULL TIME', misread) is neither name.
      const centre = (w: Row['words'][number]) => (w.x0 + w.x1) / 2;
      const beside = other.words.filter(
        (w) => centre(w) < x0 - other.height || centre(w) > x1 + other.height,
      );
      const side = (home: boolean) => {
        const words = beside.filter((w) => centre(w) < x0 === home);
        const run = home ? words.reverse() : words;
        const out: string[] = [];
        for (const [n, w] of run.entries()) {
          const near = run[n - 1];
          if (near && (home ? near.x0 - w.x1 : w.x0 - near.x1) > other.height * NAME_GAP) break;
          if (isWordy(w.text)) out.push(w.text);
        }
        return (home ? out.reverse() : out).join(' ');
      };
      const [home, away] = [side(true), side(false)];
      if (home && away) return { home, away, score: goals, row: other };
    }
  }
  return null;
}

/**
 * A scoreboard of two lines, each team's name with its goals after it ('Unión Costera 2' over 'Ferro
 * Central 1'), on the screen's two top rows (decision 046).
 */
function boardOf(rows: Row[]): ScoreLine | null {
  const top = topRows(rows);
  const lines = top.map((row) => {
    const texts = row.words.map((w) => w.text);
    const goals = texts.length > 1 ? readInteger(texts.at(-1)!) : null;
    const name = texts.slice(0, -1).filter(isWordy).join(' ');
    return goals !== null && goals < 30 && name && texts.slice(0, -1).every(isWordy) ? { name, goals } : null;
  });
  const [home, away] = lines;
  if (!home || !away) return null;
  return { home: home.name, away: away.name, score: [home.goals, away.goals], row: top[1]! };
}

/** Rows from the top a score line without its separator is looked for in. */
const TOP_ROWS = 2;

/**
 * Row heights between words past which the words are no longer one team's name: a title or a heading
 * standing on the score's row, far left of the home team ('Independiente Oeste ... Sporting Valle 3 0
 * Independiente Oeste'), decision 048.
 */
const NAME_GAP = 3;

function scoreLineOf(row: Row, bare: boolean): ScoreLine | null {
  // '2 -2' and '2- 2': a dash read stuck to a goal count is its own word.
  const words = row.words.flatMap((w) => {
    const stuck = /^([-–—:|])(\d{1,2})$|^(\d{1,2})([-–—:|])$/.exec(w.text);
    if (!stuck) return [w];
    const [a, b] = stuck[1] ? [stuck[1], stuck[2]!] : [stuck[3]!, stuck[4]!];
    return [
      { ...w, text: a },
      { ...w, text: b },
    ];
  });
  const texts = words.map((w) => w.text);
  // The team's words next to the score, up to a wide gap.
  const nameOf = (from: number, step: -1 | 1) => {
    const out: string[] = [];
    for (let i = from; i >= 0 && i < words.length; i += step) {
      const near = words[i - step];
      const gap = near && (step < 0 ? near.x0 - words[i]!.x1 : words[i]!.x0 - near.x1);
      if (out.length > 0 && gap !== undefined && gap > row.height * NAME_GAP) break;
      if (isWordy(texts[i]!)) out.push(texts[i]!);
    }
    return (step < 0 ? out.reverse() : out).join(' ');
  };
  for (let i = 0; i < texts.length; i++) {
    let score: [number, number] | null = null;
    let end = i;
    const joined = joinedScore(texts[i]!);
    if (joined) score = joined;
    else if (i + 2 < texts.length && DASH.test(texts[i + 1]!)) {
      const a = readInteger(texts[i]!);
      const b = readInteger(texts[i + 2]!);
      if (a !== null && b !== null && a < 30 && b < 30) [score, end] = [[a, b], i + 2];
    } else if (bare && i + 1 < texts.length && /^\d{1,2}$/.test(texts[i]!) && /^\d{1,2}$/.test(texts[i + 1]!))
      [score, end] = [[Number(texts[i]), Number(texts[i + 1])], i + 1];
    if (!score) continue;
    const home = nameOf(i - 1, -1);
    const away = nameOf(end + 1, 1);
    if (home && away) return { home, away, score, row };
  }
  return null;
}

/**
 * A score read as one word: '2-1', '2:1', or with a goal read as its look-alike and the dash as a bar
 * ('O|1' for '0 - 1' in boxes, decision 054). A digit is in it; each goal is one or two characters.
 */
function joinedScore(text: string): [number, number] | null {
  const plain = /^(\d{1,2})\s*[-–—:|]\s*(\d{1,2})$/.exec(text);
  if (plain) return [Number(plain[1]), Number(plain[2])];
  const parts = /\d/.test(text) ? /^([^\s\d]|\d{1,2})\s*[-–—:|]\s*([^\s\d]|\d{1,2})$/.exec(text) : null;
  const goals = parts ? [readInteger(parts[1]!), readInteger(parts[2]!)] : [];
  return goals.length === 2 && goals.every((g) => g !== null && g < 30) ? (goals as [number, number]) : null;
}

/** Two team names on a top row, and where the score between them stands when it was not read. */
export interface ScoreGap {
  home: string;
  away: string;
  box: Box;
}

/**
 * A score drawn in a box or badge of its own may not be read with the names ('Unión Costera | Olímpico
 * Andino'), or read as marks that are no goals ('Atlético Norte a 3 Unión Costera'): on the screen's top
 * rows, two runs of name words a column apart with nothing between them but marks of one or two
 * characters give the teams and the place between them, for the score's own reading (decision 046). The
 * rightmost such pair: a title may stand on the row, left of the score line (decision 050).
 */
export function scoreGap(rows: Row[]): ScoreGap | null {
  for (const row of topRows(rows)) {
    const words = row.words;
    const named = (w: Row['words'][number]) => isWordy(w.text) && [...w.text].length >= 3;
    for (let b = words.length - 1; b > 0; b--) {
      if (!named(words[b]!) || (named(words[b - 1]!) && words[b]!.x0 - words[b - 1]!.x1 < row.height * 1.5))
        continue;
      let a = b - 1;
      while (a >= 0 && !named(words[a]!) && [...words[a]!.text].length <= 2) a -= 1;
      if (a < 0 || !named(words[a]!) || words[b]!.x0 - words[a]!.x1 < row.height * 1.5) continue;
      const run = (from: number, step: -1 | 1) => {
        const out = [words[from]!];
        for (let i = from + step; i >= 0 && i < words.length && named(words[i]!); i += step) {
          const near = out.at(-1)!;
          if ((step < 0 ? near.x0 - words[i]!.x1 : words[i]!.x0 - near.x1) > row.height * NAME_GAP) break;
          out.push(words[i]!);
        }
        return (step < 0 ? out.reverse() : out).map((w) => w.text).join(' ');
      };
      const pad = row.height * 0.2;
      const box = {
        x0: words[a]!.x1 + pad,
        x1: words[b]!.x0 - pad,
        y0: row.y0 - row.height * 0.5,
        y1: row.y1 + row.height * 0.5,
      };
      return { home: run(a, -1), away: run(b, 1), box };
    }
  }
  return null;
}

/** What a score's own reading may hold. */
export const SCORE_CHARS = '0123456789-:';

/** A score read on its own: '2-1', '2:1', or two single digits whose dash was lost ('21'). */
export function readScore(text: string): [number, number] | null {
  const match = /^(\d{1,2})[-:]+(\d{1,2})$/.exec(text) ?? /^(\d)(\d)$/.exec(text);
  return match ? [Number(match[1]), Number(match[2])] : null;
}
