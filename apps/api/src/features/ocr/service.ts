import type { Db } from '@liga/db';
import { CERTAIN_SCORE, matchPlayers, type RecognitionResult } from '@liga/domain';
import { unprocessable } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import { checkImages, type Checked } from './check-images';
import { evidenceOf, sha256 } from './evidence';
import { MAX_SCREENSHOTS_PER_MATCH } from './limits';
import { messages } from './messages';
import type { OcrPool } from './pool';
import type { MatchTeams } from './queries';
import {
  keepScreenshot,
  keptHashes,
  registeredPlayers,
  rememberShirtNumbers,
  screenshotCount,
} from './queries';
import type { Ticket } from './queue';
import { recognize } from './recognize';
import type { Vocabulary } from './snap';
import type { Upload } from './uploads';

/** Where one file is: waiting for a worker, being read (with the engine's share done), or done. */
export type Stage = 'queued' | 'recognizing' | 'done';
export type ProgressListener = (file: number, stage: Stage, share: number) => void;

export interface Captures {
  match: MatchTeams;
  files: Checked[];
  /** SHA-256 of each file's bytes (a capture is kept once per match). */
  hashes: string[];
}

/**
 * Everything that can refuse the request happens here, before any recognition and before any
 * answer byte: files that are not real images or over the pixel budgets (422), a match whose
 * evidence is full (422). The queue's room was reserved while the files were read.
 */
export async function checkCaptures(db: Db, match: MatchTeams, uploads: Upload[]): Promise<Captures> {
  const files = await checkImages(uploads);
  const hashes = files.map((c) => sha256(c.bytes));
  const kept = await keptHashes(db, match.id, hashes);
  const fresh = new Set(hashes.filter((h) => !kept.has(h)));
  if ((await screenshotCount(db, match.id)) + fresh.size > MAX_SCREENSHOTS_PER_MATCH)
    throw unprocessable({ [files[0]!.field.split('.')[0]!]: [messages.evidenceFull] });
  return { match, files, hashes };
}

/**
 * One image's turn: decoded from its bytes only now, read by the engine, rebuilt into a table and
 * turned into evidence. The decoded pixels (up to ~30 MB) never outlive the turn.
 */
async function readTurn(
  pool: OcrPool,
  bytes: Buffer,
  vocabulary: Vocabulary,
  onProgress: (share: number) => void,
) {
  const { prepared, ...analysis } = await recognize(pool, bytes, { vocabulary, onProgress });
  return { analysis, evidence: analysis.data ? await evidenceOf(prepared) : null };
}

/**
 * Reads checked captures (decision 012): each on its turn in the queue (the ticket holds their
 * reserved room), recognised in the pool, the printed players matched to the two squads, keeps each recognised capture with the match and remembers the shirt numbers of
 * certain matches. A capture the engine cannot read is a failed result, not an error of the request.
 */
export async function readCaptures(
  db: Db,
  pool: OcrPool,
  ticket: Ticket,
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
      let turn: Awaited<ReturnType<typeof readTurn>>;
      try {
        turn = await ticket.run(() =>
          readTurn(pool, file.bytes, vocabulary, (share) => onProgress?.(index, 'recognizing', share)),
        );
      } catch {
        return failed(messages.failed);
      } finally {
        onProgress?.(index, 'done', 1);
      }
      const { analysis, evidence } = turn;
      if (!analysis.data || !evidence) return failed(messages.unrecognised, analysis.table_structure);
      const data = analysis.data;
      // Matched on the names spelled against the squads; the answer keeps them as read (decision 037).
      const decided = matchPlayers(
        data.players.map((p, i) => ({ name: analysis.spellings[i] ?? p.name, shirt_number: p.shirt_number })),
        squads,
      );
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
          ...evidence,
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
