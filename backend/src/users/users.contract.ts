import { z } from 'zod';
import { emptyAsAbsent, plainText, queryWholeNumber } from '../platform/http/request-fields';

/** Request and response shapes of the admin users calls; the frontend types its screens with them. */

export const DEFAULT_USERS_PAGE_SIZE = 25;
export const DEFAULT_HISTORY_PAGE_SIZE = 20;

export const listUsersQuery = z.object({
  page: queryWholeNumber('page', 1_000_000, 1),
  limit: queryWholeNumber('limit', 100, DEFAULT_USERS_PAGE_SIZE),
  /** Matches e-mail, name, club or UTM source, case-insensitively. */
  search: plainText('search', 200).optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

export const userHistoryParams = z.object({
  userId: z.uuid({ error: 'userId must be a UUID' }),
});
export type UserHistoryParams = z.infer<typeof userHistoryParams>;

const DAY_MS = 86_400_000;
// PostgreSQL's timestamptz and JavaScript's ISO strings agree on years 1 to 9999 only.
const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');
const dateOnly = z.iso.date();
const dateTime = z.iso.datetime({ offset: true });

/**
 * A date (YYYY-MM-DD, a whole UTC day: `from` its first instant, `to` its last) or an RFC 3339 date-time
 * with Z or an offset, resolved to the instant the history filter compares.
 */
const dateBound = (field: 'from' | 'to') =>
  emptyAsAbsent(
    z
      .string({ error: `${field} must be text` })
      .trim()
      .transform((value, ctx) => {
        const isDate = dateOnly.safeParse(value).success;
        const at = isDate || dateTime.safeParse(value).success ? Date.parse(value) : Number.NaN;
        if (Number.isNaN(at)) {
          ctx.addIssue({
            code: 'custom',
            message: `${field} must be a date like 2026-11-22 or a date-time like 2026-11-22T09:30:00Z`,
          });
          return z.NEVER;
        }
        const bound = isDate && field === 'to' ? at + DAY_MS - 1 : at;
        if (bound < EARLIEST || bound > LATEST) {
          ctx.addIssue({ code: 'custom', message: `${field} must be between the years 1 and 9999` });
          return z.NEVER;
        }
        return new Date(bound);
      })
      .optional(),
  );

export const userHistoryQuery = z
  .object({
    page: queryWholeNumber('page', 1_000_000, 1),
    limit: queryWholeNumber('limit', 100, DEFAULT_HISTORY_PAGE_SIZE),
    /** Comma-separated event types; empty means every type. */
    types: z
      .string()
      .trim()
      .max(2000, 'types must be at most 2000 characters')
      .transform((value) =>
        value
          .split(',')
          .map((type) => type.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(
            z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/, 'types must be event type names separated by commas'),
          )
          .max(100, 'types may name at most 100 event types'),
      )
      .optional(),
    from: dateBound('from'),
    to: dateBound('to'),
    order: emptyAsAbsent(z.enum(['desc', 'asc'], { error: 'order must be desc or asc' }).default('desc')),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'to must not be before from',
  });
export type UserHistoryQuery = z.infer<typeof userHistoryQuery>;

export interface AdminUserView {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
  /** Plan key (Free, Basic, Pro, Max, Demon); null or empty is shown as Free. */
  role_name: string | null;
  club_name: string | null;
  club_code: string | null;
  utm_source: string | null;
  /** Used the product in the last 30 days. */
  is_active: boolean;
  created_at: string | null;
  last_active: string | null;
}

export interface AdminUserStats {
  totalUsers: number;
  proUsers: number;
  activeUsers: number;
  clubUsers: number;
}

export interface AdminUsersResponse {
  users: AdminUserView[];
  stats: AdminUserStats;
  /** Users matching the search (stats always count everyone). */
  total: number;
  page: number;
  limit: number;
}

export interface UserHistoryItem {
  event_id: string;
  type: string;
  /** One readable sentence, e.g. "Signed up with Google (utm_source chess-club) choosing Pro". */
  summary: string;
  /** Who caused it: the user themself, an admin, or null for the system. */
  actor: { user_id: string; email: string | null } | null;
  recorded_at: string;
  stream_id: string;
  /** The event's data, for the expandable detail row. */
  data: Record<string, unknown>;
}

export interface UserHistoryResponse {
  user: { _id: string; email: string };
  items: UserHistoryItem[];
  total: number;
  page: number;
  limit: number;
  /** Event types present in this user's whole history, for the type filter. */
  event_types: string[];
}
