import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import type { PageMeta } from '../../lib/page-meta';

/** The legal pages' entries of the spec's stored SEO data: 'Privacy Policy', and 'Disclaimer' on the terms. */
export const PRIVACY_POLICY_SEO: PageMeta = {
  title: `Privacy Policy · ${PRODUCT_NAME}`,
  description:
    'What Outreach stores about you and why: your account, the contacts, drafts and messages you create, ' +
    'e-mail tracking you can turn off, and how the append-only event log keeps them.',
  path: paths.privacyPolicy,
};

/** The terms carry the spec's Disclaimer entry: the disclaimer is a section of them (docs/decisions.md). */
export const TERMS_SEO: PageMeta = {
  title: `Terms of Service and Disclaimer · ${PRODUCT_NAME}`,
  description:
    'The terms for using Outreach: who may use it, plans and payments (non-refundable, pro-rated upgrades, ' +
    'downgrades at the end of the cycle), acceptable use, and the disclaimer.',
  path: paths.termsOfService,
};

export const COOKIES_SEO: PageMeta = {
  title: `Cookies and Browser Storage · ${PRODUCT_NAME}`,
  description:
    'The one cookie Outreach sets, during sign-in, and what it keeps in your browser’s local and session ' +
    'storage. No advertising or analytics cookies.',
  path: paths.cookies,
};
