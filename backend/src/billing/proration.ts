import type { BillingCycle } from '../platform/plans/plan-names.contract';
import { InvalidBillingValue } from './subscription.errors';

export interface ProrationInput {
  /** Price of the current plan for one of its cycles, in cents. */
  currentPriceCents: number;
  currentCycle: BillingCycle;
  /** Price of the chosen plan for one of its cycles, in cents. */
  newPriceCents: number;
  newCycle: BillingCycle;
  /** null when the gateway does not say: taken as one current cycle before the next billing date. */
  billingPeriodStart: string | null;
  /** null (no next billing date): the estimate is 0 (autopilot-settings.md §4.6). */
  nextBillingDate: string | null;
  now: Date | string;
}

const DAY_MS = 86_400_000;

function utcDay(field: string, value: Date | string): number {
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time))
    throw new InvalidBillingValue(field, `${field} must be a date (YYYY-MM-DD or ISO time)`);
  return Math.floor(time / DAY_MS);
}

function oneCycleBefore(day: number, cycle: BillingCycle): number {
  const date = new Date(day * DAY_MS);
  if (cycle === 'yearly') date.setUTCFullYear(date.getUTCFullYear() - 1);
  else date.setUTCMonth(date.getUTCMonth() - 1);
  return Math.floor(date.getTime() / DAY_MS);
}

function requireCents(field: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new InvalidBillingValue(field, `${field} must be a whole number of cents, 0 or more`);
  }
}

/**
 * The amount due now for an upgrade, in cents, counted in whole UTC days as the gateway prorates.
 * Same cycle: the price difference for the days left. Another cycle starts a new period now: the new price
 * less the unused days of the current one. Never below 0 (payments are non-refundable), rounded to the cent.
 */
export function prorationEstimate(input: ProrationInput): number {
  requireCents('currentPriceCents', input.currentPriceCents);
  requireCents('newPriceCents', input.newPriceCents);
  if (input.nextBillingDate === null) return 0;
  const end = utcDay('nextBillingDate', input.nextBillingDate);
  const start =
    input.billingPeriodStart === null
      ? oneCycleBefore(end, input.currentCycle)
      : utcDay('billingPeriodStart', input.billingPeriodStart);
  const today = utcDay('now', input.now);
  const daysInPeriod = end - start;
  if (daysInPeriod <= 0) return 0;
  const daysLeft = Math.min(Math.max(end - today, 0), daysInPeriod);
  // Whole-cent numerators over one denominator, so the single rounding sees no floating-point residue.
  const dueTimesDays =
    input.newCycle === input.currentCycle
      ? (input.newPriceCents - input.currentPriceCents) * daysLeft
      : input.newPriceCents * daysInPeriod - input.currentPriceCents * daysLeft;
  return Math.max(0, Math.round(dueTimesDays / daysInPeriod));
}

/** One cycle after a day (the same day next month or next year, clamped to the month's end), as gateways bill. */
export function cycleAfter(from: string, cycle: BillingCycle): string {
  const start = new Date(`${from.slice(0, 10)}T00:00:00.000Z`);
  const months = cycle === 'yearly' ? 12 : 1;
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}
