import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import type { PageMeta } from '../../lib/page-meta';

/** The pricing page's entry of the spec's stored SEO data (section 2, Pricing). */
export const PRICING_SEO: PageMeta = {
  title: `Simple Pricing for Job Seekers · ${PRODUCT_NAME}`,
  description:
    'Start free on Starter, or reach more hiring managers with Growth or Pro. Pay monthly, or yearly and pay ' +
    'for 9 months. Clubs and campus groups can ask for member seats.',
  path: paths.pricing,
};
