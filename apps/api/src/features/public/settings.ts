import { inArray, sql } from 'drizzle-orm';
import { leagueSettings, type Db } from '@liga/db';
import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings, type SavePublicSettingsInput } from '@liga/domain';

/** The league_settings keys of the three switches (decision 035); absent means the default. */
const KEYS = {
  enabled: 'public_pages',
  show_values: 'public_show_values',
  show_bets: 'public_show_bets',
} as const satisfies Record<keyof PublicSettings, string>;

const FIELDS = Object.keys(KEYS) as (keyof PublicSettings)[];

export async function readPublicSettings(db: Db): Promise<PublicSettings> {
  const rows = await db
    .select({ key: leagueSettings.key, value: leagueSettings.value })
    .from(leagueSettings)
    .where(inArray(leagueSettings.key, Object.values(KEYS)));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const settings = { ...DEFAULT_PUBLIC_SETTINGS };
  for (const field of FIELDS) {
    const value = stored.get(KEYS[field]);
    if (value !== undefined) settings[field] = value === 'true';
  }
  return settings;
}

/** Saves the switches sent; the others keep their value. One statement, so the cache version moves once. */
export async function savePublicSettings(db: Db, input: SavePublicSettingsInput): Promise<PublicSettings> {
  const rows = FIELDS.filter((f) => input[f] !== undefined).map((f) => ({
    key: KEYS[f],
    value: String(input[f]),
  }));
  if (rows.length > 0)
    await db
      .insert(leagueSettings)
      .values(rows)
      .onConflictDoUpdate({
        target: leagueSettings.key,
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      });
  return readPublicSettings(db);
}
