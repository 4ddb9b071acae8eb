import {
  TOUR_CHECK_MESSAGES,
  TOUR_NO_CONTACTS_MESSAGE,
  TOUR_STEPS,
  type TourStep,
} from '@outreach/backend/onboarding/tour-steps.contract';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import {
  completesByAction,
  judgeTourAction,
  NO_TOUR_FACTS,
  observeTourAction,
  type TourFacts,
  type TourObservation,
} from './tour-rules';

const complete = { kind: 'complete' };
const ignore = { kind: 'ignore' };
const check = (message: string) => ({ kind: 'check', message });

/** Given the facts seen before, when the observation arrives at the step, then the verdict. */
const when = (step: TourStep, seen: TourObservation, facts: TourFacts = NO_TOUR_FACTS) =>
  judgeTourAction(step, seen, observeTourAction(facts, seen));

describe('tour rules: which action completes which step', () => {
  it.each<[TourStep, TourObservation]>([
    ['AWAITING_RESUME', { type: 'resume-uploaded' }],
    ['AWAITING_LINKEDIN', { type: 'linkedin-entered', url: 'https://www.linkedin.com/in/ada' }],
    ['CONTACTS_START', { type: 'screen-opened', screen: paths.addContact }],
    ['CONTACTS_GENERATE_COMPANIES', { type: 'companies-generated', count: 10 }],
    ['CONTACTS_SELECT_COMPANY', { type: 'companies-selected', count: 1 }],
    ['CONTACTS_SELECT_COMPANY', { type: 'contacts-search-started', companies: 2 }],
    ['CONTACTS_CONFIRM_COMPANIES', { type: 'contacts-search-started', companies: 1 }],
    ['CONTACTS_AWAITING_RESULTS', { type: 'contacts-found', count: 4 }],
    ['CONTACTS_SELECT_AND_SAVE', { type: 'contacts-saved', count: 1 }],
    ['JOBS_START', { type: 'screen-opened', screen: paths.jobsSearch }],
    ['JOBS_SEARCH', { type: 'jobs-searched', jobTitle: 'Data Analyst' }],
    ['JOBS_SELECT', { type: 'jobs-selected', count: 1 }],
    ['JOBS_SAVE', { type: 'jobs-saved', count: 1 }],
    ['GOTO_OUTGOING', { type: 'screen-opened', screen: paths.outgoingMessages }],
    ['OUTGOING_GENERATE_MESSAGE', { type: 'message-generated' }],
    ['OUTGOING_VIEW_DRAFTS', { type: 'drafts-viewed' }],
    ['GOTO_CONTACTS_PAGE', { type: 'screen-opened', screen: paths.contactDetail }],
    ['CONTACTS_PAGE_SELECT_CONTACT', { type: 'contact-selected', contactId: 'c1' }],
    ['CONTACTS_PAGE_VIEW_CONVO', { type: 'conversation-viewed', contactId: 'c1' }],
    ['GOTO_DASHBOARD', { type: 'screen-opened', screen: paths.dashboard }],
  ])('given step %s, when the user does %o, then the step completes', (step, seen) => {
    expect(when(step, seen)).toEqual(complete);
  });

  it('given any step, when an action of another step happens, then nothing happens', () => {
    expect(when('JOBS_SEARCH', { type: 'jobs-selected', count: 1 })).toEqual(ignore);
    expect(when('JOBS_SELECT', { type: 'contacts-saved', count: 3 })).toEqual(ignore);
    expect(when('GOTO_OUTGOING', { type: 'screen-opened', screen: paths.contactDetail })).toEqual(ignore);
    expect(when('CONTACTS_PAGE_VIEW_CONVO', { type: 'contact-selected', contactId: 'c1' })).toEqual(ignore);
  });

  it('given a step completed on its card, when any screen action happens, then only the card completes it', () => {
    const everything: TourObservation[] = [
      { type: 'resume-uploaded' },
      { type: 'jobs-selected', count: 1 },
      { type: 'screen-opened', screen: paths.dashboard },
    ];
    for (const step of ['START', 'CHOOSE_PATH', 'DASHBOARD_EXPLAINED', 'DONE'] as const) {
      for (const seen of everything) expect(when(step, seen)).toEqual(ignore);
    }
    expect(TOUR_STEPS.filter((step) => !completesByAction(step))).toEqual([
      'START',
      'CHOOSE_PATH',
      'DASHBOARD_EXPLAINED',
    ]);
  });
});

