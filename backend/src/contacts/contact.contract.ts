import { z } from 'zod';
import { containsControlCharacter } from '../platform/http/control-characters';
import { requestJsonSchema } from '../platform/http/request-schema-docs';
import { emptyAsAbsent, httpUrlField, plainText, queryWholeNumber } from '../platform/http/request-fields';

/** Request shapes of the contacts calls; the Create Contact form validates with the same schemas. */

const EMAIL_FORM = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (field: string, label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !containsControlCharacter(value), `${field} must not contain control characters`);

/** Optional text: absent, null and blank all mean "not given". */
const optional = (field: string, max = 500) =>
  z
    .union([plainText(field, max), z.null()], { error: `${field} must be text` })
    .optional()
    .transform((value) => (value ? value : null));

/** An optional link: absent, null and blank mean "not given"; otherwise http(s) only. */
const optionalUrl = (field: string, max = 2000) =>
  z
    .union([httpUrlField(field, max), z.null()], { error: `${field} must be text` })
    .optional()
    .transform((value) => (value ? value : null));

export const MAX_TAGS = 50;
const MAX_TAG_LENGTH = 60;

/** A comma-separated text or a list; at most MAX_TAGS as sent too (blanks included), so no list is unbounded. */
const tags = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : value),
    z
      .array(z.string({ error: 'tags must be text' }), {
        error: 'tags must be a comma-separated text or a list of texts',
      })
      .max(MAX_TAGS, `at most ${MAX_TAGS} tags`)
      .optional(),
  )
  .transform((value) => (value ?? []).map((tag) => tag.trim()).filter((tag) => tag.length > 0))
  .pipe(
    z
      .array(z.string().max(MAX_TAG_LENGTH, `each tag must be at most ${MAX_TAG_LENGTH} characters`))
      .max(MAX_TAGS, `at most ${MAX_TAGS} tags`),
  );

const connectionStrength = z
  .number({ error: 'connection_strength must be a number' })
  .min(0, 'connection_strength must be between 0 and 1')
  .max(1, 'connection_strength must be between 0 and 1')
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, {
    error: 'connection_strength must be a multiple of 0.1',
  })
  .transform((value) => Math.round(value * 10) / 10)
  .default(0);

export const createContactBody = z.object({
  first_name: required('first_name', 'First Name'),
  last_name: required('last_name', 'Last Name'),
  email: required('email', 'Email', 320).refine((value) => EMAIL_FORM.test(value), {
    error: 'Invalid email address',
  }),
  company: required('company', 'Company'),
  job_title: optional('job_title'),
  location: optional('location'),
  where_met: optional('where_met'),
  phone: optional('phone', 50),
  linkedin_url: optionalUrl('linkedin_url'),
  company_url: optionalUrl('company_url'),
  position: optional('position'),
  seniority: optional('seniority'),
  department: optional('department'),
  twitter: optional('twitter'),
  tags,
  connection_strength: connectionStrength,
});

export type CreateContactBody = z.infer<typeof createContactBody>;

/** outreach.md §3 "Contact save payload": where_met is fixed to this for people saved from a contact search. */
export const CONTACT_SEARCH_WHERE_MET = 'Contact Search';
export const MAX_SOURCES = 50;
export const MAX_MATCHES_BYTES = 10 * 1024;

const nullableNumber = (field: string, min: number, max: number) =>
  z
    .union([z.number({ error: `${field} must be a number` }), z.null()], {
      error: `${field} must be a number`,
    })
    .optional()
    .transform((value) => value ?? null)
    .refine((value) => value === null || (Number.isFinite(value) && value >= min && value <= max), {
      error: `${field} must be between ${min} and ${max}`,
    });

const isoDate = z.union([z.iso.date(), z.iso.datetime({ offset: true, local: true })]);

/** How deep a search's `matches` may nest: the scorer's are 3 levels ({ job_title: { score, terms: [] } }). */
export const MAX_MATCHES_DEPTH = 8;

