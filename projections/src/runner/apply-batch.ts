import type { Transaction } from 'kysely';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import { useSchema } from './projection-schema';
import type { Projector } from './projector';

export interface AppliedBatch {
  handled: number;
  keys: string[] | null;
}

/** Hands a projector the events it handles, with its unqualified tables resolving to `schema`. */
export async function applyBatch(
  trx: Transaction<any>,
  projector: Projector,
  schema: string,
  events: RecordedEvent[],
): Promise<AppliedBatch> {
  const handled = events.filter((event) => projector.handles.includes(event.type));
  if (handled.length === 0) return { handled: 0, keys: [] };
  await useSchema(trx, schema);
  const keys = await projector.apply(trx, handled);
  return { handled: handled.length, keys };
}
