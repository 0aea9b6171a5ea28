import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { budgetMovements, transfers } from '@liga/db';
import { MAX_OPEN_PROPOSALS } from '@liga/domain';
import { useTestContext } from '../../test/context.test-kit';
import { transferKit, type TransferKit } from './transfers.test-kit';

// PGlite runs one query at a time, so races only exist on PostgreSQL (npm run test:pg).
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'simultaneous proposal requests (PostgreSQL, decision 013)',
  () => {
    const ctx = useTestContext();
    let K: TransferKit;
    beforeEach(async () => {
      K = await transferKit(ctx);
    });

    it(`20 proposals at once from one manager: ${MAX_OPEN_PROPOSALS} are made`, async () => {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          K.create(K.L.buyer, K.deal({ players: [K.extra.id], budget: i })),
        ),
      );
      expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(MAX_OPEN_PROPOSALS);
      for (const r of responses.filter((r) => r.statusCode !== 201)) expect(r.statusCode).toBe(422);
      expect(await ctx.db.select().from(transfers)).toHaveLength(MAX_OPEN_PROPOSALS);
    });

    it('rejections racing confirmations: exactly one wins, money moves only if it was the confirmation', async () => {
      const id = (await K.create(K.L.buyer, K.deal())).json().transfer.id as number;
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          i % 2
            ? K.confirm(K.L.seller, id)
            : ctx.request(K.L.seller.token, { method: 'POST', url: `/api/transferencia_rechazada/${id}` }),
        ),
      );
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const [row] = await ctx.db.select().from(transfers).where(eq(transfers.id, id));
      const payments = await ctx.db
        .select()
        .from(budgetMovements)
        .where(eq(budgetMovements.refType, 'transfer'));
      expect(payments).toHaveLength(row!.status === 'confirmado' ? 2 : 0);
      await ctx.expectLedgerBalanced();
    });
  },
);
