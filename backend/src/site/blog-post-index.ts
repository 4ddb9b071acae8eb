import type { SitemapPost } from './sitemap';

/** The site's port to the blog: the posts the sitemap lists (bound in site.module.ts to the blog's library). */
export abstract class BlogPostIndex {
  abstract posts(): Promise<SitemapPost[]>;
}
