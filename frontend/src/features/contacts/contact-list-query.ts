import type { ContactFilter, FilterLogic } from '../../lib/contact-filters';
import { CONTACT_LIST_VIEWS, type ContactListView } from '@outreach/backend/contacts/contact.contract';

export type { ContactListView };

/** Spec section 9: the contacts list shows 10 per page. */
export const CONTACTS_PAGE_SIZE = 10;

export { columnLabel, filterText, type ContactFilter, type FilterLogic } from '../../lib/contact-filters';

export interface ContactSort {
  column: string;
  direction: 'asc' | 'desc';
}

export interface ContactsListRequest {
  page: number;
  limit: number;
  /** The search box's words; the server matches each in the contact's text columns, ANDed with the filters. */
  search: string;
  filterLogic: FilterLogic;
  filters: ContactFilter[];
  sort: ContactSort[];
  /** The dashboard's link, /contacts?filter=responses or ?filter=drafts; null lists every contact. */
  view: ContactListView | null;
}

/** Spec section 2, Sort options. */
export const SORT_OPTIONS = [
  { value: 'created_at:desc', label: 'Newest first', sort: { column: 'created_at', direction: 'desc' } },
  { value: 'first_name:asc', label: 'First name (A to Z)', sort: { column: 'first_name', direction: 'asc' } },
] as const satisfies readonly { value: string; label: string; sort: ContactSort }[];

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortValue = 'created_at:desc';

export interface ContactsListState {
  page: number;
  search: string;
  filterLogic: FilterLogic;
  filters: ContactFilter[];
  sort: SortValue;
}

/** Spec section 2: /contacts with filter=responses or filter=drafts; any other value lists every contact. */
export function viewOf(filter: string | null): ContactListView | null {
  return (CONTACT_LIST_VIEWS as readonly (string | null)[]).includes(filter)
    ? (filter as ContactListView)
    : null;
}

/** A view as its chip says it. */
export const VIEW_LABELS: Record<ContactListView, string> = {
  responses: 'Contacts who responded',
  drafts: 'Contacts with a draft',
};

/** The list call for what the user chose: the search narrows the filtered list. */
export function listRequestFor(
  { page, search, filterLogic, filters, sort }: ContactsListState,
  view: ContactListView | null = null,
): ContactsListRequest {
  const chosenSort = SORT_OPTIONS.find((option) => option.value === sort) ?? SORT_OPTIONS[0];
  return {
    page,
    limit: CONTACTS_PAGE_SIZE,
    search: search.trim(),
    filterLogic,
    filters,
    sort: [chosenSort.sort],
    view,
  };
}

/** Spec section 2: the list's footer. */
export function footerText(
  { page, search }: Pick<ContactsListState, 'page' | 'search'>,
  total: number,
): string {
  const term = search.trim();
  if (term) return `Found ${total} contacts matching "${term}"`;
  return `Showing page ${page}, total contacts: ${total}`;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / CONTACTS_PAGE_SIZE));
}

/** GET /contacts/list refuses a longer search (400); the box stops typing there instead. */
export { MAX_SEARCH_LENGTH } from '@outreach/backend/contacts/contact.contract';
