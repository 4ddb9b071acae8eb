import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import type { PageMeta } from '../../lib/page-meta';

/** The Contact page's entry of the spec's stored SEO data (section 2, Pricing: 'Contact Us'). */
export const CONTACT_SEO: PageMeta = {
  title: `Contact Us · ${PRODUCT_NAME}`,
  description:
    'Questions about your account, plans, club seats or a partnership? Send us a message and we reply within ' +
    '24 hours on business days.',
  path: paths.contactUs,
};
