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
