import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

// vite.config.ts runs tests in UTC.
describe('formatDateTime', () => {
  it('formats in en-US with short month, day, year and time', () => {
    expect(formatDateTime('2025-01-15T14:30:00Z')).toBe('Jan 15, 2025, 2:30 PM');
  });

  it("shows '-' for a date it cannot parse or a missing one", () => {
    expect(formatDateTime('not a date')).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
  });
});
