import type { Kysely, Transaction } from 'kysely';

/**
 * Runs reads that must agree with each other (a page and its total, a list and its stats) in one snapshot: a
 * read-only REPEATABLE READ transaction sees the same committed rows in every statement, so a write that commits
 * between them (a projector applying a create) is in all of them or in none. Statements on separate pool connections
 * would each take their own snapshot and answer `{"contacts":[],"total":1}`.
 */
export function inOneSnapshot<DB, T>(
  db: Kysely<DB>,
  reads: (snapshot: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(reads);
}
