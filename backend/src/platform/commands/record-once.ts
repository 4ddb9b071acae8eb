import { WrongExpectedVersion } from '../errors/domain-error';
import type { EventStore } from '../event-store/event-store.port';
import type { CommandMetadata } from './command-metadata';
import type { DomainEvent } from './decider';
import { toNewEvent } from './execute-command';

/**
 * A choice a keyed request makes from data its own work then changes (the drafts a mass send sends, the contacts a
 * bulk generation writes to), recorded once in its own stream: the same request again reads the first choice back
 * instead of choosing anew, and two racing under one key both take the one appended first.
 */
export async function recordOnce<Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  meta: CommandMetadata,
  choose: () => Promise<Event>,
): Promise<Event['data']> {
  const earlier = async () => {
    const [event] = await store.readStream(streamId);
    return event ? (event.data as Event['data']) : null;
  };
  const found = await earlier();
  if (found !== null) return found;
  const chosen = await choose();
  try {
    await store.append(streamId, [toNewEvent(chosen, meta, undefined, streamId, 0)], {
      expected: 'no_stream',
    });
    return chosen.data;
  } catch (error) {
    if (!(error instanceof WrongExpectedVersion)) throw error;
    return (await earlier()) ?? chosen.data;
  }
}
