import { eq } from 'drizzle-orm';
import { leagueSettings, type Tx } from '@liga/db';
import {
  DEFAULT_LATE_ENTRY_FINES,
  DisciplineSettingsSchema,
  defaultLiftPrices,
  fromWallClock,
  type DisciplineSettings,
} from '@liga/domain';

/** The league_settings key holding the discipline settings as JSON (decision 025). */
export const DISCIPLINE_SETTING = 'discipline';

export const defaultDisciplineSettings = (): DisciplineSettings => ({
  market_reset_date: null,
  market_close_date: null,
  late_entry_fines: [...DEFAULT_LATE_ENTRY_FINES],
  lift_prices: defaultLiftPrices(),
});

/** The league's discipline settings; the defaults until an Admin saves them (or if the row is unreadable). */
export async function disciplineSettings(tx: Pick<Tx, 'select'>): Promise<DisciplineSettings> {
  const [row] = await tx
    .select({ value: leagueSettings.value })
    .from(leagueSettings)
    .where(eq(leagueSettings.key, DISCIPLINE_SETTING));
  if (!row) return defaultDisciplineSettings();
  try {
    const parsed = DisciplineSettingsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : defaultDisciplineSettings();
  } catch {
    return defaultDisciplineSettings();
  }
}

export async function saveDisciplineSettings(tx: Tx, settings: DisciplineSettings): Promise<void> {
  const value = JSON.stringify(settings);
  await tx
    .insert(leagueSettings)
    .values({ key: DISCIPLINE_SETTING, value })
    .onConflictDoUpdate({ target: leagueSettings.key, set: { value, updatedAt: new Date() } });
}

/** The market reset date as an instant: the start of that day in the league's zone. */
export function resetInstant(date: string | null, timeZone: string): Date | null {
  return date === null ? null : fromWallClock(Date.parse(`${date}T00:00:00Z`), timeZone);
}
