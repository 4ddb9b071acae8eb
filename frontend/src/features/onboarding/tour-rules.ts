import {
  isTourLinkedInUrl,
  TOUR_CHECK_MESSAGES,
  TOUR_NO_CONTACTS_MESSAGE,
  type TourStep,
} from '@outreach/backend/onboarding/tour-steps.contract';
import { paths } from '../../config/paths';
import type { TourAction } from '../../lib/tour-actions';

/**
 * What the tour observes: the screens' reports, and the screen the user has open (the overlay reports that itself,
 * as the route-map pattern the address matches).
 */
export type TourObservation = TourAction | { type: 'screen-opened'; screen: string };

/** What the tour has seen so far that a later step's check depends on. */
export interface TourFacts {
  /** Companies in the last generated list; null before any list came back. */
  companiesGenerated: number | null;
  /** Jobs in the last search's answer; null before any, and while a new search runs. */
  jobsLoaded: number | null;
  /** Contacts the last contact search found; null before any, and while a new search runs. */
  contactsFound: number | null;
}

export const NO_TOUR_FACTS: TourFacts = { companiesGenerated: null, jobsLoaded: null, contactsFound: null };

/** The facts after an observation. */
export function observeTourAction(facts: TourFacts, seen: TourObservation): TourFacts {
  switch (seen.type) {
    case 'companies-generated':
      return { ...facts, companiesGenerated: seen.count };
    case 'jobs-searched':
      return { ...facts, jobsLoaded: null };
    case 'jobs-loaded':
      return { ...facts, jobsLoaded: seen.count };
    case 'contacts-search-started':
      return { ...facts, contactsFound: null };
    case 'contacts-found':
      return { ...facts, contactsFound: seen.count };
    default:
      return facts;
  }
}

/**
 * The tour's answer to an observation at a step: complete the step, tell the user why their action does not
 * complete it yet (a spec check message, or the no-contacts note), or nothing (the action is not about this step).
 */
export type TourVerdict = { kind: 'complete' } | { kind: 'check'; message: string } | { kind: 'ignore' };

const COMPLETE: TourVerdict = { kind: 'complete' };
const IGNORE: TourVerdict = { kind: 'ignore' };
const check = (message: string): TourVerdict => ({ kind: 'check', message });
const completeIf = (holds: boolean, message: string): TourVerdict => (holds ? COMPLETE : check(message));

/**
 * The screen a step sends the user to, when opening it is the step's whole action (the route-map patterns; the
 * contacts page has one pattern with an optional contact id).
 */
const SCREEN_STEPS: Partial<Record<TourStep, string>> = {
  CONTACTS_START: paths.addContact,
  JOBS_START: paths.jobsSearch,
  GOTO_OUTGOING: paths.outgoingMessages,
  GOTO_CONTACTS_PAGE: paths.contactDetail,
  GOTO_DASHBOARD: paths.dashboard,
};

/**
 * Steps completed by a button on the card, because nothing on a screen shows they are done: the welcome, the
 * choice of path (its buttons are the choice) and the closing explanation.
 */
export const BUTTON_STEPS: readonly TourStep[] = ['START', 'CHOOSE_PATH', 'DASHBOARD_EXPLAINED'];

