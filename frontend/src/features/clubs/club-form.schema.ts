import { z } from 'zod';
import {
  createClubBody,
  DEFAULT_MAX_FREE_SIGNUPS,
  maxFreeSignups,
  updateClubBody,
} from '@outreach/backend/clubs/club.contract';

/** The server's own request schemas, so the dialogs refuse exactly what the API would. */

export { DEFAULT_MAX_FREE_SIGNUPS };
export const MIN_FREE_SIGNUPS = 1;

// The form always holds a seat count (pre-filled with the default), so it is required here.
export const createClubSchema = createClubBody.extend({ max_free_signups: maxFreeSignups });
export const updateClubSchema = updateClubBody.extend({ is_active: z.boolean() });

export type CreateClubForm = z.input<typeof createClubSchema>;
export type UpdateClubForm = z.input<typeof updateClubSchema>;
