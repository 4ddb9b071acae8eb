import { z } from 'zod';

/** Spec section 9: a new club offers 20 free seats unless the admin says otherwise. */
export const DEFAULT_MAX_FREE_SIGNUPS = 20;
export const MIN_FREE_SIGNUPS = 1;

const maxFreeSignups = z
  .number({ error: 'Enter a number of seats' })
  .int('Enter a whole number of seats')
  .min(MIN_FREE_SIGNUPS, `Must be at least ${MIN_FREE_SIGNUPS}`);

export const createClubSchema = z.object({
  club_code: z.string().trim().min(1, 'Club code is required'),
  club_name: z.string().trim().min(1, 'Club name is required'),
  max_free_signups: maxFreeSignups,
});

export const updateClubSchema = z.object({
  club_name: z.string().trim().min(1, 'Club name is required'),
  max_free_signups: maxFreeSignups,
  is_active: z.boolean(),
});

export type CreateClubForm = z.infer<typeof createClubSchema>;
export type UpdateClubForm = z.infer<typeof updateClubSchema>;
