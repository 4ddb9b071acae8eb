import { isRetryableCompany } from './autopilot-rules.contract';

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
