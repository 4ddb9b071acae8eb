import { describe, expect, it } from 'vitest';
import { similarityBand, similarityClasses, similarityPercent } from './similarity';

describe('similarity bands (outreach.md §9)', () => {
  it.each([
    [1, 'green'],
    [0.8, 'green'],
    [0.79, 'blue'],
    [0.6, 'blue'],
    [0.59, 'yellow'],
    [0.4, 'yellow'],
    [0.39, 'grey'],
    [0, 'grey'],
  ] as const)('puts %s in the %s band', (score, band) => {
    expect(similarityBand(score)).toBe(band);
  });

  it('bands a job score of 6.5 out of 10 as blue when divided by 10', () => {
    expect(similarityBand(6.5 / 10)).toBe('blue');
  });

  it('shows a score as a whole percentage, and a dash when there is none', () => {
    expect(similarityPercent(0.856)).toBe('86%');
    expect(similarityPercent(null)).toBe('—');
    expect(similarityPercent(undefined)).toBe('—');
    expect(similarityPercent(Number.NaN)).toBe('—');
  });

  it('colours a missing score grey', () => {
    expect(similarityClasses(null)).toContain('bg-gray-100');
    expect(similarityClasses(0.9)).toContain('bg-green-100');
  });
});
