/**
 * What each plan allows, without zod so the browser can show it. Sources: access-billing-site-admin.md §9
 * "Checkout plan limits" (email searches, drafts, messages sent) and autopilot-settings.md §6 and §9 (Pro's
 * searches shown as -1, contacts_limit default 10). The per-day sending caps are ours: docs/pending/settings-backend.md.
 * Company-selection limits: outreach.md §9 (Free 25, Basic 50, Pro unlimited, an unknown plan 3), which the
 * pricing page also shows, over the checkout's "company lists" (docs/pending/contact-search.md). Company lists per
 * period: the checkout's 3, 50 and 200 (docs/decisions.md, Plan limits, says what creates one).
 */
import { PLAN_DISPLAY_NAMES, PLAN_KEYS, type PlanKey } from './plan-names.contract';

/** A limit of -1 means unlimited (autopilot-settings.md §9). */
export const UNLIMITED = -1;

export interface PlanLimits {
  /** E-mail searches per billing period. */
  searches_limit: number;
  /** Company lists (a company search's first page, directory or AI) per billing period. */
  company_lists_limit: number;
  /** Drafts written per billing period. */
  write_limit: number;
  /** Messages sent per billing period. */
  emails_limit: number;
  /** Messages sent per day. */
  daily_limit: number;
  contacts_limit: number;
  /** Companies one contact search may take. */
  company_selection_limit: number;
}

export const DEFAULT_CONTACTS_LIMIT = 10;

/** outreach.md §9: the companies a contact search may take on a plan nobody knows. */
export const UNKNOWN_PLAN_COMPANY_SELECTION_LIMIT = 3;

const unlimited: PlanLimits = {
  searches_limit: UNLIMITED,
  company_lists_limit: UNLIMITED,
  write_limit: UNLIMITED,
  emails_limit: UNLIMITED,
  daily_limit: UNLIMITED,
  contacts_limit: UNLIMITED,
  company_selection_limit: UNLIMITED,
};

export const PLAN_LIMITS: Readonly<Record<PlanKey, PlanLimits>> = {
  Free: {
    searches_limit: 200,
    company_lists_limit: 3,
    write_limit: 30,
    emails_limit: 30,
    daily_limit: 10,
    contacts_limit: DEFAULT_CONTACTS_LIMIT,
    company_selection_limit: 25,
  },
  Basic: {
    searches_limit: 5000,
    company_lists_limit: 50,
    write_limit: 2000,
    emails_limit: 1500,
    daily_limit: 100,
    contacts_limit: DEFAULT_CONTACTS_LIMIT,
    company_selection_limit: 50,
  },
  Pro: {
    // The checkout lists 20,000 searches, but the product shows Pro's searches as unlimited (-1).
    searches_limit: UNLIMITED,
    company_lists_limit: 200,
    write_limit: 5000,
    emails_limit: 4500,
    daily_limit: 300,
    contacts_limit: DEFAULT_CONTACTS_LIMIT,
    company_selection_limit: UNLIMITED,
  },
  // Admin-granted plans seen only in the users list.
  Max: unlimited,
  Demon: unlimited,
};

/** The limits enforced per billing period, each with what it counts (as a sentence names it). */
export const PERIOD_LIMITS = [
  'searches_limit',
  'company_lists_limit',
  'write_limit',
  'emails_limit',
] as const;
export type PeriodLimit = (typeof PERIOD_LIMITS)[number];

export const PERIOD_LIMIT_NOUNS: Record<PeriodLimit, string> = {
  searches_limit: 'email searches',
  company_lists_limit: 'company lists',
  write_limit: 'drafts',
  emails_limit: 'messages',
};

/** The limits every screen states for a plan, in the order they are listed. */
export const SHOWN_LIMITS = [
  'company_selection_limit',
  'company_lists_limit',
  'searches_limit',
  'write_limit',
  'emails_limit',
  'daily_limit',
] as const satisfies readonly (keyof PlanLimits)[];
export type ShownLimit = (typeof SHOWN_LIMITS)[number];

/**
 * One wording for each limit, read by the pricing page, the checkout and the settings' usage, so no screen names a
 * limit differently: `label` heads a usage meter, `noun` and `per` make a plan's line ('3 company lists per billing
 * period'). The spec's two readings (pricing-page companies, checkout company lists) are both stated, each as what
 * the server counts (docs/decisions.md, Issue 16: no stale state, numbers that agree).
 */
