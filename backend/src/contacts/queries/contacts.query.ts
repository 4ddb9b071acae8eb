import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { inOneSnapshot } from '../../platform/database/snapshot';
import { isoOrNull } from '../../platform/database/timestamps';
import { contactIdFor } from '../contact-id';
import {
  FILTERABLE_COLUMNS,
  type ContactFilter,
  type ContactFiltersQuery,
  type ContactListView,
  type ContactView,
  type FilterableColumn,
  type ListContactsQuery,
} from '../contact.contract';
import { COLUMN_OF, type ContactsListRow, type ContactsReadModels } from './contacts-list.row';

/** GET /contacts/ without paging still answers a bounded list. */
export const MAX_UNPAGED_CONTACTS = 1000;
export const MAX_FIELD_VALUES = 500;

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Operators that only match rows whose column holds the value, so the trigram-indexed search_text may too. */
const NARROWING = new Set(['contains', 'equals', 'starts_with', 'ends_with']);

function condition({ column, operator, value }: ContactFilter): RawBuilder<boolean> {
  const id = sql.ref(COLUMN_OF[column]);
  if (column === 'connection_strength') {
    const number = Number(value);
    switch (operator) {
      case 'gt':
        return sql<boolean>`${id} > ${number}`;
      case 'gte':
        return sql<boolean>`${id} >= ${number}`;
      case 'lt':
        return sql<boolean>`${id} < ${number}`;
      case 'lte':
        return sql<boolean>`${id} <= ${number}`;
      case 'not_equals':
      case 'not_contains':
        return sql<boolean>`${id} <> ${number}`;
      default:
        return sql<boolean>`${id} = ${number}`;
    }
  }
  const text = sql`coalesce(${id}, '')`;
  const like = escapeLike(value);
  switch (operator) {
    case 'not_contains':
      return sql<boolean>`${text} NOT ILIKE ${`%${like}%`}`;
    case 'equals':
      return sql<boolean>`lower(${text}) = lower(${value})`;
    case 'not_equals':
      return sql<boolean>`lower(${text}) <> lower(${value})`;
    case 'starts_with':
      return sql<boolean>`${text} ILIKE ${`${like}%`}`;
    case 'ends_with':
      return sql<boolean>`${text} ILIKE ${`%${like}`}`;
    default:
      return sql<boolean>`${text} ILIKE ${`%${like}%`}`;
  }
}

/** search_text holds every filterable text column, so a value a column holds is in it too. */
const narrowing = (filter: ContactFilter): RawBuilder<boolean> =>
  sql<boolean>`search_text LIKE ${`%${escapeLike(filter.value.toLowerCase())}%`}`;

const canNarrow = (filter: ContactFilter): boolean =>
  filter.column !== 'connection_strength' && NARROWING.has(filter.operator) && filter.value.length >= 3;

/**
 * The dashboard's views, from the read models that know them: a reply recorded for the contact (outreach-metrics),
 * a draft waiting for them (drafts_list). Each is a lookup by key or index per row.
 */
function viewCondition(userId: string, view: ContactListView): RawBuilder<boolean> {
  if (view === 'responses') {
    return sql<boolean>`EXISTS (
      SELECT 1 FROM outreach_metrics_contacts m
      WHERE m.contact_key = ${userId} || '|' || contacts_list.contact_id AND m.last_reply_at IS NOT NULL)`;
  }
  return sql<boolean>`EXISTS (
    SELECT 1 FROM drafts_list d WHERE d.user_id = ${userId} AND d.contact_id = contacts_list.contact_id)`;
}

function whereOf(
  userId: string,
  { filter, filter_logic, filters, search }: ContactFiltersQuery,
): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [sql<boolean>`user_id = ${userId}`];
  if (filter) parts.push(viewCondition(userId, filter));
  // Each word narrows on its own, so "ada lovelace" finds Ada Lovelace whichever column holds which word.
  for (const word of search) parts.push(sql<boolean>`search_text LIKE ${`%${escapeLike(word)}%`}`);
  if (filters.length > 0) {
    const joiner = filter_logic === 'OR' ? sql` OR ` : sql` AND `;
    parts.push(sql<boolean>`(${sql.join(filters.map(condition), joiner)})`);
    // A redundant condition the trigram index can answer, so a filtered page does not scan every row.
    if (filter_logic === 'AND') parts.push(...filters.filter(canNarrow).map(narrowing));
    else if (filters.every(canNarrow))
      parts.push(sql<boolean>`(${sql.join(filters.map(narrowing), sql` OR `)})`);
  }
  return sql<boolean>`${sql.join(parts, sql` AND `)}`;
}

