import { z } from 'zod';

/** POST /api/legacy-import?dry_run=true|false (multipart, field `dump`): the import's query (decision 032). */
export const LegacyImportQuerySchema = z.object({
  dry_run: z.enum(['true', 'false']).optional(),
});

const StandingLineSchema = z.object({
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goals_for: z.number().int(),
  goals_against: z.number().int(),
  points: z.number().int(),
});
/** A team's line in the import's standings check, as stored by the old app or computed from its matches. */
export type LegacyStandingLine = z.infer<typeof StandingLineSchema>;

/** The import's report: counts per table, every row it could not map, the ledger and standings checks. */
export const LegacyImportReportSchema = z.object({
  version: z.string(),
  dryRun: z.boolean(),
  activeSeasonId: z.number().int(),
  freeAgentTeamId: z.number().int(),
  tables: z.array(
    z.object({
      legacy: z.string(),
      rows: z.number().int(),
      imported: z.number().int(),
      skipped: z.number().int(),
      target: z.string(),
      before: z.number().int().nullable(),
      after: z.number().int().nullable(),
    }),
  ),
  problems: z.array(
    z.object({
      table: z.string(),
      id: z.union([z.number(), z.string()]).nullable(),
      action: z.enum(['omitida', 'corregida']),
      reason: z.string(),
    }),
  ),
  notImported: z.array(z.object({ table: z.string(), rows: z.number().int(), why: z.string() })),
  ledger: z.object({
    users: z.number().int(),
    budgets: z.number(),
    ledger: z.number(),
    mismatches: z.array(z.object({ id: z.number().int(), profits: z.number(), sum: z.number() })),
  }),
  standings: z.array(
    z.object({
      tournamentId: z.number().int(),
      teamId: z.number().int(),
      stored: StandingLineSchema.nullable(),
      computed: StandingLineSchema.nullable(),
    }),
  ),
});
export type LegacyImportReport = z.infer<typeof LegacyImportReportSchema>;

/** GET /api/legacy-import: whether the league is empty, so the screen can offer the import. */
export const LegacyImportStateSchema = z.object({ empty: z.boolean() });
