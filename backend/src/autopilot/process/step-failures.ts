import { DraftingContactNotFound, EmptyDraftWritten, NoResumeStored } from '../../drafting/drafting.errors';
import { PlanLimitReached } from '../../plan-limits/plan-limits.errors';
import { DirectoryUnavailable } from '../../platform/directory/directory.port';
import { LanguageModelFailed } from '../../platform/language-model/language-model.port';

/** The steps of one company, as the read model's current_step names them. */
export type CompanyStepName = 'search' | 'contacts' | 'drafting';

/** An outside refusal or outage the user can act on (or wait out): the company fails with this reason. */
export class StepRefused extends Error {
  constructor(
    readonly step: CompanyStepName,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'StepRefused';
  }
}

/** What the user reads when an unexpected error outlasted every run of a step. */
export const UNEXPECTED_FAILURE =
  'Something went wrong on our side at this step, several times in a row. The company will be tried again.';

export const noContactsReason = (company: string): string =>
  `No contacts with an e-mail address were found at ${company}.`;

/**
 * The reason a user understands for an error from the world outside the process (a provider down, the language
 * model failing, no resume, a plan limit), or null for an unexpected error, which is retried instead.
 */
export function refusalReason(error: unknown, step: CompanyStepName): string | null {
  if (error instanceof StepRefused) return error.reason;
  if (error instanceof DirectoryUnavailable) {
    const what = step === 'search' ? 'Jobs' : 'Contacts';
    return `${what} could not be searched: ${error.message}`;
  }
  if (error instanceof LanguageModelFailed) return `The e-mails could not be written: ${error.message}`;
  if (error instanceof EmptyDraftWritten) return error.message;
  if (error instanceof NoResumeStored) return error.message;
  if (error instanceof PlanLimitReached) return error.message;
  if (error instanceof DraftingContactNotFound) return 'A chosen contact is no longer among your contacts.';
  return null;
}
