/**
 * The new part of a reply, roughly: mail clients quote the whole history below (or above) the answer and
 * add signatures, and the conversation view should show only what the contact wrote. Heuristics, in order:
 * cut at the first line that starts quoted history ("On … wrote:", "-----Original Message-----", an Outlook
 * "From:/Sent:" header block, a line of underscores, or a "> " quote), then at a signature delimiter
 * ("-- ", "Sent from my …", "Get Outlook for …"). When that would leave nothing, the whole text is kept.
 */

const HISTORY_STARTS = [
  /^On .{1,300}wrote:\s*$/i,
  /^Le .{1,300}a écrit\s*:\s*$/i,
  /^Am .{1,300}schrieb .{0,200}:\s*$/i,
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^-{2,}\s*Forwarded message\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
  /^>/,
];

const SIGNATURE_STARTS = [
  /^-- ?$/,
  /^Sent from my /i,
  /^Get Outlook for /i,
  /^Sent from (Mail|Outlook) for /i,
];

/** "From: …" followed within a few lines by "Sent:"/"Date:": Outlook's quoted header block. */
function startsOutlookHeader(lines: string[], index: number): boolean {
  if (!/^\*?From:\*?\s/i.test(lines[index])) return false;
  return lines.slice(index + 1, index + 4).some((line) => /^\*?(Sent|Date):\*?\s/i.test(line));
}

/** "On Mon, Nov 23, 2026 at 10:00 AM Ada <ada@example.com>" wraps before "wrote:" in some clients. */
function startsWrappedAttribution(lines: string[], index: number): boolean {
  return /^On .{1,300}$/i.test(lines[index]) && /^.{0,200}wrote:\s*$/i.test(lines[index + 1] ?? '');
}

export function extractReplyText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let end = lines.length;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index].trim();
    if (
      HISTORY_STARTS.some((pattern) => pattern.test(line)) ||
      startsOutlookHeader(
        lines.map((each) => each.trim()),
        index,
      ) ||
      startsWrappedAttribution(
        lines.map((each) => each.trim()),
        index,
      ) ||
      SIGNATURE_STARTS.some((pattern) => pattern.test(lines[index].trimStart()))
    ) {
      end = index;
      break;
    }
  }
  const answer = lines.slice(0, end).join('\n').trim();
  return answer !== '' ? answer : text.replace(/\r\n?/g, '\n').trim();
}

/** Plain text from an HTML-only reply: block ends become line breaks, tags go, entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(style|script|head)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<blockquote\b[\s\S]*<\/blockquote>/gi, '\n> \n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h[1-6])>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;/gi, "'")
    .replace(/&amp;/gi, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
