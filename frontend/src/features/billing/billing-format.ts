import type { PaymentMethodView } from './billing.api';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A billing date (YYYY-MM-DD, a UTC day as the gateway keeps it): 'November 23, 2026'; the text itself when unreadable. */
export function formatBillingDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** Dollars with cents, as an amount due: '$90.00', '$0.00'. */
export function formatDollars(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** 'Visa ending in 1111, expires 12/2030'; null without a card. */
export function cardText(method: PaymentMethodView): string | null {
  if (!method.has_card || !method.last4) return null;
  const card = `${method.card_type ?? 'Card'} ending in ${method.last4}`;
  return method.exp_date ? `${card}, expires ${method.exp_date}` : card;
}
