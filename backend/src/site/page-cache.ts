/** A rendered page as it is sent. */
export interface CachedPage {
  status: number;
  body: string;
  redirect?: string;
}

/**
 * Rendered pages by URL for a short while: a page is the same for every visitor (it is rendered signed out), so a
 * burst of visits, or a crawler, costs one render per URL and period. Bounded, oldest first out, since the query
 * string is the visitor's to vary. A render in progress is shared by the requests that arrive meanwhile.
 */
export class PageCache {
  private readonly entries = new Map<string, { expires: number; page: Promise<CachedPage> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(url: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const time = this.now();
    const cached = this.entries.get(url);
    if (cached && cached.expires > time) return cached.page;
    if (cached) this.entries.delete(url);

    const page = render();
    this.entries.set(url, { expires: time + this.ttlMs, page });
    // A failed render is not kept: the next request tries again.
    page.catch(() => {
      if (this.entries.get(url)?.page === page) this.entries.delete(url);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return page;
  }

  get size(): number {
    return this.entries.size;
  }
}
