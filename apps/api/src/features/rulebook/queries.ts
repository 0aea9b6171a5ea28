import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { rulebookRevisions, rulebookSections, seasons, users, type Db, type Tx } from '@liga/db';
import { resolveRulebook, type RulebookHit, type RulebookRevision, type RulebookSection } from '@liga/domain';

type SeasonRow = { id: number; name: string };

/** Sections of one season in order, with who edited each last. */
export async function sectionsOf(db: Db | Tx, seasonId: number): Promise<RulebookSection[]> {
  const rows = await db
    .select({ s: rulebookSections, editor: users.name })
    .from(rulebookSections)
    .leftJoin(users, eq(users.id, rulebookSections.updatedBy))
    .where(eq(rulebookSections.seasonId, seasonId))
    .orderBy(asc(rulebookSections.position), asc(rulebookSections.id));
  return rows.map(({ s, editor }) => ({
    id: s.id,
    slug: s.slug,
    position: s.position,
    title: s.title,
    body: s.body,
    content: resolveRulebook(s.body),
    updated_at: s.updatedAt.toISOString(),
    updated_by: s.updatedBy !== null && editor !== null ? { id: s.updatedBy, name: editor } : null,
  }));
}

export async function sectionById(db: Db | Tx, id: number): Promise<RulebookSection | undefined> {
  const [row] = await db
    .select({ seasonId: rulebookSections.seasonId })
    .from(rulebookSections)
    .where(eq(rulebookSections.id, id));
  return row ? (await sectionsOf(db, row.seasonId)).find((s) => s.id === id) : undefined;
}

/**
 * The season whose sections a reader of `season` sees: its own, or while it has none, the latest
 * earlier season that has a rule book (a new season reads the previous one until an Admin copies it).
 */
export async function sourceSeason(db: Db | Tx, season: SeasonRow): Promise<SeasonRow | null> {
  const [row] = await db
    .select({ id: seasons.id, name: seasons.name })
    .from(seasons)
    .where(
      and(
        sql`${seasons.id} <= ${season.id}`,
        sql`exists (select 1 from ${rulebookSections} where ${rulebookSections.seasonId} = ${seasons.id})`,
      ),
    )
    .orderBy(desc(seasons.id))
    .limit(1);
  return row ?? null;
}

/** Letters and digits only, each a prefix: "cláu ofert" finds "cláusulas" and "ofertas". */
export function prefixQuery(text: string): string {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 10)
    .map((w) => `${w}:*`)
    .join(' & ');
}

const START = '\u0001';
const STOP = '\u0002';
const HEADLINE = `StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "`;

/** Cuts a headline into text and matched parts, dropping Markdown marks so it reads as plain text. */
export function snippetParts(headline: string): RulebookHit['snippet'] {
  const clean = (t: string) => t.replace(/[*_#>|`]+/g, '').replace(/\s+/g, ' ');
  const parts: RulebookHit['snippet'] = [];
  for (const [i, piece] of headline.split(START).entries()) {
    const [matched, rest] = i === 0 ? [null, piece] : piece.split(STOP);
    if (matched) parts.push({ text: clean(matched), match: true });
    if (rest) parts.push({ text: clean(rest), match: false });
  }
  return parts.filter((p) => p.text.trim() !== '' || p.match);
}

/** Full-text search of one season's sections ('spanish' configuration, GIN index), best first. */
export async function searchSections(db: Db, seasonId: number, q: string): Promise<RulebookHit[]> {
  const query = prefixQuery(q);
  if (query === '') return [];
  const tsq = sql`to_tsquery('spanish', ${query})`;
  const rows = await db
    .select({
      id: rulebookSections.id,
      slug: rulebookSections.slug,
      title: rulebookSections.title,
      headline: sql<string>`ts_headline('spanish', ${rulebookSections.searchText}, ${tsq}, ${HEADLINE})`,
    })
    .from(rulebookSections)
    .where(and(eq(rulebookSections.seasonId, seasonId), sql`${rulebookSections.searchVector} @@ ${tsq}`))
    .orderBy(sql`ts_rank(${rulebookSections.searchVector}, ${tsq}) desc`, asc(rulebookSections.position))
    .limit(20);
  return rows.map((r) => ({ id: r.id, slug: r.slug, title: r.title, snippet: snippetParts(r.headline) }));
}

export async function revisionsOf(db: Db, sectionId: number): Promise<RulebookRevision[]> {
  const rows = await db
    .select({ r: rulebookRevisions, editor: users.name })
    .from(rulebookRevisions)
    .leftJoin(users, eq(users.id, rulebookRevisions.editedBy))
    .where(eq(rulebookRevisions.sectionId, sectionId))
    .orderBy(desc(rulebookRevisions.id));
  return rows.map(({ r, editor }) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    edited_by: r.editedBy !== null && editor !== null ? { id: r.editedBy, name: editor } : null,
    created_at: r.createdAt.toISOString(),
  }));
}

/** The latest season before `seasonId` with a rule book, to copy from. */
export async function previousRulebookSeason(db: Db | Tx, seasonId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: rulebookSections.seasonId })
    .from(rulebookSections)
    .where(lt(rulebookSections.seasonId, seasonId))
    .orderBy(desc(rulebookSections.seasonId))
    .limit(1);
  return row?.id ?? null;
}
