import type { Db } from '@liga/db';
import { CERTAIN_SCORE, matchPlayers, type RecognitionResult } from '@liga/domain';
import { unavailable, unprocessable, type FieldErrors } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { analyse } from './analyse';
import { evidenceOf, sha256 } from './evidence';
import { sniffImage } from './image-check';
import { MAX_QUEUED, MAX_SCREENSHOTS_PER_MATCH } from './limits';
import { messages } from './messages';
import type { OcrPool } from './pool';
import { prepare, type Prepared } from './preprocess';
import type { MatchTeams } from './queries';
import {
  keepScreenshot,
  keptHashes,
  registeredPlayers,
  rememberShirtNumbers,
  screenshotCount,
} from './queries';
import type { OcrWord } from './tsv';
import type { Upload } from './uploads';

/** Where one file is: waiting for a worker, being read (with the engine's share done), or done. */
export type Stage = 'queued' | 'recognizing' | 'done';
export type ProgressListener = (file: number, stage: Stage, share: number) => void;

interface Checked extends Upload {
  prepared: Prepared;
}

/** Every file must be a real image before any is read: bad input changes nothing (DESIGN.md §4). */
async function checkImages(uploads: Upload[]): Promise<Checked[]> {
  const errors: FieldErrors = {};
  const checked = await Promise.all(
    uploads.map(async (upload) => {
      const fail = (message: string) => void (errors[upload.field] = [message]);
      if (upload.bytes.length === 0) return fail(messages.empty(upload.filename));
      if (!sniffImage(upload.bytes)) return fail(messages.notAnImage(upload.filename));
      try {
        return { ...upload, prepared: await prepare(upload.bytes) };
      } catch (error) {
        const pixels = String((error as Error).message).includes('pixel limit');
        return fail(pixels ? messages.tooManyPixels(upload.filename) : messages.damaged(upload.filename));
      }
    }),
  );
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return checked as Checked[];
}

export interface Captures {
  match: MatchTeams;
  files: Checked[];
  /** SHA-256 of each file's bytes (a capture is kept once per match). */
  hashes: string[];
}

/**
 * Everything that can refuse the request happens here, before any recognition and before any
 * answer byte: a busy pool (503), files that are not real images (422), a match whose evidence is
 * full (422).
 */
export async function checkCaptures(
  db: Db,
  pool: OcrPool,
  match: MatchTeams,
  uploads: Upload[],
): Promise<Captures> {
  if (pool.queued() >= MAX_QUEUED) throw unavailable(messages.busy);
  const files = await checkImages(uploads);
  const hashes = files.map((c) => sha256(c.bytes));
  const kept = await keptHashes(db, match.id, hashes);
  const fresh = new Set(hashes.filter((h) => !kept.has(h)));
  if ((await screenshotCount(db, match.id)) + fresh.size > MAX_SCREENSHOTS_PER_MATCH)
    throw unprocessable({ [files[0]!.field.split('.')[0]!]: [messages.evidenceFull] });
  return { match, files, hashes };
}

/**
 * Reads checked captures (spec 02 §3): recognises them in the pool, matches the printed players to
 * the two squads, keeps each recognised capture with the match and remembers the shirt numbers of
 * certain matches. A capture the engine cannot read is a failed result, not an error of the request.
 */
export async function readCaptures(
  db: Db,
  pool: OcrPool,
  user: AuthUser,
  { match, files, hashes }: Captures,
  onProgress?: ProgressListener,
): Promise<RecognitionResult[]> {
  const squads = await registeredPlayers(db, [match.home.id, match.away.id]);
  const vocabulary = { teams: [match.home.name, match.away.name], names: squads.map((p) => p.name) };
  const learnt: { playerId: number; teamId: number; shirtNumber: number }[] = [];

  const results = await Promise.all(
    files.map(async (file, index): Promise<RecognitionResult> => {
      onProgress?.(index, 'queued', 0);
      const failed = (error: string, table_structure: RecognitionResult['table_structure'] = null) => ({
        filename: file.filename,
        success: false,
        error,
        data: null,
        table_structure,
        screenshot_id: null,
      });
      let words: OcrWord[];
      try {
        words = await pool.recognize({
          image: file.prepared.ocrImage,
          onProgress: (share) => onProgress?.(index, 'recognizing', share),
        });
      } catch {
        return failed(messages.failed);
      } finally {
        onProgress?.(index, 'done', 1);
      }
      const { prepared } = file;
      const canvas = { rgb: prepared.rgb, width: prepared.width, height: prepared.height };
      const analysis = analyse(words, prepared.scale, canvas, vocabulary);
      if (!analysis.data) return failed(messages.unrecognised, analysis.table_structure);
      const data = analysis.data;
      const decided = matchPlayers(data.players, squads);
      data.players = data.players.map((p, i) => ({ ...p, match: decided[i] }));
      decided.forEach((m, i) => {
        const shirt = data.players[i]!.shirt_number;
        if (
          m.player_id !== null &&
          m.team_id !== null &&
          !m.uncertain &&
          m.score >= CERTAIN_SCORE &&
          shirt !== null
        )
          learnt.push({ playerId: m.player_id, teamId: m.team_id, shirtNumber: shirt });
      });
      const screenshot_id = await keepScreenshot(
        db,
        {
          ...(await evidenceOf(prepared)),
          sha256: hashes[index]!,
          matchId: match.id,
          uploadedBy: user.id,
          filename: file.filename,
          type: data.type,
        },
        MAX_SCREENSHOTS_PER_MATCH,
      );
      return {
        filename: file.filename,
        success: true,
        error: null,
        data,
        table_structure: analysis.table_structure,
        screenshot_id,
      };
    }),
  );
  await rememberShirtNumbers(db, dedupe(learnt));
  return results;
}

/** One number per player: two captures of one match may both print the same player. */
const dedupe = <T extends { playerId: number; teamId: number }>(rows: T[]) => [
  ...new Map(rows.map((r) => [`${r.playerId}:${r.teamId}`, r])).values(),
];
