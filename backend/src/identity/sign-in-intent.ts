import { z } from 'zod';
import type { UtmParameters } from '../users/user.events';
import {
  BILLING_CYCLES,
  billingCycle,
  BillingCycle,
  SELF_SERVE_PLANS,
  SelfServePlan,
  selfServePlan,
} from '../platform/plans/plans.contract';

/** What the visitor asked for before leaving for the provider; it comes back only inside the signed state. */
export interface SignInIntent {
  flow: 'login' | 'signup';
  plan: SelfServePlan | null;
  cycle: BillingCycle | null;
  utm: UtmParameters;
}

export const LOGIN_INTENT: SignInIntent = { flow: 'login', plan: null, cycle: null, utm: {} };

const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

export const UTM_MAX_LENGTH = 200;

// A link built from empty stored values (`?plan=&cycle=`) means "nothing chosen", not a bad choice.
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const utmValue = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(UTM_MAX_LENGTH, `${field} must be at most ${UTM_MAX_LENGTH} characters`)
    .optional();

/** The query of /auth/{provider}/signup; each message names its field. */
export const signUpQuery = z
  .object({
    plan: z.preprocess(blankAsMissing, selfServePlan.optional()),
    cycle: z.preprocess(blankAsMissing, billingCycle.optional()),
    utm_source: utmValue('utm_source'),
    utm_medium: utmValue('utm_medium'),
    utm_campaign: utmValue('utm_campaign'),
    utm_term: utmValue('utm_term'),
    utm_content: utmValue('utm_content'),
  })
  .transform((query): SignInIntent => ({
    flow: 'signup',
    plan: query.plan ?? null,
    cycle: query.cycle ?? null,
    utm: Object.fromEntries(
      UTM_KEYS.flatMap((key) => {
        const value = query[`utm_${key}` as const];
        return value ? [[key, value]] : [];
      }),
    ),
  }));

const storedUtm = z.string().max(UTM_MAX_LENGTH).optional();

/** Re-checks an intent read back from a state this server signed: a deploy in between may change its shape. */
export const signInIntent: z.ZodType<SignInIntent> = z.object({
  flow: z.enum(['login', 'signup']),
  plan: z.enum(SELF_SERVE_PLANS).nullable(),
  cycle: z.enum(BILLING_CYCLES).nullable(),
  utm: z
    .object({
      source: storedUtm,
      medium: storedUtm,
      campaign: storedUtm,
      term: storedUtm,
      content: storedUtm,
    })
    .strict(),
});