/** Whether a JSON value nests no deeper than `max`, found without recursion so no input can exhaust the stack. */
function nestsAtMost(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth > max) return false;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return true;
}

/** The search fields a save payload adds to a contact; a bad one refuses the whole request, naming its item. */
export const contactSearchFields = z.object({
  similarity_score: nullableNumber('similarity_score', 0, 1),
  confidence: nullableNumber('confidence', 0, 100),
  verification_status: optional('verification_status', 50),
  verification_date: z
    .union([z.string({ error: 'verification_date must be an ISO date or null' }), z.null()], {
      error: 'verification_date must be an ISO date or null',
    })
    .optional()
    .transform((value) => (value ? value.trim() : null))
    .refine((value) => value === null || isoDate.safeParse(value).success, {
      error: 'verification_date must be an ISO date or null',
    }),
  sources: z
    .array(
      httpUrlField('each source', 2000, 'each source must be an http(s) URI').refine(
        (value) => value !== '',
        'each source must be an http(s) URI',
      ),
      { error: 'sources must be a list of http(s) URIs' },
    )
    .max(MAX_SOURCES, `sources may hold at most ${MAX_SOURCES} URIs`)
    .nullish()
    .transform((value) => value ?? []),
  matches: z
    .union([z.record(z.string(), z.unknown(), { error: 'matches must be an object' }), z.null()], {
      error: 'matches must be an object',
    })
    .optional()
    .transform((value) => value ?? null)
    .refine((value) => value === null || !Array.isArray(value), { error: 'matches must be an object' })
    .refine((value) => value === null || nestsAtMost(value, MAX_MATCHES_DEPTH), {
      error: `matches must not nest more than ${MAX_MATCHES_DEPTH} levels deep`,
      abort: true,
    })
    .refine((value) => value === null || Buffer.byteLength(JSON.stringify(value)) <= MAX_MATCHES_BYTES, {
      error: `matches must be at most ${MAX_MATCHES_BYTES / 1024} KB`,
    }),
  email_type: optional('email_type', 20).transform((value) => value ?? 'unknown'),
  linkedin_data_fetched: z
    .boolean({ error: 'linkedin_data_fetched must be true or false' })
    .nullish()
    .transform((value) => value ?? false),
});

export type ContactSearchFieldsBody = z.infer<typeof contactSearchFields>;

/** Whether a bulk-add item is a contact search's save payload. */
export const isSearchSavePayload = (item: unknown): item is Record<string, unknown> =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as Record<string, unknown>).where_met === 'string' &&
  ((item as Record<string, unknown>).where_met as string).trim().toLowerCase() ===
    CONTACT_SEARCH_WHERE_MET.toLowerCase();

export const MAX_BULK_CONTACTS = 1000;

/** One item of a bulk-add, checked: its contact fields, and a contact search's fields when it is a save payload. */
export interface BulkAddItem {
  contact: CreateContactBody;
  search: ContactSearchFieldsBody | null;
}

const pathOf = (path: readonly PropertyKey[]) =>
  path.map((part) => (typeof part === 'symbol' ? String(part) : part));

/**
 * The spec's "list of contacts": a bare JSON list, or one under `contacts`. Every item is checked before anything
 * is written, each bad field named by its item's index (contacts.3.email); one bad item refuses the whole list.
 */
export const bulkAddBody = z.preprocess(
  (value) => (Array.isArray(value) ? { contacts: value } : value),
  z.object(
    {
      contacts: z
        .array(z.unknown().meta(requestJsonSchema(createContactBody.extend(contactSearchFields.shape))), {
          error: 'contacts must be a list of contacts',
        })
        .max(MAX_BULK_CONTACTS, `contacts must hold at most ${MAX_BULK_CONTACTS} contacts`)
        .transform((contacts, context): BulkAddItem[] => {
          const items: BulkAddItem[] = [];
          for (const [index, item] of contacts.entries()) {
            if (typeof item !== 'object' || item === null || Array.isArray(item)) {
              context.addIssue({ code: 'custom', path: [index], message: 'each contact must be an object' });
              continue;
            }
            const contact = createContactBody.safeParse(item);
            const search = isSearchSavePayload(item) ? contactSearchFields.safeParse(item) : null;
            for (const issue of [...(contact.error?.issues ?? []), ...(search?.error?.issues ?? [])]) {
              context.addIssue({
                code: 'custom',
                path: [index, ...pathOf(issue.path)],
                message: issue.message,
              });
            }
            if (contact.success && (search === null || search.success)) {
              items.push({ contact: contact.data, search: search?.data ?? null });
            }
          }
          return items.length === contacts.length ? items : z.NEVER;
        }),
    },
    { error: 'body must be a list of contacts' },
  ),
);

