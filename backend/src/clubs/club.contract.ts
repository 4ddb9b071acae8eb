import { z } from 'zod';
import { wholeNumber } from '../platform/http/request-fields';

/** Request shapes of the clubs calls; the frontend's forms validate with the same schemas. */

export const clubCode = z
  .string({ error: 'club_code is required' })
  .trim()
  .min(1, 'club_code is required')
  .max(40, 'club_code must be at most 40 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'club_code may contain only letters, digits, - and _')
  .transform((value) => value.toLowerCase());

export const clubName = z
  .string({ error: 'club_name is required' })
  .trim()
  .min(1, 'club_name is required')
  .max(120, 'club_name must be at most 120 characters');

export const maxFreeSignups = wholeNumber('max_free_signups', 1_000_000);

export const DEFAULT_MAX_FREE_SIGNUPS = 20;

export const createClubBody = z.object({
  club_code: clubCode,
  club_name: clubName,
  max_free_signups: maxFreeSignups.default(DEFAULT_MAX_FREE_SIGNUPS),
});

export const updateClubBody = z.object({
  club_name: clubName,
  max_free_signups: maxFreeSignups,
  is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
});

export type CreateClubBody = z.infer<typeof createClubBody>;
export type UpdateClubBody = z.infer<typeof updateClubBody>;

export interface ClubView {
  club_code: string;
  club_name: string;
  max_free_signups: number;
  current_signups: number;
  remaining_signups: number;
  is_active: boolean;
  created_at: string | null;
  updated_at: string | null;
}

export interface ClubHistoryItem {
  event_id: string;
  type: string;
  summary: string;
  actor: { user_id: string; email: string | null } | null;
  recorded_at: string;
  changes: { field: string; from: unknown; to: unknown }[];
  /** On ClubSignupRecorded: the member who took the seat, to link to their history. */
  member?: { user_id: string; email: string | null };
}
