import { NoResumeStored, NO_RESUME_DETAIL } from '../../drafting/drafting.errors';
import { PlanLimitReached } from '../../plan-limits/plan-limits.errors';
import { DirectoryUnavailable } from '../../platform/directory/directory.port';
import { LanguageModelFailed } from '../../platform/language-model/language-model.port';
import { WrongExpectedVersion } from '../../platform/errors/domain-error';
import { matchedTerms } from './matched-terms';
import { noContactsReason, refusalReason, StepRefused } from './step-failures';

describe('the reason a company failed', () => {
  it('words each outside refusal for the user, naming what could not be done', () => {
    const down = new DirectoryUnavailable('hunter', 'The contact finder did not answer in time.');
    expect(refusalReason(down, 'search')).toBe(
      'Jobs could not be searched: The contact finder did not answer in time.',
    );
    expect(refusalReason(down, 'contacts')).toBe(
      'Contacts could not be searched: The contact finder did not answer in time.',
    );
    expect(
      refusalReason(
        new LanguageModelFailed('LANGUAGE_MODEL.UNAVAILABLE', 'The AI is unavailable.'),
        'drafting',
      ),
    ).toBe('The e-mails could not be written: The AI is unavailable.');
    expect(refusalReason(new NoResumeStored(), 'drafting')).toBe(NO_RESUME_DETAIL);
    const limit = new PlanLimitReached({
      code: 'PLAN.LIMIT_REACHED',
      detail: 'You have used all 10 drafts of your Free plan this month.',
      field: 'write_limit',
      limit: 'write_limit',
      limit_value: 10,
      used: 10,
      plan_name: 'Free',
      upgrade_plan: 'Basic',
    });
    expect(refusalReason(limit, 'drafting')).toBe(
      'You have used all 10 drafts of your Free plan this month.',
    );
    expect(refusalReason(new StepRefused('contacts', noContactsReason('Acme')), 'contacts')).toBe(
      'No contacts with an e-mail address were found at Acme.',
    );
  });

  it('leaves an unexpected error to the queue to retry', () => {
    expect(refusalReason(new Error('connection reset'), 'search')).toBeNull();
    expect(refusalReason(new WrongExpectedVersion('s', 1, 2), 'drafting')).toBeNull();
  });
});

describe('matchedTerms', () => {
  it('lists the words behind a score, strongest match first, each once, at most 8', () => {
    expect(
      matchedTerms({
        skills: { score: 0.4, terms: ['python', 'sql'] },
        job_title: { score: 0.9, terms: ['engineer', 'python'] },
        location: undefined,
        industry: { score: 0.1, terms: ['a', 'b', 'c', 'd', 'e', 'f'] },
      }),
    ).toEqual(['engineer', 'python', 'sql', 'a', 'b', 'c', 'd', 'e']);
    expect(matchedTerms({})).toEqual([]);
  });
});
