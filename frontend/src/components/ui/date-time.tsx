import { formatDateTime } from '../../lib/format-date';

/** A moment as people read it, with the machine-readable value kept on the element. */
export function DateTime({ value }: { value: string | null }) {
  return <time dateTime={value ?? undefined}>{formatDateTime(value)}</time>;
}
