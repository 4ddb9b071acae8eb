import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import type { PageMeta } from '../../lib/page-meta';

export const ABOUT_SEO: PageMeta = {
  title: `About · ${PRODUCT_NAME}`,
  description:
    'Why we built Outreach: applying online leaves job seekers unseen. Outreach finds the people who hire and ' +
    'helps you write to them in your own voice.',
  path: paths.about,
};

export const CAREERS_SEO: PageMeta = {
  title: `Careers · ${PRODUCT_NAME}`,
  description: 'We have no open roles yet. Write to us if you would like to hear when we do.',
  path: paths.careers,
};
