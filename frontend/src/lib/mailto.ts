/** A compose window to `address` with a subject and body filled in (RFC 6068). */
export function mailtoLink(address: string, fields: { subject: string; body: string }): string {
  return `mailto:${address}?${new URLSearchParams(fields)
    .toString()
    // mailto follows RFC 6068: spaces as %20, not the form encoding's '+'.
    .replace(/\+/g, '%20')}`;
}
