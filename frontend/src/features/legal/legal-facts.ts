/**
 * The facts the legal pages state, in one place so the pages and their tests agree (spec section 9, Terms). The
 * privacy policy's dates are the spec's; the terms and cookies pages were first published on the date they carry
 * (docs/decisions.md, Issue 19: pages).
 */
export const PRIVACY_POLICY_DATES = { effective: 'July 24, 2024', lastUpdated: 'July 24, 2024' } as const;
export const TERMS_DATES = { effective: 'November 28, 2026', lastUpdated: 'November 28, 2026' } as const;
export const COOKIES_DATES = { effective: 'November 28, 2026', lastUpdated: 'November 28, 2026' } as const;

export const TERMS_MINIMUM_AGE = 18;
export const PRIVACY_MINIMUM_AGE = 13;
export const GOVERNING_LAW = 'the State of Delaware';
