import { eq } from 'drizzle-orm';
import { resolveRulebook } from '@liga/domain';
import type { Db, Tx } from './client';
import { rulebookRevisions, rulebookSections } from './schema/index';

export interface RulebookSectionInput {
  slug: string;
  title: string;
  body: string;
}

/**
 * Writes a season's rule book: sections in the given order, each with its first revision. Used by
 * the demo seed and by the Admin's "copy from the previous season".
 */
export async function insertRulebookSections(
  tx: Tx,
  seasonId: number,
  sections: readonly RulebookSectionInput[],
  editedBy: number | null,
): Promise<void> {
  if (sections.length === 0) return;
  const rows = await tx
    .insert(rulebookSections)
    .values(
      sections.map((s, i) => ({
        seasonId,
        slug: s.slug,
        position: i + 1,
        title: s.title,
        body: s.body,
        searchText: resolveRulebook(s.body),
        updatedBy: editedBy,
      })),
    )
    .returning({ id: rulebookSections.id, title: rulebookSections.title, body: rulebookSections.body });
  await tx
    .insert(rulebookRevisions)
    .values(rows.map((r) => ({ sectionId: r.id, title: r.title, body: r.body, editedBy })));
}

/**
 * The search index holds the text as readers see it; when a rule's constant changes with a new
 * release, the stored text of every section is brought up to date at start. Returns how many changed.
 */
export async function refreshRulebookSearchText(db: Db): Promise<number> {
  const rows = await db
    .select({ id: rulebookSections.id, body: rulebookSections.body, searchText: rulebookSections.searchText })
    .from(rulebookSections);
  let changed = 0;
  for (const row of rows) {
    const text = resolveRulebook(row.body);
    if (text === row.searchText) continue;
    await db.update(rulebookSections).set({ searchText: text }).where(eq(rulebookSections.id, row.id));
    changed += 1;
  }
  return changed;
}
