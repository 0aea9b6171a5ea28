import { describe, expect, it } from 'vitest';
import {
  FINAL_STAGE,
  FORMAT_LABELS,
  FORMATS,
  FormatSchema,
  isFormat,
  isLeagueFormat,
  roundName,
  TOURNAMENT_TYPES,
  type Format,
} from './round-names';

describe('roundName on the matches screen (docs/rules.md §2.5)', () => {
  it.each<[Format, number, string]>([
    ['PD', 1, 'Fecha 1'],
    ['PD', 13, 'Fecha 13'],
    ['PD', 14, 'Playin'],
    ['PD', 15, 'Cuartos'],
    ['PD', 16, 'Semifinal'],
    ['PD', 17, 'Final'],
    ['SD', 7, 'Fecha 7'],
    ['SD', 14, 'Cuartos'],
    ['SD', 15, 'Semifinal'],
    ['SD', 16, 'Fecha 16'],
    ['SD', 17, 'Fecha 17'],
    ['SD', 18, 'Final'],
    ['UCL', 1, '1'],
    ['UCL', 3, '3'],
    ['UCL', 4, 'Cuartos'],
    ['UCL', 5, 'Semifinal (ida)'],
    ['UCL', 6, 'Semifinal (vuelta)'],
    ['UCL', 7, 'Final'],
    ['UEL', 1, 'Octavos'],
    ['UEL', 2, 'Cuartos'],
    ['UEL', 3, 'Semifinal'],
    ['UEL', 4, 'Final'],
    ['UEL', 5, '5'],
    ['CFM', 1, '1° Ronda'],
    ['CFM', 2, 'Octavos'],
    ['CFM', 3, 'Cuartos'],
    ['CFM', 4, 'Semifinal'],
    ['CFM', 5, 'Final'],
  ])('%s round %d → %s', (format, stage, name) => expect(roundName(format, stage)).toBe(name));
});

describe('roundName on the team statistics screen', () => {
  it.each<[Format, number, string]>([
    ['PD', 1, '1'],
    ['PD', 14, 'Playin'],
    ['PD', 15, 'Cuartos de Final'],
    ['PD', 16, 'Semifinal'],
    ['PD', 17, 'Final'],
    ['SD', 13, '13'],
    ['SD', 14, 'Cuartos'],
    ['SD', 15, 'Semifinal'],
    ['SD', 18, 'Final'],
    // One set of UCL stage names on every screen (docs/rules.md §2.5), not '5 Semifinal, 6 Final'.
    ['UCL', 2, '2'],
    ['UCL', 4, 'Cuartos'],
    ['UCL', 5, 'Semifinal (ida)'],
    ['UCL', 6, 'Semifinal (vuelta)'],
    ['UCL', 7, 'Final'],
    ['UEL', 1, 'Octavos'],
    ['UEL', 4, 'Final'],
    ['CFM', 1, '1° Ronda'],
    ['CFM', 5, 'Final'],
  ])('%s round %d → %s', (format, stage, name) => expect(roundName(format, stage, 'statistics')).toBe(name));
});

describe('format constants', () => {
  it('labels every format', () => {
    expect(FORMAT_LABELS).toEqual({
      PD: 'Primera División',
      SD: 'Segunda División',
      UCL: 'UEFA Champions League',
      UEL: 'UEFA Europa League',
      CFM: 'Copa Federación',
    });
  });
  it('lists formats and tournament types', () => {
    expect(FORMATS).toEqual(['PD', 'SD', 'UCL', 'UEL', 'CFM']);
    expect(TOURNAMENT_TYPES).toEqual(['PD', 'SD', 'UCL']);
  });
  it('names each format’s final stage as Final', () => {
    for (const f of FORMATS) expect(roundName(f, FINAL_STAGE[f])).toBe('Final');
  });
  it('recognises formats and leagues', () => {
    expect(isFormat('UEL')).toBe(true);
    expect(isFormat('uel')).toBe(false);
    expect(FormatSchema.safeParse('XYZ').success).toBe(false);
    expect(FORMATS.filter(isLeagueFormat)).toEqual(['PD', 'SD']);
  });
});
