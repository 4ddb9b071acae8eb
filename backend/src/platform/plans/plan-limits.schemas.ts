/**
 * What each plan allows, without zod so the browser can show it. Sources: access-billing-site-admin.md §9
 * "Checkout plan limits" (email searches, drafts, messages sent) and autopilot-settings.md §6 and §9 (Pro's
 * searches shown as -1, contacts_limit default 10). The per-day sending caps are ours: docs/pending/settings-backend.md.
 */
import { PLAN_KEYS, type PlanKey } from './plan-names.schemas';

/** A limit of -1 means unlimited (autopilot-settings.md §9). */
export const UNLIMITED = -1;

export interface PlanLimits {
  /** E-mail searches per billing period. */
  searches_limit: number;
  /** Drafts written per billing period. */
  write_limit: number;
  /** Messages sent per billing period. */
  emails_limit: number;
  /** Messages sent per day. */
  daily_limit: number;
  contacts_limit: number;
}

export const DEFAULT_CONTACTS_LIMIT = 10;

const unlimited: PlanLimits = {
  searches_limit: UNLIMITED,
  write_limit: UNLIMITED,
  emails_limit: UNLIMITED,
  daily_limit: UNLIMITED,
  contacts_limit: UNLIMITED,
};

export const PLAN_LIMITS: Readonly<Record<PlanKey, PlanLimits>> = {
  Free: {
    searches_limit: 200,
    write_limit: 30,
    emails_limit: 30,
    daily_limit: 10,
    contacts_limit: DEFAULT_CONTACTS_LIMIT,
  },
  Basic: {
    searches_limit: 5000,
    write_limit: 2000,
    emails_limit: 1500,
    daily_limit: 100,
    contacts_limit: DEFAULT_CONTACTS_LIMIT,
  },
  Pro: {
    // The checkout lists 20,000 searches, but the product shows Pro's searches as unlimited (-1).
    searches_limit: UNLIMITED,
    write_limit: 5000,
    emails_limit: 4500,
    daily_limit: 300,
    contacts_limit: DEFAULT_CONTACTS_LIMIT,
  },
  // Admin-granted plans seen only in the users list.
  Max: unlimited,
  Demon: unlimited,
};

const isPlanKey = (text: string): text is PlanKey => (PLAN_KEYS as readonly string[]).includes(text);

/** The limits of a stored role_name; an empty or unknown one gets Free's, the least any account has. */
export function planLimits(roleName: string | null | undefined): PlanLimits {
  const key = roleName?.trim() ?? '';
  return { ...(isPlanKey(key) ? PLAN_LIMITS[key] : PLAN_LIMITS.Free) };
}
