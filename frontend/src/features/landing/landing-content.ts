import {
  LIMIT_WORDING,
  PLAN_LIMITS,
  SHOWN_LIMITS,
  UNLIMITED,
  type ShownLimit,
} from '@outreach/backend/platform/plans/plan-limits.contract';
import { PLAN_DISPLAY_NAMES, SELF_SERVE_PLANS } from '@outreach/backend/platform/plans/plan-names.contract';
import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../config/product';
import type { PageMeta } from '../../lib/page-meta';
import { formatCount } from '../../lib/format-count';

/** The Home entry of the spec's stored SEO data (section 2, Pricing: Home, Features, Pricing, ...). */
export const HOME_SEO: PageMeta = {
  title: `${PRODUCT_NAME} · Get noticed by the people who hire`,
  description:
    'Find hiring managers and recruiters at the companies you want, draft personal outreach e-mails in seconds, ' +
    'schedule them and see who replies. Start free, no card required.',
  path: paths.home,
};

export interface Feature {
  id: string;
  title: string;
  summary: string;
  /** What the feature does, point by point: only what the product does (spec §1). */
  details: readonly string[];
}

/** Six features, each one a thing the product does (spec §1); the grid, its dialogs and the carousel show them. */
export const FEATURES: readonly Feature[] = [
  {
    id: 'contacts',
    title: 'Find the people who hire',
    summary: 'Hiring managers and recruiters at the companies you choose, with their work e-mail addresses.',
    details: [
      'Pick companies and search them for hiring managers and recruiters.',
      'Save the contacts you want to reach; they stay in your contact list.',
      'Add contacts by hand or import them from a CSV file.',
    ],
  },
  {
    id: 'research',
    title: 'Research companies',
    summary: 'Search companies by industry or name and read what they do before you write.',
    details: [
      'Search a directory of companies by industry, name, location and size.',
      'Ask for more companies like the ones you picked.',
      'Save a search and run it again later.',
    ],
  },
  {
    id: 'jobs',
    title: 'Jobs scored for you',
    summary: 'Find open jobs and see how closely each one matches your profile.',
    details: [
      'Search jobs by title and place.',
      'Each job is scored by similarity to your resume and profile.',
      'Save the jobs you want to follow up on.',
    ],
  },
  {
    id: 'drafts',
    title: 'Draft outreach in seconds',
    summary: 'Connection requests, follow-ups and thank-you notes written from your profile.',
    details: [
      'Drafts are written for each contact from your resume and profile.',
      'Pick a message type and tone, or start from an email template.',
      'Edit every draft before it goes out.',
    ],
  },
  {
    id: 'campaigns',
    title: 'Schedule campaigns',
    summary: 'Send your drafts on a schedule instead of all at once.',
    details: [
      'Choose the days and hours your e-mails go out.',
      'A campaign sends your waiting drafts, one per contact.',
      'Cancel a campaign at any time; what was sent stays in your outgoing messages.',
    ],
  },
  {
    id: 'autopilot',
    title: 'Let autopilot do the rounds',
    summary:
      'Give it companies and job titles; it finds jobs and contacts, scores the jobs and drafts the e-mails.',
    details: [
      'Runs company by company and shows each step as it goes.',
      'Retries a company later when nothing was found.',
      'Follow your replies, opens and sends on the dashboard.',
    ],
  },
];

const plans = SELF_SERVE_PLANS.map((key) => ({ key, name: PLAN_DISPLAY_NAMES[key] }));

export interface ComparisonRow {
  limit: ShownLimit;
  label: string;
  /** What the limit counts and over what, per LIMIT_WORDING: 'companies', 'per contact search'. */
  noun: string;
  per: string;
  cells: { plan: string; value: string }[];
}

/** The plan comparison, from the limits the server enforces (plan-limits.contract), so it cannot drift. */
export const COMPARISON_PLANS = plans.map((plan) => plan.name);
export const COMPARISON_ROWS: readonly ComparisonRow[] = SHOWN_LIMITS.map((limit) => ({
  limit,
  label: LIMIT_WORDING[limit].label,
  noun: LIMIT_WORDING[limit].noun,
  per: LIMIT_WORDING[limit].per,
  cells: plans.map(({ key, name }) => {
    const amount = PLAN_LIMITS[key][limit];
    return { plan: name, value: amount === UNLIMITED ? 'Unlimited' : formatCount(amount) };
  }),
}));
