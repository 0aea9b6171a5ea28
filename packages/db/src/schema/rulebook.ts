import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { seasons } from './accounts';
import { createdAt, id, requiredFk, updatedAt } from './columns';
import { userLink } from './user-columns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The league's rule book, one row per section and season, in order. `body` is Markdown with
 * {{KEY}} placeholders; `search_text` is the body as readers see it (placeholders resolved), written
 * by the API, and `search_vector` indexes title and text with the 'spanish' configuration, so a search
 * for "cláusula" also finds "cláusulas".
 */
export const rulebookSections = pgTable(
  'rulebook_sections',
  {
    id: id(),
    seasonId: requiredFk('season_id', () => seasons.id),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('spanish', title), 'A') || setweight(to_tsvector('spanish', search_text), 'B')`,
    ),
    updatedBy: userLink('updated_by'),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rulebook_sections_season_slug_idx').on(t.seasonId, t.slug),
    index('rulebook_sections_season_position_idx').on(t.seasonId, t.position),
    index('rulebook_sections_search_idx').using('gin', t.searchVector),
  ],
);

/** Every saved version of a section (the first one included), newest last. */
export const rulebookRevisions = pgTable(
  'rulebook_revisions',
  {
    id: id(),
    sectionId: requiredFk('section_id', () => rulebookSections.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    editedBy: userLink('edited_by'),
    createdAt: createdAt(),
  },
  (t) => [index('rulebook_revisions_section_idx').on(t.sectionId, t.id)],
);
