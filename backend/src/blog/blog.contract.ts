import { z } from 'zod';

/** What GET /blog and GET /blog/{slug} answer (spec §3 Blog post, §7); the frontend reads the same types. */

export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_TAG_PATTERN = /^[a-z0-9]+(?:[ -][a-z0-9]+)*$/;
export const BLOG_SLUG_MAX = 100;
export const BLOG_TAG_MAX = 40;
/** Longer than any title a reader would type; a longer q is a mistake or an attempt to make search costly. */
export const BLOG_QUERY_MAX = 200;

export const blogSlug = z
  .string({ error: 'slug is required' })
  .max(BLOG_SLUG_MAX, `slug must be at most ${BLOG_SLUG_MAX} characters`)
  .regex(BLOG_SLUG_PATTERN, 'slug may contain only lower-case letters, digits and single hyphens');

export const blogTag = z
  .string({ error: 'tag must be text' })
  .trim()
  .toLowerCase()
  .max(BLOG_TAG_MAX, `tag must be at most ${BLOG_TAG_MAX} characters`)
  .regex(BLOG_TAG_PATTERN, 'tag may contain only letters, digits, single spaces and hyphens');

/** Empty q or tag means no filter, as the page sends them when its boxes are cleared. */
export const blogSearchQuery = z.object({
  q: z
    .string({ error: 'q must be text' })
    .max(BLOG_QUERY_MAX, `q must be at most ${BLOG_QUERY_MAX} characters`)
    .optional()
    .transform((value) => value?.trim() || undefined),
  tag: z
    .union([z.literal(''), blogTag], { error: 'tag must be text' })
    .optional()
    .transform((value) => value || undefined),
});
/** A search as the library runs it: absent q or tag means no filter. */
export interface BlogSearchQuery {
  q?: string;
  tag?: string;
}

export interface BlogPostSummary {
  slug: string;
  title: string;
  /** YYYY-MM-DD. */
  published_at: string;
  /** A path on the site's own origin, e.g. /images/blog/<slug>.svg. */
  hero_image_url: string;
  excerpt: string;
  tags: string[];
  read_minutes: number;
}

export interface BlogSection {
  heading: string;
  body_md: string;
  /** body_md rendered and sanitised. */
  body_html: string;
}

export interface BlogPost extends BlogPostSummary {
  /** The post's one Markdown body; null when it is written as sections. */
  body_md: string | null;
  body_html: string | null;
  /** Headed sections; empty when the post has one body. */
  sections: BlogSection[];
  /** Recorded audio of the post; none is recorded, 'Listen to article' synthesises it (POST /blog/tts). */
  audio_url: string | null;
  /**
   * The words 'Listen to article' speaks: the title and the body as plain text (no markup, link targets or code
   * blocks). POST /blog/tts accepts this text, and only this text, for the post.
   */
  listen_text: string;
}

export interface BlogPostList {
  items: BlogPostSummary[];
}
