import { describe, expect, it } from 'vitest';
import { aDraft } from './testing/draft-factories';
import { bodyText, draftAge, matchesFilters, preview } from './draft-list-view';

describe('draft list view', () => {
  it('reads a stored body as text: break tags become lines, other tags go, entities are decoded', () => {
    expect(bodyText('Hi&nbsp;Ann,<br>See <a href="https://x.test">this</a> &amp; <b>that</b>')).toBe(
      'Hi Ann,\nSee this & that',
    );
  });

  it('cuts previews at 100 characters', () => {
    expect(preview('a'.repeat(100))).toEqual({ text: 'a'.repeat(100), truncated: false });
    expect(preview('a'.repeat(101))).toEqual({ text: `${'a'.repeat(100)}…`, truncated: true });
  });

  it('matches all filters or any of them', () => {
    const draft = aDraft({ company: 'Acme', subject: 'Hello' });
    const filters = [
      { field: 'company' as const, value: 'acme' },
      { field: 'subject' as const, value: 'bye' },
    ];
    expect(matchesFilters(draft, filters, 'all')).toBe(false);
    expect(matchesFilters(draft, filters, 'any')).toBe(true);
    expect(matchesFilters(draft, [], 'all')).toBe(true);
  });

  it('tells a draft age as Just now, hours under a day, then days', () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    expect(draftAge('2026-01-10T11:30:00Z', now)).toBe('Just now');
    expect(draftAge('2026-01-10T09:00:00Z', now)).toBe('3h ago');
    expect(draftAge('2026-01-08T11:00:00Z', now)).toBe('2d ago');
    expect(draftAge('not a date', now)).toBe('Unknown');
  });
});

describe('bodyText', () => {
  it('decodes an entity once, so text that reads &lt; stays &lt;', () => {
    expect(bodyText('Use &amp;lt; for a less-than sign')).toBe('Use &lt; for a less-than sign');
  });
});