export type BulkAddBody = z.infer<typeof bulkAddBody>;

/** The spec's "contact columns usable for filtering". */
export const FILTERABLE_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'company',
  'job_title',
  'location',
  'where_met',
  'connection_strength',
  'department',
  'position',
  'seniority',
] as const;
export type FilterableColumn = (typeof FILTERABLE_COLUMNS)[number];

export const SORTABLE_COLUMNS = [...FILTERABLE_COLUMNS, 'created_at', 'updated_at'] as const;
export type SortableColumn = (typeof SORTABLE_COLUMNS)[number];

export const FILTER_OPERATORS = [
  'contains',
  'not_contains',
  'equals',
  'not_equals',
  'starts_with',
  'ends_with',
  'gt',
  'gte',
  'lt',
  'lte',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

const oneOf = <T extends readonly string[]>(values: T, field: string) =>
  z
    .string({ error: `${field} must be text` })
    .refine((value): value is T[number] => (values as readonly string[]).includes(value), {
      error: (issue) => `${field} '${String(issue.input)}' is not one of: ${values.join(', ')}`,
    })
    .transform((value) => value as T[number]);

const MAX_FILTER_VALUE_LENGTH = 500;
export const MAX_SEARCH_LENGTH = 200;

const filter = z
  .object(
    {
      column: oneOf(FILTERABLE_COLUMNS, 'filter column'),
      operator: oneOf(FILTER_OPERATORS, 'filter operator').default('contains'),
      value: z
        .union([z.string(), z.number()], { error: 'filter value must be text or a number' })
        .transform(String)
        .pipe(
          z
            .string()
            .max(
              MAX_FILTER_VALUE_LENGTH,
              `filter value must be at most ${MAX_FILTER_VALUE_LENGTH} characters`,
            )
            .refine(
              (value) => !containsControlCharacter(value),
              'filter value must not contain control characters',
            ),
        ),
    },
    { error: 'each filter must be an object with column, operator and value' },
  )
  .refine(
    ({ column, operator }) =>
      column === 'connection_strength' || !['gt', 'gte', 'lt', 'lte'].includes(operator),
    { error: 'gt, gte, lt and lte compare numbers: only connection_strength takes them' },
  )
  .refine(({ column, value }) => column !== 'connection_strength' || !Number.isNaN(Number(value)), {
    error: 'connection_strength filters take a number',
  });

const sortItem = z.object(
  {
    column: oneOf(SORTABLE_COLUMNS, 'sort column'),
    direction: z
      .string({ error: 'sort direction must be asc or desc' })
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(['asc', 'desc'], { error: 'sort direction must be asc or desc' }))
      .default('asc'),
  },
  { error: 'each sort must be an object with column and direction' },
);

/** A query parameter holding a JSON list; bad JSON is a validation problem of that parameter. */
const jsonList = <T extends z.ZodType>(field: string, item: T, max: number) =>
  emptyAsAbsent(
    z
      .string({ error: `${field} must be a JSON list` })
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: `${field} is not valid JSON` });
          return z.NEVER;
        }
      })
      .pipe(
        z
          .array(item, { error: `${field} must be a JSON list` })
          .max(max, `${field} may hold at most ${max} items`),
      )
      .optional(),
  ).transform((value) => (value ?? []) as z.infer<T>[]);

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

