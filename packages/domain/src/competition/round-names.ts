import { z } from 'zod';

/** Tournament formats (Tournament.format). */
export const FORMATS = ['PD', 'SD', 'UCL', 'UEL', 'CFM'] as const;
export type Format = (typeof FORMATS)[number];
export const FormatSchema = z.enum(FORMATS);

/** Tournament types (decision 012). Cups other than the UCL are stored with type UCL (see the seed data). */
export const TOURNAMENT_TYPES = ['PD', 'SD', 'UCL'] as const;
export type TournamentType = (typeof TOURNAMENT_TYPES)[number];
export const TournamentTypeSchema = z.enum(TOURNAMENT_TYPES);

export const isFormat = (value: unknown): value is Format => (FORMATS as readonly unknown[]).includes(value);

/** Formats are stored as text; anything else is a corrupt row, not user input. */
export function asFormat(value: string): Format {
  if (!isFormat(value)) throw new Error(`Formato de torneo desconocido: ${value}`);
  return value;
}

/** League formats play numbered 'Fecha' rounds before the play-offs; the others are cups. */
export const isLeagueFormat = (format: Format): boolean => format === 'PD' || format === 'SD';

/** League formats are played by one division's teams. */
export const DIVISION_OF_FORMAT: Readonly<Partial<Record<Format, 'Primera' | 'Segunda'>>> = {
  PD: 'Primera',
  SD: 'Segunda',
};

/**
 * Format labels. The league client's screens name only PD, SD and UCL; UEL and CFM take the competitions' own names,
 * as the seed tournaments already do ('Europa League', 'Copa Federación').
 */
export const FORMAT_LABELS: Readonly<Record<Format, string>> = {
  PD: 'Primera División',
  SD: 'Segunda División',
  UCL: 'UEFA Champions League',
  UEL: 'UEFA Europa League',
  CFM: 'Copa Federación',
};

type StageNames = Readonly<Record<number, string>>;

/** Matches screen ("Round names"), with the UCL stages unified (docs/rules.md §2.5). */
const MATCHES_SCREEN: Readonly<Record<Format, StageNames>> = {
  // PD 18 is the Playout, played with round 14 (docs/rules.md §10.4).
  PD: { 14: 'Playin', 15: 'Cuartos', 16: 'Semifinal', 17: 'Final', 18: 'Playout' },
  // The league client's screen names no SD rounds 16 and 17: they keep their number.
  SD: { 14: 'Cuartos', 15: 'Semifinal', 18: 'Final' },
  UCL: { 4: 'Cuartos', 5: 'Semifinal (ida)', 6: 'Semifinal (vuelta)', 7: 'Final' },
  UEL: { 1: 'Octavos', 2: 'Cuartos', 3: 'Semifinal', 4: 'Final' },
  CFM: { 1: '1° Ronda', 2: 'Octavos', 3: 'Cuartos', 4: 'Semifinal', 5: 'Final' },
};

/**
 * Team statistics screen (docs/rules.md §2.5): only PD round 15 reads differently. The league client's UCL
 * '5 Semifinal, 6 Final' is replaced by the unified names (docs/rules.md §2.5).
 */
const STATISTICS_SCREEN: Readonly<Record<Format, StageNames>> = {
  ...MATCHES_SCREEN,
  PD: { ...MATCHES_SCREEN.PD, 15: 'Cuartos de Final' },
};

/** The last round of each format: its Final (docs/rules.md §2.5). Nothing is played after it. */
export const FINAL_STAGE: Readonly<Record<Format, number>> = { PD: 17, SD: 18, UCL: 7, UEL: 4, CFM: 5 };

export type RoundScreen = 'matches' | 'statistics';

/**
 * How a round is shown. Unnamed rounds show their number; on the matches screen a league round is
 * called 'Fecha N' ('Tienes que cargar Fecha o Ronda'), cup rounds keep the bare number.
 */
export function roundName(format: Format, stage: number, screen: RoundScreen = 'matches'): string {
  const names = screen === 'matches' ? MATCHES_SCREEN : STATISTICS_SCREEN;
  const named = names[format][stage];
  if (named !== undefined) return named;
  return screen === 'matches' && isLeagueFormat(format) ? `Fecha ${stage}` : String(stage);
}
