import { describe, expect, it } from 'vitest';
import { hasScore, isCompleted } from './state';

describe('match state', () => {
  it('is completed only with the completed status', () => {
    expect(isCompleted({ status: 'completed' })).toBe(true);
    expect(isCompleted({ status: 'pending' })).toBe(false);
  });

  it('has a score only when both goals are loaded, 0 included', () => {
    expect(hasScore({ score_home: 0, score_away: 0 })).toBe(true);
    expect(hasScore({ score_home: 2, score_away: null })).toBe(false);
    expect(hasScore({ score_home: null, score_away: null })).toBe(false);
  });
});
