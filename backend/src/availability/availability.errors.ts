import { domainError } from '../platform/errors/domain-error';

export class NoBusinessDayInRange extends domainError(
  'AVAILABILITY.NO_BUSINESS_DAY',
  (startDate: string, endDate: string) =>
    `No business day between ${startDate} and ${endDate}: weekends are never offered. Choose a range with a weekday.`,
  'end_date',
) {}

export class NoTimeLeftAfterBuffers extends domainError(
  'AVAILABILITY.EMPTY_WINDOW',
  'buffer_before and buffer_after leave no time between available_start and available_end. Shorten the buffers or widen the window.',
  'buffer_after',
) {}

/** Both are well-formed requests the rules cannot answer: 422. */
export const availabilityErrorStatus: Record<string, number> = {
  'AVAILABILITY.NO_BUSINESS_DAY': 422,
  'AVAILABILITY.EMPTY_WINDOW': 422,
};
