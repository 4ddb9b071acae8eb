import { describe, expect, it } from 'vitest';
import { countOf } from './count-of';

describe('countOf', () => {
  it('names one in the singular and every other count in the plural', () => {
    expect(countOf(1, 'job')).toBe('1 job');
    expect(countOf(0, 'job')).toBe('0 jobs');
    expect(countOf(3, 'company', 'companies')).toBe('3 companies');
  });
});
