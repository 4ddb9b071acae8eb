import { describe, expect, it } from 'vitest';
import { withMember } from './with-member';

describe('withMember', () => {
  it('adds or removes the value in a new set, leaving the given one as it was', () => {
    const start: ReadonlySet<string> = new Set(['a']);

    expect([...withMember(start, 'b', true)]).toEqual(['a', 'b']);
    expect([...withMember(start, 'a', false)]).toEqual([]);
    expect([...withMember(start, 'a', true)]).toEqual(['a']);
    expect([...start]).toEqual(['a']);
  });
});
