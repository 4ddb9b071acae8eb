import { breakTagsToText } from '@outreach/backend/drafts/draft-rules.contract';
import type { Draft } from '../../api/drafts.api';

/** How the All Drafts list is narrowed and ordered (spec section 2, Drafts modal). */

export const SORT_KEYS = ['company', 'contact', 'date'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_LABELS: Record<SortKey, string> = { company: 'Company', contact: 'Contact', date: 'Date' };
export type SortDirection = 'asc' | 'desc';

export const FILTER_FIELDS = ['company', 'contact_email', 'subject', 'status'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export const FILTER_FIELD_LABELS: Record<FilterField, string> = {
  company: 'Company',
  contact_email: 'Contact email',
  subject: 'Subject',
  status: 'Status',
};

export interface DraftFilter {
  field: FilterField;
  value: string;
}

/** Spec section 9: filter logic AND (match all) or OR (match any). */
export type MatchMode = 'all' | 'any';

/** Spec section 9: draft previews are 100 characters on the card. */
export const PREVIEW_LENGTH = 100;

/** A stored body (break tags and a few safe tags) as the plain text a reader sees. */
export function bodyText(body: string): string {
  return breakTagsToText(body).trim();
}

export function preview(text: string, length = PREVIEW_LENGTH): { text: string; truncated: boolean } {
  if (text.length <= length) return { text, truncated: false };
  return { text: `${text.slice(0, length).trimEnd()}…`, truncated: true };
}

export function matchesSearch(draft: Draft, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [draft.company, draft.contact_email, draft.subject, bodyText(draft.body)].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

function matchesFilter(draft: Draft, { field, value }: DraftFilter): boolean {
  return String(draft[field] ?? '')
    .toLowerCase()
    .includes(value.trim().toLowerCase());
}

export function matchesFilters(draft: Draft, filters: readonly DraftFilter[], mode: MatchMode): boolean {
  if (filters.length === 0) return true;
  return mode === 'all'
    ? filters.every((filter) => matchesFilter(draft, filter))
    : filters.some((filter) => matchesFilter(draft, filter));
}

const sortValue: Record<SortKey, (draft: Draft) => string> = {
  company: (draft) => draft.company.toLowerCase(),
  contact: (draft) => (draft.contact_name || draft.contact_email).toLowerCase(),
  date: (draft) => draft.created_at,
};

export function sortDrafts(drafts: readonly Draft[], key: SortKey, direction: SortDirection): Draft[] {
  const sign = direction === 'asc' ? 1 : -1;
  const value = sortValue[key];
  return [...drafts].sort((a, b) => {
    const compared = value(a).localeCompare(value(b));
    // Ties keep the newest first, whatever the direction, so the order does not jump between renders.
    return compared !== 0 ? sign * compared : b.created_at.localeCompare(a.created_at);
  });
}

export interface ListView {
  search: string;
  filters: readonly DraftFilter[];
  mode: MatchMode;
  sortKey: SortKey;
  direction: SortDirection;
}

export function visibleDrafts(drafts: readonly Draft[], view: ListView): Draft[] {
  return sortDrafts(
    drafts.filter(
      (draft) => matchesSearch(draft, view.search) && matchesFilters(draft, view.filters, view.mode),
    ),
    view.sortKey,
    view.direction,
  );
}

const HOUR_MS = 60 * 60 * 1000;

/** Spec section 9: draft age text is Just now, hours under 24, then days. */
export function draftAge(createdAt: string, now: number): string {
  const elapsed = now - Date.parse(createdAt);
  if (!Number.isFinite(elapsed)) return 'Unknown';
  if (elapsed < HOUR_MS) return 'Just now';
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
