import { z } from 'zod';
import { TOUR_CHOICES, TOUR_STEPS } from './tour-steps.contract';

/** Request shapes of the onboarding calls; which step and choice are allowed now is the decider's rule. */

const oneOf = (field: string, values: readonly string[]) =>
  ({
    error: (issue: { input?: unknown }) =>
      issue.input === undefined
        ? `${field} is required`
        : typeof issue.input === 'string'
          ? `${field} must be one of ${values.join(', ')}`
          : `${field} must be text`,
  }) as const;

export const completeTourStepBody = z.object({
  step: z.enum(TOUR_STEPS, oneOf('step', TOUR_STEPS)),
  // null reads as "no choice", as JSON clients often send absent fields.
  choice: z
    .enum(TOUR_CHOICES, oneOf('choice', TOUR_CHOICES))
    .nullish()
    .transform((choice) => choice ?? undefined),
});
