import { NO_ACTIVE_SEASON } from '../common/messages';
import { z } from 'zod';
import { RefSchema } from '../common/contracts';
import { unknownPlaceholders } from './values';

/** The rule book's calls (/reglamento): read, search, history and the Admin's edits. */

export const RULEBOOK_TITLE_MAX = 120;
export const RULEBOOK_BODY_MAX = 20_000;
export const RULEBOOK_QUERY_MAX = 100;

export const RULEBOOK_MESSAGES = {
  titleRequired: 'Escribí el título de la sección.',
  titleTooLong: `El título admite hasta ${RULEBOOK_TITLE_MAX} caracteres.`,
  bodyTooLong: `El texto admite hasta ${RULEBOOK_BODY_MAX.toLocaleString('es-AR')} caracteres.`,
  controlCharacters: 'El texto tiene caracteres no válidos.',
  unknownPlaceholders: (keys: string[]) =>
    `Marcadores desconocidos: ${keys.map((k) => `{{${k}}}`).join(', ')}. Usá los de la ayuda del editor.`,
  queryRequired: 'Escribí qué buscar.',
  queryTooLong: `La búsqueda admite hasta ${RULEBOOK_QUERY_MAX} caracteres.`,
  sectionNotFound: 'La sección del reglamento no existe.',
  saved: 'Sección guardada.',
  created: 'Sección creada.',
  copied: 'Reglamento copiado a la temporada.',
  alreadyHasSections: 'Esta temporada ya tiene su reglamento.',
  nothingToCopy: 'No hay un reglamento anterior para copiar.',
  noSeason: NO_ACTIVE_SEASON,
  slugTaken: 'Ya hay una sección con ese título en esta temporada.',
  deleted: 'Sección eliminada.',
  moved: 'Orden del reglamento actualizado.',
  directionInvalid: 'Indicá si la sección sube o baja.',
  alreadyFirst: 'La sección ya es la primera.',
  alreadyLast: 'La sección ya es la última.',
} as const;
const M = RULEBOOK_MESSAGES;

// Tabs and line breaks are text; other control characters (NUL included) never are (docs/rules.md §15.4).
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const SaveSectionSchema = z.object({
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(RULEBOOK_TITLE_MAX, M.titleTooLong)
    .refine((t) => !CONTROL.test(t), M.controlCharacters),
  body: z
    .string({ error: M.bodyTooLong })
    .max(RULEBOOK_BODY_MAX, M.bodyTooLong)
    .refine((t) => !CONTROL.test(t), M.controlCharacters)
    .superRefine((body, ctx) => {
      const unknown = unknownPlaceholders(body);
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: M.unknownPlaceholders(unknown) });
    }),
});
export type SaveSectionInput = z.infer<typeof SaveSectionSchema>;

export const RulebookSectionSchema = z.object({
  id: z.number(),
  slug: z.string(),
  position: z.number(),
  title: z.string(),
  /** Markdown as stored, with {{KEY}} placeholders: what the editor edits. */
  body: z.string(),
  /** Markdown with every placeholder replaced by the league's current value: what a reader sees. */
  content: z.string(),
  updated_at: z.string(),
  updated_by: RefSchema.nullable(),
});
export type RulebookSection = z.infer<typeof RulebookSectionSchema>;

export const RulebookSchema = z.object({
  /** 'REGLAMENTO TEMPORADA 59' for the season shown. */
  title: z.string(),
  season: RefSchema.nullable(),
  /** The season whose sections are shown when the requested one has none of its own yet. */
  source_season: RefSchema.nullable(),
  sections: z.array(RulebookSectionSchema),
});
export type Rulebook = z.infer<typeof RulebookSchema>;

const optionalSeason = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().int().positive().max(2_147_483_647).optional(),
);

export const RulebookQuerySchema = z.object({ season: optionalSeason });

export const RulebookSearchQuerySchema = z.object({
  q: z
    .string({ error: M.queryRequired })
    .trim()
    .min(1, M.queryRequired)
    .max(RULEBOOK_QUERY_MAX, M.queryTooLong),
  season: optionalSeason,
});

/** A section the search found, and where. */
export const RulebookHitSchema = RulebookSectionSchema.pick({ id: true, slug: true, title: true }).extend({
  /** An excerpt cut in parts; `match` parts are the words found (rendered as text, never as HTML). */
  snippet: z.array(z.object({ text: z.string(), match: z.boolean() })),
});
export type RulebookHit = z.infer<typeof RulebookHitSchema>;
export const RulebookSearchSchema = z.object({ data: z.array(RulebookHitSchema) });

export const RulebookRevisionSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  edited_by: RefSchema.nullable(),
  created_at: z.string(),
});
export type RulebookRevision = z.infer<typeof RulebookRevisionSchema>;
export const RulebookRevisionsSchema = z.object({ data: z.array(RulebookRevisionSchema) });

export const SectionSavedSchema = z.object({ message: z.string(), section: RulebookSectionSchema });

export const CopyRulebookSchema = z.object({ season_id: optionalSeason });

/** POST /rulebook/sections: a section at the end of a season's rule book (the active one by default). */
export const CreateSectionSchema = SaveSectionSchema.extend({ season_id: optionalSeason });

/** POST /rulebook/sections/{id}/move: one place up or down within its season. */
export const MoveSectionSchema = z.object({
  direction: z.enum(['up', 'down'], { error: M.directionInvalid }),
});
export type MoveSectionInput = z.infer<typeof MoveSectionSchema>;
