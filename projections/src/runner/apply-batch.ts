import type { Transaction } from 'kysely';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import { useSchema, type ProjectionsDatabase } from './projection-schema';
import type { Projector } from './projector';

export interface AppliedBatch {
  handled: number;
  keys: string[] | null;
}

/** Hands a projector the events it handles, with its unqualified tables resolving to `schema`. */
export async function applyBatch<DB>(
  trx: Transaction<ProjectionsDatabase>,
  projector: Projector<DB>,
  schema: string,
  events: RecordedEvent[],
): Promise<AppliedBatch> {
  const handled = events.filter((event) => projector.handles.includes(event.type));
  if (handled.length === 0) return { handled: 0, keys: [] };
  const keys = await projector.apply(await useSchema<DB>(trx, schema), handled);
  return { handled: handled.length, keys };
}
