import type { BlogPost, BlogPostSummary } from './blog.api';

export const summary = (slug: string, fields: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  slug,
  title: `Title of ${slug}`,
  published_at: '2026-10-01',
  hero_image_url: `/images/blog/${slug}.svg`,
  excerpt: `Excerpt of ${slug}.`,
  tags: ['writing'],
  read_minutes: 4,
  ...fields,
});

export const post = (slug: string, fields: Partial<BlogPost> = {}): BlogPost => ({
  ...summary(slug),
  body_md: 'A body.',
  body_html: '<p>A body.</p>',
  sections: [],
  audio_url: null,
  listen_text: `Title of ${slug}\n\nA body.`,
  ...fields,
});
