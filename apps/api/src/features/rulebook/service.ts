import { and, eq, max } from 'drizzle-orm';
import { insertRulebookSections, rulebookRevisions, rulebookSections, type Db } from '@liga/db';
import { RULEBOOK_MESSAGES as M, resolveRulebook, slugify, type SaveSectionInput } from '@liga/domain';
import { notFound, ruleBroken } from '../../lib/http-errors';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-errors';
import { previousRulebookSeason, sectionsOf } from './queries';

/**
 * An Admin's edit of a section: the row and its search text change and the new version joins the
 * history, in one transaction. The slug (the section's anchor) stays, so links keep working.
 */
export async function saveSection(
  db: Db,
  id: number,
  input: SaveSectionInput,
  userId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(rulebookSections)
      .set({
        title: input.title,
        body: input.body,
        searchText: resolveRulebook(input.body),
        updatedBy: userId,
        updatedAt: now,
      })
      .where(eq(rulebookSections.id, id))
      .returning({ id: rulebookSections.id });
    if (!row) throw notFound(M.sectionNotFound);
    await tx
      .insert(rulebookRevisions)
      .values({ sectionId: id, title: input.title, body: input.body, editedBy: userId, createdAt: now });
  });
}

/** A new section at the end of a season's rule book; its anchor comes from its title. */
export async function createSection(
  db: Db,
  seasonId: number,
  input: SaveSectionInput,
  userId: number,
): Promise<number> {
  const slug = slugify(input.title) || 'seccion';
  try {
    return await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ n: max(rulebookSections.position) })
        .from(rulebookSections)
        .where(eq(rulebookSections.seasonId, seasonId));
      await insertRulebookSections(tx, seasonId, [{ slug, title: input.title, body: input.body }], userId);
      const [row] = await tx
        .update(rulebookSections)
        .set({ position: (last?.n ?? 0) + 1 })
        .where(and(eq(rulebookSections.seasonId, seasonId), eq(rulebookSections.slug, slug)))
        .returning({ id: rulebookSections.id });
      return row!.id;
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw ruleBroken('title', M.slugTaken);
    throw error;
  }
}

/** Starts a season's own rule book as a copy of the latest earlier one. */
export async function copyRulebook(db: Db, seasonId: number, userId: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      if ((await sectionsOf(tx, seasonId)).length > 0) throw ruleBroken('season_id', M.alreadyHasSections);
      const from = await previousRulebookSeason(tx, seasonId);
      if (from === null) throw ruleBroken('season_id', M.nothingToCopy);
      await insertRulebookSections(tx, seasonId, await sectionsOf(tx, from), userId);
    });
  } catch (error) {
    // Two copies at once: the second meets the first's sections in the (season, slug) index.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw ruleBroken('season_id', M.alreadyHasSections);
    throw error;
  }
}
