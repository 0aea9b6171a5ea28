import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { matchScreenshots, playerShirtNumbers } from '@liga/db';
import type { RecognitionResult } from '@liga/domain';
import { useTestContext } from '../../test/context.test-kit';
import { capture, expectationOf, matchOfCapture, upload } from './ocr.test-kit';

const ctx = useTestContext({ env: { OCR_WORKERS: '2' } });

const STATS = '01-stats-1280x720.jpg';
const HOME = '37-pair-home-1280x720.jpg';
const AWAY = '38-pair-away-1280x720.jpg';

describe('POST /api/ocr/process: one capture read into the recognition result', () => {
  it('reads a match-statistics screen: teams, each statistic with home and away values', async () => {
    const e = expectationOf(STATS);
    const { match } = await matchOfCapture(ctx, e);
    const admin = await ctx.actor('Admin');
    const res = await upload(ctx, admin.token, `/api/ocr/process?matchId=${match.id}`, [
      { field: 'image', filename: STATS, bytes: capture(STATS), type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(200);
    const result = res.json<RecognitionResult>();
    expect(result).toMatchObject({
      filename: STATS,
      success: true,
      error: null,
      screenshot_id: expect.any(Number),
    });
    expect(result.data).toMatchObject({
      type: 'match_statistics',
      teams: e.teams,
      players: [],
      total_players: 0,
    });
    expect(e.kind === 'match_statistics' && result.data!.statistics).toEqual(
      e.kind === 'match_statistics' && e.statistics,
    );
    expect(result.table_structure).toEqual({ rows: expect.any(Number), estimated_columns: 3 });
  });

  it('reads a ratings screen and matches every printed player to the registered squads', async () => {
    const e = expectationOf(HOME);
    const { home, homePlayers, match } = await matchOfCapture(ctx, e);
    const res = await upload(ctx, home.token, `/api/ocr/process?matchId=${match.id}`, [
      { field: 'image', filename: 'local.jpg', bytes: capture(HOME), type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(200);
    const data = res.json<RecognitionResult>().data!;
    expect(data.type).toBe('player_ratings');
    expect(data.total_players).toBe(12);
    const byShirt = new Map(data.players.map((p) => [p.shirt_number, p]));
    let namesAsPrinted = 0;
    for (const want of e.kind === 'player_ratings' ? e.players : []) {
      const got = byShirt.get(want.shirt_number)!;
      const { registered, name, ...printed } = want;
      expect(got).toMatchObject(printed);
      // The name is the text as read (decision 037): most read exactly, none replaced by a squad name.
      if (got.name === name) namesAsPrinted += 1;
      const player = homePlayers.find((p) => p.name === registered)!;
      if (name === 'Pérez') {
        // Two registered Pérez: the row is flagged, both are offered.
        expect(got.match).toMatchObject({ uncertain: true });
        expect(got.match!.candidates.map((c) => c.name)).toEqual(
          expect.arrayContaining(['Tomás Pérez', 'Juan Pérez']),
        );
      } else {
        // The best fit is the right player; a misread initial leaves it for the user to confirm.
        expect(got.match).toMatchObject({ player_id: player.id, team_id: home.team.id });
        if (got.name === name) expect(got.match!.uncertain).toBe(false);
      }
    }
    expect(namesAsPrinted).toBeGreaterThanOrEqual(10);
    // Certain matches teach their shirt numbers for the next captures.
    const numbers = await ctx.db
      .select()
      .from(playerShirtNumbers)
      .where(eq(playerShirtNumbers.teamId, home.team.id));
    expect(numbers.length).toBeGreaterThanOrEqual(9);
  });
});

describe('POST /api/ocr/process-multiple', () => {
  it('answers a results list, one per file, and keeps each capture once', async () => {
    const { match, away } = await matchOfCapture(ctx, expectationOf(HOME));
    const files = [
      { field: 'images[]', filename: 'local.jpg', bytes: capture(HOME), type: 'image/jpeg' },
      { field: 'images[]', filename: 'visitante.jpg', bytes: capture(AWAY), type: 'image/jpeg' },
    ];
    const res = await upload(ctx, away.token, `/api/ocr/process-multiple?matchId=${match.id}`, files);
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: RecognitionResult[] }>();
    expect(results.map((r) => [r.filename, r.success, r.data?.total_players])).toEqual([
      ['local.jpg', true, 12],
      ['visitante.jpg', true, 12],
    ]);
    const again = await upload(
      ctx,
      away.token,
      `/api/ocr/process-multiple?matchId=${match.id}`,
      files.slice(0, 1),
    );
    expect(again.json().results[0].screenshot_id).toBe(results[0]!.screenshot_id);
    expect(await ctx.db.select({ id: matchScreenshots.id }).from(matchScreenshots)).toHaveLength(2);
  });

  it('streams the engine progress as NDJSON when asked, then the same answer', async () => {
    const { match } = await matchOfCapture(ctx, expectationOf(STATS));
    const admin = await ctx.actor('Admin');
    const res = await upload(
      ctx,
      admin.token,
      `/api/ocr/process?matchId=${match.id}`,
      [{ field: 'image', filename: STATS, bytes: capture(STATS), type: 'image/jpeg' }],
      'application/x-ndjson',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const lines = res.body
      .trim()
      .split('\n')
      .map(
        (l) =>
          JSON.parse(l) as { event: string; stage?: string; progress?: number; result?: RecognitionResult },
      );
    expect(lines[0]).toMatchObject({ event: 'progress', file: 0, stage: 'queued' });
    // Both looks are read at once: their progress goes one way only.
    const shares = lines.flatMap((l) => (l.stage === 'recognizing' ? [l.progress!] : []));
    expect(shares.length).toBeGreaterThan(1);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(lines.at(-1)).toMatchObject({
      event: 'result',
      result: { success: true, data: { type: 'match_statistics' } },
    });
  });
});
