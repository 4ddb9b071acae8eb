import {
  companyProgress,
  stageLabel,
  taskProgress,
  type CompanyProgressInput,
} from './autopilot-progress.contract';

const company = (overrides: Partial<CompanyProgressInput> = {}): CompanyProgressInput => ({
  status: 'searching',
  current_step: 'search',
  contacts_found: 0,
  drafts_generated: 0,
  ...overrides,
});

describe('company progress', () => {
  it('places each step of a company inside its §4.3 stage', () => {
    expect(stageLabel('running', companyProgress(company()))).toBe('Searching');
    const review = company({ status: 'processing', current_step: 'review' });
    expect(stageLabel('running', companyProgress(review))).toBe('Scoring');
    const contacts = company({ status: 'processing', current_step: 'contacts' });
    expect(stageLabel('running', companyProgress(contacts))).toBe('Scoring');
    const drafting = company({ status: 'processing', current_step: 'drafting', contacts_found: 4 });
    expect(stageLabel('running', companyProgress(drafting))).toBe('Saving');
  });

  it('moves through drafting with the share of contacts drafted, short of done', () => {
    const drafting = (drafts: number) =>
      companyProgress(
        company({
          status: 'processing',
          current_step: 'drafting',
          contacts_found: 4,
          drafts_generated: drafts,
        }),
      );
    expect([0, 2, 4].map(drafting)).toEqual([85, 90, 95]);
  });

  it('counts a completed or a failed company as done', () => {
    expect(companyProgress(company({ status: 'completed', current_step: 'done' }))).toBe(100);
    expect(companyProgress(company({ status: 'failed', current_step: 'contacts' }))).toBe(100);
  });
});

describe('task progress', () => {
  it('is 0 for a queued task whose companies have not begun', () => {
    expect(taskProgress('queued', ['Acme', 'Beta'], {})).toBe(0);
  });

  it('averages the companies, one not begun counting 0', () => {
    const statuses = {
      Acme: company({ status: 'completed', current_step: 'done' }),
      Beta: company(),
    };
    expect(taskProgress('running', ['Acme', 'Beta', 'Core'], statuses)).toBe(Math.floor((100 + 30) / 3));
  });

  it('stays below 100 while the task runs, even when every company has ended', () => {
    const statuses = { Acme: company({ status: 'completed', current_step: 'done' }) };
    expect(taskProgress('running', ['Acme'], statuses)).toBe(99);
  });

  it('is 100 once the task completed (stopped included) or failed', () => {
    expect(taskProgress('completed', ['Acme'], { Acme: company() })).toBe(100);
    expect(taskProgress('failed', ['Acme'], {})).toBe(100);
  });

  it('ignores companies the task does not name', () => {
    expect(taskProgress('running', ['Acme'], { Other: company({ status: 'completed' }) })).toBe(0);
  });
});

describe('stage label (§4.3)', () => {
  it.each([
    [0, 'Initializing'],
    [20, 'Initializing'],
    [21, 'Searching'],
    [60, 'Searching'],
    [61, 'Scoring'],
    [80, 'Scoring'],
    [81, 'Saving'],
    [99, 'Saving'],
  ] as const)('labels progress %i of a running task %s', (progress, label) => {
    expect(stageLabel('running', progress)).toBe(label);
  });

  it('shows Done for a completed task and Failed for a failed one, whatever the progress', () => {
    expect(stageLabel('completed', 40)).toBe('Done');
    expect(stageLabel('failed', 100)).toBe('Failed');
    expect(stageLabel('queued', 0)).toBe('Initializing');
  });
});