/** Access document §4 Tour and §5 Tour checks: which observation completes `step`, and which check applies. */
export function judgeTourAction(step: TourStep, seen: TourObservation, facts: TourFacts): TourVerdict {
  if (seen.type === 'screen-opened') return SCREEN_STEPS[step] === seen.screen ? COMPLETE : IGNORE;
  switch (step) {
    case 'AWAITING_RESUME':
      return seen.type === 'resume-uploaded' ? COMPLETE : IGNORE;
    case 'AWAITING_LINKEDIN':
      return seen.type === 'linkedin-entered'
        ? completeIf(isTourLinkedInUrl(seen.url), TOUR_CHECK_MESSAGES.linkedinUrl)
        : IGNORE;
    case 'CONTACTS_GENERATE_COMPANIES':
      if (seen.type === 'companies-generated')
        return completeIf(seen.count > 0, TOUR_CHECK_MESSAGES.generateCompanies);
      // Choosing companies (or searching their contacts) before any list was generated here.
      if (seen.type === 'companies-selected' || seen.type === 'contacts-search-started')
        return completeIf((facts.companiesGenerated ?? 0) > 0, TOUR_CHECK_MESSAGES.generateCompanies);
      return IGNORE;
    case 'CONTACTS_SELECT_COMPANY':
      if (seen.type === 'companies-selected')
        return completeIf(seen.count > 0, TOUR_CHECK_MESSAGES.selectCompany);
      if (seen.type === 'contacts-search-started')
        return completeIf(seen.companies > 0, TOUR_CHECK_MESSAGES.selectCompany);
      return IGNORE;
    case 'CONTACTS_CONFIRM_COMPANIES':
      if (seen.type === 'contacts-search-started')
        return completeIf(seen.companies > 0, TOUR_CHECK_MESSAGES.selectCompany);
      // Removing the last company leaves nothing to confirm.
      if (seen.type === 'companies-selected' && seen.count === 0)
        return check(TOUR_CHECK_MESSAGES.selectCompany);
      return IGNORE;
    case 'CONTACTS_AWAITING_RESULTS':
      // Results before the 10 s are up move on at once; none found says so (the 10 s still move on).
      return seen.type === 'contacts-found' ? completeIf(seen.count > 0, TOUR_NO_CONTACTS_MESSAGE) : IGNORE;
    case 'CONTACTS_SELECT_AND_SAVE':
      if (seen.type === 'contacts-saved' && seen.count > 0) return COMPLETE;
      if (seen.type === 'contacts-found' && seen.count === 0) return check(TOUR_NO_CONTACTS_MESSAGE);
      return IGNORE;
    case 'JOBS_SEARCH':
      return seen.type === 'jobs-searched'
        ? completeIf(seen.jobTitle.trim() !== '', TOUR_CHECK_MESSAGES.jobTitle)
        : IGNORE;
    case 'JOBS_SELECT':
      if (seen.type === 'jobs-searched' && seen.jobTitle.trim() === '')
        return check(TOUR_CHECK_MESSAGES.jobTitle);
      if (seen.type === 'jobs-selected') return completeIf(seen.count > 0, TOUR_CHECK_MESSAGES.selectJob);
      // Looking at the saved jobs before picking any here.
      if (seen.type === 'jobs-saved')
        return check(
          facts.jobsLoaded === null ? TOUR_CHECK_MESSAGES.jobsLoading : TOUR_CHECK_MESSAGES.selectJob,
        );
      return IGNORE;
    case 'JOBS_SAVE':
      if (seen.type === 'jobs-saved') return completeIf(seen.count > 0, TOUR_CHECK_MESSAGES.saveJobs);
      // Unselecting the last job takes it out of the saved jobs again.
      if (seen.type === 'jobs-selected' && seen.count === 0) return check(TOUR_CHECK_MESSAGES.saveJobs);
      return IGNORE;
    case 'OUTGOING_GENERATE_MESSAGE':
      return seen.type === 'message-generated' ? COMPLETE : IGNORE;
    case 'OUTGOING_VIEW_DRAFTS':
      return seen.type === 'drafts-viewed' ? COMPLETE : IGNORE;
    case 'CONTACTS_PAGE_SELECT_CONTACT':
      return seen.type === 'contact-selected' ? COMPLETE : IGNORE;
    case 'CONTACTS_PAGE_VIEW_CONVO':
      return seen.type === 'conversation-viewed' ? COMPLETE : IGNORE;
    default:
      return IGNORE;
  }
}

/**
 * What a step's card says as it shows, from what was seen before: the contacts search that found nobody while
 * the tour waited for its results is still the reason there is nothing to save.
 */
export function tourStepNote(step: TourStep, facts: TourFacts): string | null {
  return step === 'CONTACTS_SELECT_AND_SAVE' && facts.contactsFound === 0 ? TOUR_NO_CONTACTS_MESSAGE : null;
}

/** Whether a step is completed by what the user does on a screen (its card shows no Next button). */
export const completesByAction = (step: TourStep): boolean => !BUTTON_STEPS.includes(step);