describe('tour rules: the §5 checks when the action falls short', () => {
  it('given the LinkedIn step, when a URL of 15 characters or fewer is entered, then it asks for a valid one', () => {
    expect(when('AWAITING_LINKEDIN', { type: 'linkedin-entered', url: ' linkedin.com/in ' })).toEqual(
      check(TOUR_CHECK_MESSAGES.linkedinUrl),
    );
    expect(when('AWAITING_LINKEDIN', { type: 'linkedin-entered', url: 'linkedin.com/in/a' })).toEqual(
      complete,
    );
  });

  it('given the search step, when the user searches with an empty job title, then it asks for one', () => {
    expect(when('JOBS_SEARCH', { type: 'jobs-searched', jobTitle: '   ' })).toEqual(
      check(TOUR_CHECK_MESSAGES.jobTitle),
    );
    expect(when('JOBS_SELECT', { type: 'jobs-searched', jobTitle: '' })).toEqual(
      check(TOUR_CHECK_MESSAGES.jobTitle),
    );
  });

  it('given the pick step, when the saved jobs are opened, then it waits for the results or for a pick', () => {
    const searching = observeTourAction(NO_TOUR_FACTS, { type: 'jobs-searched', jobTitle: 'Data Analyst' });
    expect(when('JOBS_SELECT', { type: 'jobs-saved', count: 0 }, searching)).toEqual(
      check(TOUR_CHECK_MESSAGES.jobsLoading),
    );
    const loaded = observeTourAction(searching, { type: 'jobs-loaded', count: 12 });
    expect(when('JOBS_SELECT', { type: 'jobs-saved', count: 2 }, loaded)).toEqual(
      check(TOUR_CHECK_MESSAGES.selectJob),
    );
    // A new search is loading again.
    const again = observeTourAction(loaded, { type: 'jobs-searched', jobTitle: 'Data Engineer' });
    expect(when('JOBS_SELECT', { type: 'jobs-saved', count: 0 }, again)).toEqual(
      check(TOUR_CHECK_MESSAGES.jobsLoading),
    );
  });

  it('given the pick step, when the last job is unselected, then it asks for one', () => {
    expect(when('JOBS_SELECT', { type: 'jobs-selected', count: 0 })).toEqual(
      check(TOUR_CHECK_MESSAGES.selectJob),
    );
  });

  it('given the save step, when the saved jobs are empty, then it asks to save the selected jobs first', () => {
    expect(when('JOBS_SAVE', { type: 'jobs-saved', count: 0 })).toEqual(check(TOUR_CHECK_MESSAGES.saveJobs));
    expect(when('JOBS_SAVE', { type: 'jobs-selected', count: 0 })).toEqual(
      check(TOUR_CHECK_MESSAGES.saveJobs),
    );
    expect(when('JOBS_SAVE', { type: 'jobs-selected', count: 2 })).toEqual(ignore);
  });

  it('given the generate step, when no company came back or none was generated, then it asks to generate first', () => {
    expect(when('CONTACTS_GENERATE_COMPANIES', { type: 'companies-generated', count: 0 })).toEqual(
      check(TOUR_CHECK_MESSAGES.generateCompanies),
    );
    expect(when('CONTACTS_GENERATE_COMPANIES', { type: 'companies-selected', count: 1 })).toEqual(
      check(TOUR_CHECK_MESSAGES.generateCompanies),
    );
    const generated = observeTourAction(NO_TOUR_FACTS, { type: 'companies-generated', count: 5 });
    expect(when('CONTACTS_GENERATE_COMPANIES', { type: 'companies-selected', count: 1 }, generated)).toEqual(
      complete,
    );
  });

  it('given the pick or confirm step, when no company is selected, then it asks for at least one', () => {
    const message = check(TOUR_CHECK_MESSAGES.selectCompany);
    expect(when('CONTACTS_SELECT_COMPANY', { type: 'companies-selected', count: 0 })).toEqual(message);
    expect(when('CONTACTS_SELECT_COMPANY', { type: 'contacts-search-started', companies: 0 })).toEqual(
      message,
    );
    expect(when('CONTACTS_CONFIRM_COMPANIES', { type: 'contacts-search-started', companies: 0 })).toEqual(
      message,
    );
    expect(when('CONTACTS_CONFIRM_COMPANIES', { type: 'companies-selected', count: 0 })).toEqual(message);
    expect(when('CONTACTS_CONFIRM_COMPANIES', { type: 'companies-selected', count: 2 })).toEqual(ignore);
  });

  it('given the contacts search, when it finds nobody, then the no-contacts note shows', () => {
    const none = { type: 'contacts-found', count: 0 } as const;
    expect(when('CONTACTS_AWAITING_RESULTS', none)).toEqual(check(TOUR_NO_CONTACTS_MESSAGE));
    expect(when('CONTACTS_SELECT_AND_SAVE', none)).toEqual(check(TOUR_NO_CONTACTS_MESSAGE));
    expect(when('CONTACTS_SELECT_AND_SAVE', { type: 'contacts-saved', count: 0 })).toEqual(ignore);
  });
});
