import { z } from 'zod';

/** The two screens a capture can show (recognition result `data.type`). */
export const SCREEN_TYPES = ['match_statistics', 'player_ratings'] as const;
export type ScreenType = (typeof SCREEN_TYPES)[number];

export const RecognizedStatisticSchema = z.object({
  stat: z.string(),
  home_value: z.string(),
  away_value: z.string(),
});

/** A registered player a recognised row may stand for, with how well the name fits (0–1). */
export const PlayerCandidateSchema = z.object({
  player_id: z.number(),
  name: z.string(),
  team_id: z.number(),
  score: z.number(),
});
export type PlayerCandidate = z.infer<typeof PlayerCandidateSchema>;

/**
 * Our addition to the league client's player row: the registered player it was matched to (`score`
 * is how sure, 0–1), or the candidates to pick from when the match is uncertain. It stands beside
 * the row's `name`, never in its place (decision 037).
 */
export const PlayerMatchSchema = z.object({
  player_id: z.number().nullable(),
  name: z.string().nullable(),
  team_id: z.number().nullable(),
  score: z.number(),
  uncertain: z.boolean(),
  candidates: z.array(PlayerCandidateSchema),
});
export type PlayerMatch = z.infer<typeof PlayerMatchSchema>;

export const RecognizedPlayerSchema = z.object({
  shirt_number: z.number().nullable(),
  /** The name as read on the capture (only accents the engine dropped put back: decision 037). */
  name: z.string(),
  rating: z.number().nullable(),
  goals: z.number(),
  assists: z.number(),
  is_injured: z.boolean(),
  amarillas: z.number(),
  rojas: z.number(),
  match: PlayerMatchSchema.optional(),
});
export type RecognizedPlayer = z.infer<typeof RecognizedPlayerSchema>;

export const RecognitionDataSchema = z.object({
  type: z.enum(SCREEN_TYPES),
  teams: z.object({ home: z.string().nullable(), away: z.string().nullable() }),
  statistics: z.array(RecognizedStatisticSchema),
  players: z.array(RecognizedPlayerSchema),
  total_players: z.number(),
});
export type RecognitionData = z.infer<typeof RecognitionDataSchema>;

export const TableStructureSchema = z.object({ rows: z.number(), estimated_columns: z.number() });

/** The recognition result (decision 010), plus the stored capture it was read from (our addition). */
export const RecognitionResultSchema = z.object({
  filename: z.string(),
  success: z.boolean(),
  error: z.string().nullable(),
  data: RecognitionDataSchema.nullable(),
  table_structure: TableStructureSchema.nullable(),
  screenshot_id: z.number().nullable(),
});
export type RecognitionResult = z.infer<typeof RecognitionResultSchema>;

/** POST /ocr/process-multiple ('results list'). */
export const RecognitionResultsSchema = z.object({ results: z.array(RecognitionResultSchema) });

/** `?matchId=` of both recognition calls (decision 012). */
export const OcrQuerySchema = z.object({
  matchId: z.coerce
    .number({ error: 'Indicá el partido.' })
    .int('Indicá el partido.')
    .positive('Indicá el partido.')
    .max(2_147_483_647, 'Indicá el partido.'),
});

/** A capture kept with its match as evidence (GET /ocr/screenshots?matchId=). */
export const ScreenshotSchema = z.object({
  id: z.number(),
  match_id: z.number(),
  filename: z.string(),
  type: z.enum(SCREEN_TYPES).nullable(),
  size: z.number(),
  width: z.number(),
  height: z.number(),
  uploaded_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type Screenshot = z.infer<typeof ScreenshotSchema>;
export const ScreenshotListSchema = z.object({ data: z.array(ScreenshotSchema) });
/** GET /ocr/screenshots/{id}/image: the kept capture or its 320 px thumbnail. */
export const ScreenshotImageQuerySchema = z.object({ size: z.enum(['full', 'thumb']).default('full') });

/**
 * What the analysis screen hands to the match's statistics form (through the router's state): one
 * proposed line per player, nothing saved until the form is.
 */
export const StatisticsPrefillLineSchema = z.object({
  player_id: z.number().int().positive(),
  goals: z.number().int().min(0).max(99),
  assists: z.number().int().min(0).max(99),
  yellow_cards: z.number().int().min(0).max(1),
  red_cards: z.number().int().min(0).max(1),
  direct_red: z.boolean(),
  simple_injuries: z.number().int().min(0).max(1),
  serious_injuries: z.number().int().min(0).max(1),
  mvp: z.boolean(),
});
export type StatisticsPrefillLine = z.infer<typeof StatisticsPrefillLineSchema>;
export const StatisticsPrefillSchema = z.object({
  match_id: z.number().int().positive(),
  lines: z.array(StatisticsPrefillLineSchema).max(200),
});
export type StatisticsPrefill = z.infer<typeof StatisticsPrefillSchema>;
