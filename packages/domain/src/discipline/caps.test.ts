import { describe, expect, it } from 'vitest';
import { marketEntryCap, signingCapError } from './caps';

const squad = (ca: number, n = 16) => Array<number>(n).fill(ca);

describe('marketEntryCap', () => {
  const reset = new Date('2026-06-01T03:00:00Z');
  it.each([
    [null, '2026-07-01T00:00:00Z', 160],
    [reset, '2026-05-31T23:00:00Z', 160],
    [reset, '2026-06-01T03:00:00Z', 158],
    [reset, '2027-01-01T00:00:00Z', 158],
  ])('reset %s, on %s → %i', (resetDate, now, cap) => {
    expect(marketEntryCap(new Date(now), resetDate)).toBe(cap);
  });
});

describe('signingCapError', () => {
  const base = { entryCap: 160 };
  it.each([
    [
      'a Primera squad at 159 signing a 170: entry cap',
      'Primera',
      squad(159),
      170,
      /CA 170: supera el tope de entrada al mercado \(160\)/,
    ],
    ['at the entry cap itself', 'Primera', squad(150), 160, null],
    ['Primera 159 + a 160 player stays under 160', 'Primera', squad(159), 160, null],
    [
      'Segunda 153 + a 160 player goes over 153',
      'Segunda',
      squad(153),
      160,
      /llegaría a 153,44: supera el tope de Segunda \(153\)/,
    ],
    ['Segunda 152 + a 155 replaces a 152 in the top 16', 'Segunda', squad(152), 155, null],
    ['a short squad averages what it has', 'Segunda', squad(152, 3), 158, /llegaría a 153,5: /],
    ['a squad already over the cap may sign a weaker player', 'Segunda', squad(158), 140, null],
    ['a team outside the league has no cap at all', '', squad(170), 175, null],
  ] as const)('%s', (_, division, staying, ca, expected) => {
    const error = signingCapError({ ...base, division, staying, incoming: [{ name: 'Pérez', ca }] });
    if (expected === null) expect(error).toBeNull();
    else expect(error).toMatch(expected);
  });

  it('the entry cap after the reset refuses a 159', () => {
    const error = signingCapError({
      division: 'Primera',
      staying: [],
      incoming: [{ name: 'Gómez', ca: 159 }],
      entryCap: 158,
    });
    expect(error).toBe('Gómez tiene CA 159: supera el tope de entrada al mercado (158).');
  });
});
