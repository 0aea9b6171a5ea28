import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { migrationsFolder, prizes } from '@liga/db';
import { PRIZE_MESSAGES, parsePosition } from '@liga/domain';
import { useKit, useTestContext } from '../../test/context.test-kit';
import { prizeKit } from './prizes.test-kit';

// Decision 013 (second audit): after a first-place prize, '1st', '１', '1' + zero-width space,
// 'primero' and '1° puesto' each paid the same tournament and team again.
const FIRST_SPELLINGS = ['1st', '１', '1\u200b', 'primero', '1° puesto', 'Campeón', '1ª'];

const ctx = useTestContext();
const K = useKit(ctx, prizeKit);

describe('a prize position is one position', () => {
  it('pays a first place once, however the position is written', async () => {
    const first = await K.submit(K.admin, [K.prize({ position: '1' })]);
    const id = first.json().paid[0].id;
    const before = await K.state();
    for (const position of FIRST_SPELLINGS) {
      const again = await K.submit(K.admin, [K.prize({ position, amount: 5 })]);
      expect(again.statusCode, position).toBe(200);
      expect(again.json(), position).toMatchObject({ paid: [], already_paid: [{ id, position: '1°' }] });
    }
    expect(await K.state()).toEqual(before);
    await ctx.expectLedgerBalanced();
  });

  it('refuses a position it cannot read with a 422 on the field, paying nothing of the list', async () => {
    const before = await K.state();
    const res = await K.submit(K.admin, [K.prize({ position: '2' }), K.prize({ position: '1st place' })]);
    await K.expectRefused(res, before, 422, PRIZE_MESSAGES.positionInvalid);
    expect(res.json().errors).toEqual({ 'prizes.1.position': [PRIZE_MESSAGES.positionInvalid] });
  });
});

/** The hand-written statement of migration 0013, run again over rows written the old way. */
function normaliseMigration(): string {
  const file = fs.readdirSync(migrationsFolder()).find((f) => f.endsWith('_normalise_prize_positions.sql'));
  return fs.readFileSync(path.join(migrationsFolder(), file!), 'utf8');
}

const insertRaw = (teamId: number, position: string, reverted = false) =>
  ctx.db
    .insert(prizes)
    .values({
      tournamentId: K.t.id,
      teamId,
      amount: 1,
      position,
      paidAt: new Date(),
      revertedAt: reverted ? new Date() : null,
    })
    .returning({ id: prizes.id })
    .then(([row]) => row!.id);

describe('migration 0013: stored positions', () => {
  it('rewrites each stored spelling to what parsePosition reads, leaving unreadable texts alone', async () => {
    const spellings = [
      ...FIRST_SPELLINGS,
      '2do.',
      'Máximo goleador',
      'asistidor',
      '3 puesto',
      'Fair play',
      '40',
    ];
    // Reverted rows are outside the once-only index: every spelling can sit on one team.
    const ids = [];
    for (const s of spellings) ids.push(await insertRaw(K.primera.team.id, s, true));
    await ctx.db.execute(sql.raw(normaliseMigration()));
    const rows = await ctx.db.select().from(prizes).orderBy(asc(prizes.id));
    expect(rows.map((r) => r.position)).toEqual(spellings.map((s) => parsePosition(s) ?? s));
  });

  it('keeps one live row per parsed position and pays it no more', async () => {
    // Paid twice before the fix under two spellings: one row takes the parsed value, the other stays.
    const a = await insertRaw(K.primera.team.id, '1st');
    const b = await insertRaw(K.primera.team.id, '１');
    const c = await insertRaw(K.segunda.team.id, 'Máximo goleador');
    const d = await insertRaw(K.segunda.team.id, 'goleador');
    await ctx.db.execute(sql.raw(normaliseMigration()));
    const rows = await ctx.db.select({ id: prizes.id, position: prizes.position }).from(prizes);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.position]))).toEqual({
      [a]: '1°',
      [b]: '１',
      [c]: 'Máximo goleador',
      [d]: 'Goleador',
    });
    const again = await K.submit(K.admin, [
      K.prize({ position: 'primero' }),
      K.prize({ team_id: K.segunda.team.id, position: 'GOLEADOR' }),
    ]);
    expect(again.json().paid).toEqual([]);
    expect(
      again
        .json()
        .already_paid.map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([a, d].sort());
  });
});
