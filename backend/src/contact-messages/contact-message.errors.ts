import { DomainError, domainError } from '../platform/errors/domain-error';

export class ContactMessageNotFound extends domainError(
  'CONTACT_MESSAGE.NOT_FOUND',
  (messageId: string) => `Contact message '${messageId}' was not found.`,
  'id',
) {}

/** The client sent more messages than the form's limit allows; Retry-After says when it may send again. */
export class SendingMessagesTooOften extends DomainError {
  readonly code = 'CONTACT_MESSAGE.TOO_MANY_REQUESTS';
  constructor(readonly retryAfterSeconds: number) {
    super(
      `You have sent several messages in a short time. Please try again in ${waitText(retryAfterSeconds)}.`,
    );
  }
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const contactMessageErrorStatus: Record<string, number> = {
  'CONTACT_MESSAGE.NOT_FOUND': 404,
  'CONTACT_MESSAGE.TOO_MANY_REQUESTS': 429,
};
