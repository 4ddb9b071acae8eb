import type { OnboardingStatusView, TourStep } from '@outreach/backend/onboarding/tour-steps.contract';
import { matchRoutes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { routeMap } from '../../config/route-map';

export interface TourStepCopy {
  title: string;
  body: string;
  /** The screen where the step is done; the card links to it. */
  screen?: string;
  /**
   * The label of the button that completes the step by hand: only where nothing on a screen shows the step is
   * done (the others complete on the user's action, tour-rules).
   */
  next?: string;
}

/** What each step asks of the user; DONE is not shown (the tour closes). */
export const TOUR_COPY: Record<Exclude<TourStep, 'DONE'>, TourStepCopy> = {
  START: {
    title: 'Welcome! Let’s get you set up',
    body: 'This short tour walks you through uploading your resume, adding your LinkedIn profile, finding companies or jobs, generating messages and reviewing your drafts.',
    next: 'Start',
  },
  AWAITING_RESUME: {
    title: 'Upload your resume',
    body: 'Your resume lets us write messages that sound like you. Upload it as a PDF in Settings; this step completes by itself once it is there.',
    screen: paths.settings,
  },
  AWAITING_LINKEDIN: {
    title: 'Add your LinkedIn profile',
    body: 'Paste the address of your LinkedIn profile so your messages can point to it.',
  },
  CHOOSE_PATH: {
    title: 'What would you like to do first?',
    body: 'Look for open jobs and the people behind them, or go straight to finding contacts at companies you like. You can do the other any time later.',
  },
  CONTACTS_START: {
    title: 'Find people to contact',
    body: 'On Add Contact you describe the companies you are interested in, and we find people who work there. Open Add Contact to begin.',
    screen: paths.addContact,
  },
  CONTACTS_GENERATE_COMPANIES: {
    title: 'Generate companies',
    body: 'Describe an industry or a kind of company, then generate a list of matching companies.',
    screen: paths.addContact,
  },
  CONTACTS_SELECT_COMPANY: {
    title: 'Pick companies',
    body: 'Press Select on at least one company from the list that you would like to reach.',
    screen: paths.addContact,
  },
  CONTACTS_CONFIRM_COMPANIES: {
    title: 'Find contacts at your companies',
    body: 'Press Find Contacts under Selected Companies to start looking for people at the companies you picked.',
    screen: paths.addContact,
  },
  CONTACTS_AWAITING_RESULTS: {
    title: 'Finding contacts…',
    body: 'We are looking for people at the companies you chose. This takes a few seconds.',
    screen: paths.addContact,
  },
  CONTACTS_SELECT_AND_SAVE: {
    title: 'Save your contacts',
    body: 'Press Save on the people you want to reach, or Save all on this page, to add them to your contacts.',
    screen: paths.addContact,
  },
  JOBS_START: {
    title: 'Find jobs',
    body: 'On Search Jobs you look for open roles and save the ones you like; we then find people at those companies. Open Search Jobs to begin.',
    screen: paths.jobsSearch,
  },
  JOBS_SEARCH: {
    title: 'Search for a job title',
    body: 'Enter a job title, such as Data Analyst, and search.',
    screen: paths.jobsSearch,
  },
  JOBS_SELECT: {
    title: 'Pick jobs',
    body: 'Once the results have loaded, press Select on at least one job that interests you.',
    screen: paths.jobsSearch,
  },
  JOBS_SAVE: {
    title: 'Save your jobs',
    body: 'Selecting a job saves it, so we can find contacts at that company. Press View Saved Jobs to see the jobs you saved.',
    screen: paths.jobsSearch,
  },
  GOTO_OUTGOING: {
    title: 'Go to Outgoing Messages',
    body: 'Outgoing Messages is where your AI-written emails are drafted, reviewed and sent. Open it to carry on.',
    screen: paths.outgoingMessages,
  },
  OUTGOING_GENERATE_MESSAGE: {
    title: 'Generate a message',
    body: 'Generate a message for one of your contacts; it is written from your resume and LinkedIn profile.',
    screen: paths.outgoingMessages,
  },
  OUTGOING_VIEW_DRAFTS: {
    title: 'Review your drafts',
    body: 'Open your drafts to read, edit and send them.',
    screen: paths.outgoingMessages,
  },
  GOTO_CONTACTS_PAGE: {
    title: 'Go to Contacts',
    body: 'Contacts lists everyone you have saved and where each conversation stands. Open it to carry on.',
    screen: paths.contacts,
  },
  CONTACTS_PAGE_SELECT_CONTACT: {
    title: 'Open a contact',
    body: 'Select a contact in the list to see their details.',
    screen: paths.contacts,
  },
  CONTACTS_PAGE_VIEW_CONVO: {
    title: 'See the conversation',
    body: 'View the messages you have exchanged with that contact.',
    screen: paths.contacts,
  },
  GOTO_DASHBOARD: {
    title: 'Go to your Dashboard',
    body: 'The Dashboard sums up your outreach at a glance. Open it to carry on.',
    screen: paths.dashboard,
  },
  DASHBOARD_EXPLAINED: {
    title: 'Your Dashboard',
    body: 'Here you see what you have sent, the replies you got and how much of your plan you have used. That is the tour: you are all set!',
    screen: paths.dashboard,
    next: 'Finish',
  },
};

const routePatterns = routeMap.map(({ path }) => ({ path }));

/** The route-map pattern an address opens (the contacts page is one pattern with an optional contact id). */
export function tourScreenPattern(path: string): string | null {
  return matchRoutes(routePatterns, path)?.[0]?.route.path ?? null;
}

/** The screen's name in the route map, and whether it is still a placeholder for a later issue. */
export function tourScreen(path: string): { title: string; available: boolean } | null {
  const pattern = tourScreenPattern(path);
  const route = routeMap.find((candidate) => candidate.path === pattern);
  return route ? { title: route.title, available: !('placeholder' in route) } : null;
}

/**
 * 'Step N of M' wherever the tour counts (the card and the header button): one count that never changes its total.
 * Before the path is chosen the route's length is not known yet (the contacts path is longer than the jobs path), so
 * the total appears only once it is fixed.
 */
export function tourStepCount(status: Pick<OnboardingStatusView, 'step' | 'path' | 'steps'>): string | null {
  const route: readonly TourStep[] = status.steps.filter((name) => name !== 'DONE');
  const position = route.indexOf(status.step) + 1;
  if (position === 0) return null;
  return status.path ? `Step ${position} of ${route.length}` : `Step ${position}`;
}
