const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Our message ids a reply refers to, most likely first: In-Reply-To, then References from the newest
 * (last) to the oldest. Only `<uuid@host>` with our own host counts; the rest of the thread is other mail.
 */
export function referencedMessageIds(
  inReplyTo: string | string[] | undefined,
  references: string | string[] | undefined,
  host: string,
): string[] {
  const ids = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value.join(' ') : (value ?? '')).match(/<[^<>\s]+>/g) ?? [];
  const candidates = [...ids(inReplyTo), ...ids(references).reverse()];
  const ours: string[] = [];
  for (const candidate of candidates) {
    const [local, domain] = candidate.slice(1, -1).split('@');
    if (domain?.toLowerCase() === host.toLowerCase() && UUID.test(local)) {
      const id = local.toLowerCase();
      if (!ours.includes(id)) ours.push(id);
    }
  }
  return ours;
}
