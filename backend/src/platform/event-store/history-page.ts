import type { HistoryFilter, HistoryPage, RecordedEvent } from './event-store.port';

/** Applies a history filter's types, dates, order and paging to matched events held in memory. */
export function pageHistory(matched: RecordedEvent[], filter: HistoryFilter): HistoryPage {
  const types = [...new Set(matched.map((event) => event.type))].sort();
  const wanted = filter.types && filter.types.length > 0 ? new Set(filter.types) : null;
  const from = filter.from?.getTime();
  const to = filter.to?.getTime();
  const kept = matched
    .filter((event) => {
      if (wanted && !wanted.has(event.type)) return false;
      const at = Date.parse(event.metadata.recordedAt);
      if (from !== undefined && !(at >= from)) return false;
      if (to !== undefined && !(at <= to)) return false;
      return true;
    })
    .sort((left, right) => (left.position < right.position ? -1 : left.position > right.position ? 1 : 0));
  if (filter.order === 'desc') kept.reverse();
  return { events: kept.slice(filter.offset, filter.offset + filter.limit), total: kept.length, types };
}
