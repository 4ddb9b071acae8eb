/**
 * The largest form (application/x-www-form-urlencoded) body the app reads. Braintree's webhooks are the only form
 * posts; a subscription notification carries the subscription with its transactions, about 1.2 kB per charge, so
 * 2 MB holds well over a century of monthly renewals. Larger bodies answer 413.
 */
export const URLENCODED_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
