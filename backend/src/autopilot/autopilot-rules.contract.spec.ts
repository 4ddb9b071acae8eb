import { distinctNames, isRetryableCompany } from './autopilot-rules.contract';

describe('isRetryableCompany (§5)', () => {
  it('retries a completed company that found no jobs while it has attempts left', () => {
    expect(isRetryableCompany({ status: 'completed', jobs_found: 0, attempt: 1 })).toBe(true);
  });

  it('retries a failed company while it has attempts left', () => {
    expect(isRetryableCompany({ status: 'failed', jobs_found: 3, attempt: 2 })).toBe(true);
  });

  it('does not retry a company that found jobs and completed', () => {
    expect(isRetryableCompany({ status: 'completed', jobs_found: 2, attempt: 1 })).toBe(false);
  });

  it('does not retry a company still running', () => {
    expect(isRetryableCompany({ status: 'searching', jobs_found: 0, attempt: 1 })).toBe(false);
  });

  it('does not retry a company tried 3 times', () => {
    expect(isRetryableCompany({ status: 'failed', jobs_found: 0, attempt: 3 })).toBe(false);
  });
});

describe('distinctNames (§5: titles trimmed and deduplicated)', () => {
  it('trims, drops blanks and keeps the first spelling of each name whatever its case', () => {
    expect(distinctNames(['  Engineer ', '', 'engineer', 'Data   Scientist', 'ENGINEER'])).toEqual([
      'Engineer',
      'Data Scientist',
    ]);
  });
});
