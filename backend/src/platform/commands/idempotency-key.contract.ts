import { z } from 'zod';

/**
 * The Idempotency-Key header where a call checks it (billing): printable ASCII, at most 255 characters. Validated as
 * an object named after the header, so a 400 names it.
 */
export const requiredIdempotencyKeyHeader = z.object({
  'idempotency-key': z
    .string({ error: 'Idempotency-Key header is required' })
    .trim()
    .min(1, 'Idempotency-Key header is required')
    .max(255, 'Idempotency-Key must be at most 255 characters')
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII without spaces'),
});

export const checkedIdempotencyKeyHeader = requiredIdempotencyKeyHeader.partial();