export const LIMIT_WORDING: Readonly<Record<ShownLimit, { label: string; noun: string; per: string }>> = {
  company_selection_limit: {
    label: 'Companies per contact search',
    noun: 'companies',
    per: 'per contact search',
  },
  company_lists_limit: { label: 'Company lists', noun: 'company lists', per: 'per billing period' },
  searches_limit: { label: 'Email searches', noun: 'email searches', per: 'per billing period' },
  write_limit: { label: 'Drafts', noun: 'drafts', per: 'per billing period' },
  emails_limit: { label: 'Messages sent', noun: 'messages sent', per: 'per billing period' },
  daily_limit: { label: 'Messages sent today', noun: 'messages sent', per: 'per day' },
};

/** What each counted thing is, as the pricing page explains the limits. */
export const LIMITS_EXPLAINED: readonly string[] = [
  'Companies per contact search: how many companies one search for hiring managers and recruiters may take.',
  'Company lists: each new list of companies you find by industry, name or AI search.',
  'Email searches: each search for contacts at the companies you chose.',
  'Drafts and messages sent: each e-mail drafted, and each one sent (a failed send is given back).',
  'Counts start again with each billing period: each month on Starter, on your billing date on a paid plan.',
];

const amountText = (value: number): string => value.toLocaleString('en-US');

/** A limit as one line: 'Up to 25 companies per contact search', '3 company lists per billing period'. */
export function limitLine(limit: ShownLimit, value: number): string {
  const { noun, per } = LIMIT_WORDING[limit];
  if (value === UNLIMITED) return `Unlimited ${noun} ${per}`;
  const amount = amountText(value);
  return limit === 'company_selection_limit' ? `Up to ${amount} ${noun} ${per}` : `${amount} ${noun} ${per}`;
}

/** Every limit of a plan as a line, in SHOWN_LIMITS order: the one list pricing, checkout and settings show. */
export function planLimitLines(plan: PlanKey): string[] {
  return SHOWN_LIMITS.map((limit) => limitLine(limit, PLAN_LIMITS[plan][limit]));
}

/**
 * The 403 answer of a call over a plan limit (code PLAN.LIMIT_REACHED): upgrade_plan is the plan key that lifts it
 * (Basic is shown as Growth), null when no self-serve plan does.
 */
export interface PlanLimitReachedBody {
  code: 'PLAN.LIMIT_REACHED';
  detail: string;
  field: PeriodLimit;
  limit: PeriodLimit;
  limit_value: number;
  used: number;
  plan_name: string;
  upgrade_plan: 'Basic' | 'Pro' | null;
}

const isPlanKey = (text: string): text is PlanKey => (PLAN_KEYS as readonly string[]).includes(text);

/** A stored role_name as the plan whose limits hold: an empty or unknown one is Free, the least any account has. */
export function planKeyOf(roleName: string | null | undefined): PlanKey {
  const key = roleName?.trim() ?? '';
  return isPlanKey(key) ? key : 'Free';
}

/** The limits of a stored role_name (planKeyOf's plan). */
export function planLimits(roleName: string | null | undefined): PlanLimits {
  return { ...PLAN_LIMITS[planKeyOf(roleName)] };
}

/**
 * Companies one contact search may take on a stored plan name (-1: unlimited). Unlike planLimits, a name that is
 * not a plan gets the spec's 3, not Free's; an empty one is Free (an account without a plan is on Free).
 */
export function companySelectionLimit(planName: string): number {
  const key = planName.trim() === '' ? 'Free' : planName.trim();
  return isPlanKey(key) ? PLAN_LIMITS[key].company_selection_limit : UNKNOWN_PLAN_COMPANY_SELECTION_LIMIT;
}

/**
 * The refusal of a contact search over the plan's company-selection limit, with the plan as the interface names it
 * (Free is shown as Starter, Basic as Growth), so the server and the screen say the same.
 */
export function companySelectionLimitMessage(planName: string, limit: number): string {
  return `Your ${shownPlanName(planName)} plan allows up to ${limit} companies per search.`;
}

/** A stored plan name as the interface names it (Free is Starter, Basic is Growth); an empty one is Free's. */
export function shownPlanName(planName: string): string {
  const key = planName.trim() === '' ? 'Free' : planName.trim();
  return isPlanKey(key) ? PLAN_DISPLAY_NAMES[key] : key;
}
