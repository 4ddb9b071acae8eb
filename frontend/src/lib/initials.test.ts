import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the names', () => {
    expect(initialsOf(' ada', 'lovelace ', 'ada@example.com')).toBe('AL');
  });

  it("falls back to the e-mail's local part, then to '?'", () => {
    expect(initialsOf('', '', 'g.hopper@example.com')).toBe('GH');
    expect(initialsOf('', '', null)).toBe('?');
  });
});
