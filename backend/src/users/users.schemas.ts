import { z } from 'zod';

/** Request and response shapes of the admin users calls; the frontend types its screens with them. */

const positiveInt = (field: string, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(max, `${field} must be at most ${max}`)
    .default(fallback);

export const DEFAULT_USERS_PAGE_SIZE = 25;
export const DEFAULT_HISTORY_PAGE_SIZE = 20;

export const listUsersQuery = z.object({
  page: positiveInt('page', 1_000_000, 1),
  limit: positiveInt('limit', 100, DEFAULT_USERS_PAGE_SIZE),
  /** Matches e-mail, name, club or UTM source, case-insensitively. */
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

export const userHistoryParams = z.object({
  userId: z.uuid({ error: 'userId must be a UUID' }),
});
export type UserHistoryParams = z.infer<typeof userHistoryParams>;

/** A date (YYYY-MM-DD, a whole UTC day) or an ISO date-time. */
const dateBound = (field: string) =>
  z
    .string()
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), `${field} must be a date like 2026-11-22`)
    .optional();

export const userHistoryQuery = z
  .object({
    page: positiveInt('page', 1_000_000, 1),
    limit: positiveInt('limit', 100, DEFAULT_HISTORY_PAGE_SIZE),
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
        z.array(
          z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/, 'types must be event type names separated by commas'),
        ),
      )
      .optional(),
    from: dateBound('from'),
    /** A date-only bound includes that whole day. */
    to: dateBound('to'),
    order: z.enum(['desc', 'asc'], { error: 'order must be desc or asc' }).default('desc'),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), {
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