function orderOf({ sort }: ContactFiltersQuery): RawBuilder<unknown> {
  const items =
    sort.length > 0
      ? sort.map(({ column, direction }) =>
          direction === 'desc'
            ? sql`${sql.ref(COLUMN_OF[column])} DESC NULLS LAST`
            : sql`${sql.ref(COLUMN_OF[column])} ASC NULLS LAST`,
        )
      : [sql`created_at DESC`];
  return sql.join([...items, sql`contact_id`]);
}

const SELECTED =
  sql.raw(`contact_id, first_name, last_name, email, company, job_title, location, where_met, phone,
  linkedin_url, company_url, job_position, seniority, department, twitter, tags, connection_strength,
  similarity_score, matches, sources, verification_status, verification_date, email_type, confidence, created_at,
  updated_at`);

type SelectedRow = Omit<ContactsListRow, 'user_id' | 'attached_document_ids' | 'position' | 'search_text'>;

function toView({ contact_id, job_position, created_at, updated_at, ...fields }: SelectedRow): ContactView {
  return {
    id: contact_id,
    ...fields,
    position: job_position,
    created_at: isoOrNull(created_at),
    updated_at: isoOrNull(updated_at),
  };
}

/** Reads the caller's rows of the contacts_list read model; every statement is scoped to one user. */
@Injectable()
export class ContactsQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<ContactsReadModels>) {}

  /**
   * A page and the total of the caller's matching contacts, from one snapshot (inOneSnapshot), so they agree however
   * writes interleave. Unfiltered, the page walks an index in sort order and the total is an index-only count.
   * Filtered, one statement finds the matches once and counts them with a window: two statements would scan the same
   * matches twice (measured by npm run bench:contacts).
   */
  async page(
    userId: string,
    query: ListContactsQuery,
  ): Promise<{ contacts: ContactView[]; total: number; page: number; limit: number }> {
    const where = whereOf(userId, query);
    const offset = (query.page - 1) * query.limit;
    const { rows, total } = await inOneSnapshot(this.db, async (snapshot) => {
      const count = async () =>
        (
          await sql<{
            total: number;
          }>`SELECT count(*)::int AS total FROM contacts_list WHERE ${where}`.execute(snapshot)
        ).rows[0].total;
      if (query.filters.length === 0 && !query.filter) {
        const page = await sql<SelectedRow>`
          SELECT ${SELECTED} FROM contacts_list WHERE ${where}
          ORDER BY ${orderOf(query)} LIMIT ${query.limit} OFFSET ${offset}
        `.execute(snapshot);
        return { rows: page.rows, total: await count() };
      }
      const page = await sql<SelectedRow & { total: number }>`
        SELECT ${SELECTED}, count(*) OVER ()::int AS total FROM contacts_list WHERE ${where}
        ORDER BY ${orderOf(query)} LIMIT ${query.limit} OFFSET ${offset}
      `.execute(snapshot);
      // A page past the last match has no row to carry the total.
      const total = page.rows.length > 0 ? page.rows[0].total : offset === 0 ? 0 : await count();
      return { rows: page.rows as SelectedRow[], total };
    });
    return { contacts: rows.map(toView), total, page: query.page, limit: query.limit };
  }

  async filtered(userId: string, query: ContactFiltersQuery): Promise<ContactView[]> {
    const { rows } = await sql<SelectedRow>`
      SELECT ${SELECTED} FROM contacts_list WHERE ${whereOf(userId, query)}
      ORDER BY ${orderOf(query)} LIMIT ${MAX_UNPAGED_CONTACTS}
    `.execute(this.db);
    return rows.map(toView);
  }

  /** With an e-mail: the contact saved under it (its id is derived from owner and e-mail), else none. */
  async search(userId: string, email: string | undefined): Promise<ContactView[]> {
    if (email !== undefined) {
      const { rows } = await sql<SelectedRow>`
        SELECT ${SELECTED} FROM contacts_list WHERE user_id = ${userId} AND contact_id = ${contactIdFor(userId, email)}
      `.execute(this.db);
      return rows.map(toView);
    }
    return this.filtered(userId, {
      filter: undefined,
      filter_logic: 'AND',
      filters: [],
      sort: [],
      search: [],
    });
  }

  async fieldValues(userId: string, field: FilterableColumn): Promise<(string | number)[]> {
    const column = sql.ref(COLUMN_OF[field]);
    const { rows } = await sql<{ value: string | number }>`
      SELECT DISTINCT ${column} AS value FROM contacts_list
      WHERE user_id = ${userId} AND ${column} IS NOT NULL
      ORDER BY value LIMIT ${MAX_FIELD_VALUES}
    `.execute(this.db);
    return rows.map((row) => row.value);
  }

  columns(): readonly FilterableColumn[] {
    return FILTERABLE_COLUMNS;
  }
}
