import { z } from 'zod';

/** The longest range one request may describe, both ends included. */
export const MAX_RANGE_DAYS = 31;

const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM (24-hour), e.g. 09:00');

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const date = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date as YYYY-MM-DD', abort: true })
  .refine(isCalendarDate, 'must be a real calendar date');

const buffer = z
  .number({ error: 'must be a number of minutes' })
  .int('must be a whole number of minutes')
  .min(0, 'must not be negative')
  .max(240, 'must be at most 240 minutes');

/** Today as a calendar date in UTC: the server's notion of "today" when the client sends no dates. */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

/** POST /availability; every field is optional and defaults as the spec says. */
export const availabilityBody = z
  .object({
    available_start: time.default('09:00'),
    available_end: time.default('17:00'),
    buffer_before: buffer.default(15),
    buffer_after: buffer.default(15),
    start_date: date.optional(),
    end_date: date.optional(),
  })
  .transform((body) => {
    const startDate = body.start_date ?? todayUtc();
    return { ...body, start_date: startDate, end_date: body.end_date ?? startDate };
  })
  .superRefine((body, ctx) => {
    const [startHour, startMinute] = body.available_start.split(':').map(Number);
    const [endHour, endMinute] = body.available_end.split(':').map(Number);
    if (endHour * 60 + endMinute <= startHour * 60 + startMinute) {
      ctx.addIssue({
        code: 'custom',
        path: ['available_end'],
        message: 'must be later than available_start',
      });
    }
    if (body.end_date < body.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'must not be before start_date' });
      return;
    }
    const days = (Date.parse(body.end_date) - Date.parse(body.start_date)) / 86_400_000 + 1;
    if (days > MAX_RANGE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: `must be at most ${MAX_RANGE_DAYS} days from start_date, both included`,
      });
    }
  });

export type AvailabilityBody = z.infer<typeof availabilityBody>;
