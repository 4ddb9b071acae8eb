/**
 * The billing period a plan's limits count over (docs/decisions.md, Plan limits): a paid subscription's
 * [billing_period_start, next_billing_date); the calendar month (UTC) for Free, club-sponsored Pro and the admin
 * plans. Days are UTC YYYY-MM-DD; `end` is the first day after the period.
 */
export interface UsagePeriod {
  start: string;
  end: string;
}

/** The subscriptions read model's columns the period needs. */
export interface PeriodSubscription {
  plan_name: string;
  status: 'active' | 'past_due' | 'none';
  billing_cycle: 'monthly' | 'yearly' | null;
  /** YYYY-MM-DD or an ISO time, as the gateway gave it. */
  billing_period_start: string | null;
  next_billing_date: string | null;
  /** When the row last changed: for an ended subscription, when the paid plan ended. */
  updated_at: string;
}

export interface UsagePeriodInput {
  now: Date;
  /** The plan the limits are for (users_list.role_name, Free when empty). */
  plan: string;
  /** A club sponsorship gives Pro without a subscription. */
  clubSponsored: boolean;
  subscription: PeriodSubscription | null;
}

const day = (iso: string): string => iso.slice(0, 10);

const pad = (n: number) => String(n).padStart(2, '0');

/** The same day of the month `months` later, or that month's last day when it is shorter. */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(Math.min(d, lastDay))}`;
}

export function calendarMonth(now: Date): UsagePeriod {
  const start = `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-01`;
  return { start, end: addMonths(start, 1) };
}

const PAID_PLANS = ['Basic', 'Pro'];

/** At most this many cycles are rolled forward past a stale next billing date (a webhook that never came). */
const MAX_CYCLES_ROLLED = 1200;

export function usagePeriod({ now, plan, clubSponsored, subscription }: UsagePeriodInput): UsagePeriod {
  const month = calendarMonth(now);
  const today = now.toISOString().slice(0, 10);
  if (clubSponsored || !subscription) return month;
  if (subscription.status === 'none') {
    // Back on Free after a paid plan: what was done on the paid plan this month does not count against Free.
    const ended = day(subscription.updated_at);
    return ended > month.start && ended <= today ? { start: ended, end: month.end } : month;
  }
  if (!PAID_PLANS.includes(plan) || subscription.plan_name !== plan) return month;
  if (!subscription.billing_period_start || !subscription.next_billing_date) return month;
  let start = day(subscription.billing_period_start);
  let end = day(subscription.next_billing_date);
  if (end <= start || today < start) return month;
  // A renewal not recorded yet: the gateway bills the next cycle at next_billing_date, so the period moves on.
  const months = subscription.billing_cycle === 'yearly' ? 12 : 1;
  for (let rolled = 0; today >= end && rolled < MAX_CYCLES_ROLLED; rolled++) {
    start = end;
    end = addMonths(end, months);
  }
  return today >= end ? month : { start, end };
}
