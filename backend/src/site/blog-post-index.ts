import type { SitemapPost } from './sitemap';

/**
 * The site's port to the blog: the posts the sitemap lists. Bound by default to the blog's public HTTP call
 * (GET /blog), so the site context imports nothing of the blog's; the composition may bind the blog's own query.
 */
export abstract class BlogPostIndex {
  abstract posts(): Promise<SitemapPost[]>;
}

/** GET /blog's items (spec section 7), read loosely: any item with a slug counts. */
export function postsFromBlogList(body: unknown): SitemapPost[] {
  const items = Array.isArray(body) ? body : (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    const { slug, published_at } = (item ?? {}) as { slug?: unknown; published_at?: unknown };
    if (typeof slug !== 'string' || slug === '') return [];
    return [{ slug, ...(typeof published_at === 'string' ? { publishedAt: published_at } : {}) }];
  });
}

/** The blog's posts through this server's own GET /blog; none (and a warning) while that call fails. */
export class HttpBlogPostIndex extends BlogPostIndex {
  constructor(
    private readonly origin: string,
    private readonly logWarning: (message: string) => void,
  ) {
    super();
  }

  async posts(): Promise<SitemapPost[]> {
    try {
      const response = await fetch(`${this.origin}/blog`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`GET /blog answered ${response.status}`);
      return postsFromBlogList(await response.json());
    } catch (error) {
      this.logWarning(`sitemap.xml lists no blog posts: ${error instanceof Error ? error.message : error}`);
      return [];
    }
  }
}
