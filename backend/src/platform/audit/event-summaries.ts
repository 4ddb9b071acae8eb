import type { RecordedEvent } from '../event-store/event-store.port';

type Summary = (event: RecordedEvent) => string;

/** One summary per event type of a context's union, each typed with its own event's data. */
export type EventSummaries<Event extends { type: string; data: unknown }> = {
  [Type in Event['type']]: (event: RecordedEvent<Type, Extract<Event, { type: Type }>['data']>) => string;
};

const summaries = new Map<string, Summary>();

/** Contexts add the sentences for their events at module load, as they add error statuses. */
export function registerEventSummaries<Event extends { type: string; data: unknown }>(
  byType: EventSummaries<Event>,
): void {
  for (const [type, summary] of Object.entries(byType)) summaries.set(type, summary as Summary);
}

/** "ClubSignupRecorded" → "Club signup recorded". */
export function humanizeEventType(type: string): string {
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A readable sentence for an audit row; types nobody registered read as their humanized name. */
export function summarize(event: RecordedEvent): string {
  const summary = summaries.get(event.type);
  return summary ? summary(event) : humanizeEventType(event.type);
}
