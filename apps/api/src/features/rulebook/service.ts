import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { insertRulebookSections, rulebookRevisions, rulebookSections, type Db, type Tx } from '@liga/db';
import {
  RULEBOOK_MESSAGES as M,
  resolveRulebook,
  slugify,
  type MoveSectionInput,
  type SaveSectionInput,
} from '@liga/domain';
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

/** A season's sections locked in order: edits of one season's order then run one at a time. */
async function lockedSeasonOrder(tx: Tx, sectionId: number) {
  const [section] = await tx
    .select({ seasonId: rulebookSections.seasonId })
    .from(rulebookSections)
    .where(eq(rulebookSections.id, sectionId));
  if (!section) throw notFound(M.sectionNotFound);
  return tx
    .select({ id: rulebookSections.id, position: rulebookSections.position })
    .from(rulebookSections)
    .where(eq(rulebookSections.seasonId, section.seasonId))
    .orderBy(asc(rulebookSections.position), asc(rulebookSections.id))
    .for('update');
}

/**
 * Moves a section one place up or down in its season: the two neighbours swap places and every
 * section is numbered again from 1, so positions never tie. The order is read inside the
 * transaction with its rows locked, so two moves at once apply one after the other.
 */
export async function moveSection(db: Db, id: number, direction: MoveSectionInput['direction']) {
  await db.transaction(async (tx) => {
    const order = await lockedSeasonOrder(tx, id);
    const from = order.findIndex((s) => s.id === id);
    if (from < 0) throw notFound(M.sectionNotFound);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0) throw ruleBroken('direction', M.alreadyFirst);
    if (to >= order.length) throw ruleBroken('direction', M.alreadyLast);
    const ids = order.map((s) => s.id);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    await renumber(tx, ids, order);
  });
}

/** Writes 1…n where a section's place changed (one statement for the whole season). */
async function renumber(tx: Tx, ids: number[], before: { id: number; position: number }[]) {
  const old = new Map(before.map((s) => [s.id, s.position]));
  const changed = ids.map((id, i) => ({ id, position: i + 1 })).filter((s) => old.get(s.id) !== s.position);
  if (changed.length === 0) return;
  const cases = sql.join(
    changed.map((s) => sql`when ${s.id} then ${s.position}::integer`),
    sql` `,
  );
  await tx
    .update(rulebookSections)
    .set({ position: sql`case ${rulebookSections.id} ${cases} end` })
    .where(
      inArray(
        rulebookSections.id,
        changed.map((s) => s.id),
      ),
    );
}

/** Deletes a section and its history; the rest of its season closes the gap. */
export async function deleteSection(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockedSeasonOrder(tx, id);
    await tx.delete(rulebookSections).where(eq(rulebookSections.id, id));
    const rest = order.filter((s) => s.id !== id);
    await renumber(
      tx,
      rest.map((s) => s.id),
      rest,
    );
  });
}