/**
 * The dashboard's links (spec §2: /contacts with filter=responses and filter=drafts): contacts who answered at least
 * once, and contacts with a draft waiting. ANDed with the filters and the search.
 */
export const CONTACT_LIST_VIEWS = ['responses', 'drafts'] as const;
export type ContactListView = (typeof CONTACT_LIST_VIEWS)[number];

export const contactFiltersQuery = z.object({
  filter: emptyAsAbsent(
    z
      .enum(CONTACT_LIST_VIEWS, { error: `filter must be one of: ${CONTACT_LIST_VIEWS.join(', ')}` })
      .optional(),
  ),
  filter_logic: emptyAsAbsent(
    z
      .string({ error: 'filter_logic must be AND or OR' })
      .transform((value) => value.toUpperCase())
      .pipe(z.enum(['AND', 'OR'], { error: 'filter_logic must be AND or OR' }))
      .default('AND'),
  ),
  filters: jsonList('filters', filter, 20),
  sort: jsonList('sort', sortItem, 5),
  /** The Contacts page's search box: every word must appear in a filterable text column; ANDed with filters. */
  search: emptyAsAbsent(
    z
      .string({ error: 'search must be text' })
      .max(MAX_SEARCH_LENGTH, `search must be at most ${MAX_SEARCH_LENGTH} characters`)
      .refine((value) => !containsControlCharacter(value), 'search must not contain control characters')
      .transform((value) => value.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10))
      .optional(),
  ).transform((words) => words ?? []),
});

export const listContactsQuery = contactFiltersQuery.extend({
  page: queryWholeNumber('page', 100_000, 1),
  limit: queryWholeNumber('limit', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});

export type ContactFiltersQuery = z.infer<typeof contactFiltersQuery>;
export type ListContactsQuery = z.infer<typeof listContactsQuery>;
export type ContactFilter = ContactFiltersQuery['filters'][number];
export type ContactSort = ContactFiltersQuery['sort'][number];

export const searchContactsQuery = z.object({
  email: emptyAsAbsent(plainText('email', 320).optional()),
});

export const contactIdParam = z.uuid({ error: 'id must be a contact id' });

export const fieldParam = oneOf(FILTERABLE_COLUMNS, 'field');

/** A contact as the API answers it; the contacts_list row type is derived from it, so each field is written once. */
export interface ContactView {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  job_title: string | null;
  location: string | null;
  where_met: string | null;
  phone: string | null;
  linkedin_url: string | null;
  company_url: string | null;
  position: string | null;
  seniority: string | null;
  department: string | null;
  twitter: string | null;
  tags: string[];
  connection_strength: number;
  /** From a contact search's save payload; null (sources empty, email_type 'unknown') for other contacts. */
  similarity_score: number | null;
  matches: Record<string, unknown> | null;
  sources: string[];
  verification_status: string | null;
  verification_date: string | null;
  email_type: string;
  confidence: number | null;
  created_at: string | null;
  updated_at: string | null;
}

export const attachDocumentBody = z.object({
  document_id: z
    .string({ error: 'document_id is required' })
    .trim()
    .min(1, 'document_id is required')
    .max(200, 'document_id must be at most 200 characters')
    .refine((value) => !containsControlCharacter(value), 'document_id must not contain control characters'),
});

export type AttachDocumentBody = z.infer<typeof attachDocumentBody>;

/** The form fields sent with a CSV file; import_id lets the client match progress pushes before the answer. */
export const importContactsFields = z.object({
  import_id: emptyAsAbsent(z.uuid({ error: 'import_id must be a UUID' }).optional()),
});

export type ImportContactsFields = z.infer<typeof importContactsFields>;

const UNPRINTABLE = /[\p{Cc}\p{Cf}]/gu;

/** The uploaded file's own name, without folders or invisible characters, as the import record shows it. */
export function csvFileName(raw: string): string {
  const name = [...(raw.split(/[\\/]/).pop() ?? '').replace(UNPRINTABLE, '').trim()].slice(0, 255).join('');
  return name === '' ? 'contacts.csv' : name;
}
