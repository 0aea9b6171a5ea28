import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Two generated captures of bench:ocr (bench/ocr/fixtures): both sides of one match, at 1280×720. */
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bench/ocr/fixtures');
export const HOME_CAPTURE = path.join(FIXTURES, '37-pair-home-1280x720.jpg');
export const AWAY_CAPTURE = path.join(FIXTURES, '38-pair-away-1280x720.jpg');

/** The squads to register for the pair's teams (its entry in expected.json). */
export const { squads: captureSquads } = (
  JSON.parse(readFileSync(path.join(FIXTURES, 'expected.json'), 'utf8')) as {
    file: string;
    squads: { home: string[]; away: string[] };
  }[]
).find((e) => e.file === '37-pair-home-1280x720.jpg')!;
