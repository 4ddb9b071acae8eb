import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Kysely, sql } from 'kysely';
import { DATABASE } from '../database/database';
import { domainError } from '../errors/domain-error';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The one answer to an Idempotency-Key sent again with another request, on every command that takes a key. */
export class IdempotencyKeyReused extends domainError(
  'REQUEST.IDEMPOTENCY_KEY_REUSED',
  'This Idempotency-Key was used for another request: send a new key for a new request.',
  'Idempotency-Key',
) {}

export interface IdempotencyKeysTable {
  user_id: string;
  key_hash: string;
  request_hash: string;
  bound_at: Date;
}

/** What one caller's Idempotency-Key stands for: the request it was first sent with. */
export interface KeyBinding {
  userId: string;
  idempotencyKey: string;
  requestHash: string;
}

/**
 * Binds each caller's Idempotency-Key to the hash of the first request that carried it. The command itself then
 * replays as before (event ids and entity ids derive from the key); this table only says whether a request is that
 * first one again, so every keyed command refuses another request under its key the same way.
 */
@Injectable()
export class IdempotencyKeys {
  constructor(@Inject(DATABASE) private readonly db: Kysely<{ idempotency_keys: IdempotencyKeysTable }>) {}

  /** Throws IdempotencyKeyReused when the key is bound to another request; binds it when it is new. */
  async bind({ userId, idempotencyKey, requestHash }: KeyBinding): Promise<void> {
    // One statement: the no-op update makes RETURNING give the row that won, ours or a concurrent first request's.
    const { rows } = await sql<{ request_hash: string }>`
      INSERT INTO idempotency_keys (user_id, key_hash, request_hash)
      VALUES (${userId}, ${sha256(idempotencyKey)}, ${requestHash})
      ON CONFLICT (user_id, key_hash) DO UPDATE SET request_hash = idempotency_keys.request_hash
      RETURNING request_hash
    `.execute(this.db);
    if (rows[0]?.request_hash !== requestHash) throw new IdempotencyKeyReused();
  }
}
