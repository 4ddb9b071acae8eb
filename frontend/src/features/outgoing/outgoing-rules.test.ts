import { describe, expect, it } from 'vitest';
import { NO_CONTACTS_MATCH, parseCount, scopeProblem } from './outgoing-rules';

describe('outgoing rules', () => {
  it('given a whole number within the cap, when parsed, then it is the count', () => {
    expect(parseCount(' 7 ', 50)).toEqual({ count: 7 });
    expect(parseCount('50', 50)).toEqual({ count: 50 });
  });

  it.each(['', '0', '51', '2.5', '-3', 'ten'])(
    'given "%s", when parsed, then the field asks for 1 to 50',
    (typed) => {
      expect(parseCount(typed, 50)).toEqual({ problem: 'Enter a whole number from 1 to 50.' });
    },
  );

  it('given filtered contacts matching none, then "No contacts match your filters."', () => {
    expect(scopeProblem('filtered', 0)).toBe(NO_CONTACTS_MATCH);
    expect(NO_CONTACTS_MATCH).toBe('No contacts match your filters.');
  });

  it('given filtered contacts matching some, or the default set, then nothing stops the action', () => {
    expect(scopeProblem('filtered', 3)).toBeNull();
    expect(scopeProblem('default', 0)).toBeNull();
    expect(scopeProblem('filtered', undefined)).toBeNull();
  });
});
