const publishedFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A post's YYYY-MM-DD date as a reader sees it ("November 17, 2026"), the same in every time zone. */
export function formatPublished(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : publishedFormat.format(parsed);
}

export const minutesToRead = (minutes: number): string => `${minutes} min read`;

/** The words 'Listen to article' speaks: the title, then each section's heading and text, without markup. */
export function plainTextOf(title: string, parts: readonly { heading?: string; html: string }[]): string {
  const parser = new DOMParser();
  const texts = parts.flatMap(({ heading, html }) => {
    const body = parser.parseFromString(html, 'text/html').body;
    // Block elements end with a full stop's pause in speech; textContent alone would run them together.
    const blocks = [...body.querySelectorAll('h2, h3, h4, p, li, blockquote, pre, td, th')]
      .filter((element) => !element.parentElement?.closest('li, blockquote'))
      .map((element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '');
    return [heading ?? '', ...(blocks.length > 0 ? blocks : [body.textContent ?? ''])];
  });
  return [title, ...texts]
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n\n');
}
