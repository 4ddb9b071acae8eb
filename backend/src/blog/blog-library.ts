import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BlogPost, BlogPostSummary, BlogSearchQuery } from './blog.contract';
import { parseBlogPostFile, type BlogPostSource } from './blog-post-file';
import { newestFirst, searchPosts, type Searchable } from './blog-search';
import { BlogPostNotFound } from './blog.errors';
import { readMinutes } from './read-time';
import { renderMarkdown, withoutRawHtml } from './render-markdown';
import { speakableText } from './speakable-text';

/** The posts in the repository: backend/content/blog/<slug>.md. */
export const BLOG_CONTENT_DIR = join(__dirname, '..', '..', 'content', 'blog');

interface LoadedPost extends Searchable {
  summary: BlogPostSummary;
  post: BlogPost;
}

/** Every post, read, checked and rendered once at boot; a bad file stops the boot naming the file and field. */
export class BlogLibrary {
  private readonly posts: LoadedPost[];
  private readonly bySlug: Map<string, LoadedPost>;

  constructor(sources: readonly BlogPostSource[]) {
    this.posts = sources.map(load).sort(newestFirst);
    this.bySlug = new Map(this.posts.map((post) => [post.slug, post]));
  }

  static fromDirectory(directory: string): BlogLibrary {
    const files = readdirSync(directory)
      .filter((name) => name.endsWith('.md'))
      .sort();
    return new BlogLibrary(
      files.map((file) => parseBlogPostFile(file, readFileSync(join(directory, file), 'utf8'))),
    );
  }

  search(query: BlogSearchQuery): BlogPostSummary[] {
    return searchPosts(this.posts, query).map((post) => post.summary);
  }

  get(slug: string): BlogPost {
    const found = this.bySlug.get(slug);
    if (!found) throw new BlogPostNotFound(slug);
    return found.post;
  }

  /** The only text the post may be read aloud as (POST /blog/tts); throws BlogPostNotFound for an unknown slug. */
  listenText(slug: string): string {
    return this.get(slug).listen_text;
  }
}

function load(source: BlogPostSource): LoadedPost {
  const text =
    source.body_md ??
    source.sections.map((section) => `${section.heading}\n\n${section.body_md}`).join('\n\n');
  const summary: BlogPostSummary = {
    slug: source.slug,
    title: source.title,
    published_at: source.published_at,
    hero_image_url: source.hero_image_url,
    excerpt: source.excerpt,
    tags: source.tags,
    read_minutes: readMinutes(text, source.read_minutes),
  };
  const post: BlogPost = {
    ...summary,
    body_md: source.body_md === null ? null : withoutRawHtml(source.body_md),
    body_html: source.body_md === null ? null : renderMarkdown(source.body_md),
    sections: source.sections.map((section) => ({
      heading: section.heading,
      body_md: withoutRawHtml(section.body_md),
      body_html: renderMarkdown(section.body_md),
    })),
    audio_url: null,
    listen_text: speakableText(source),
  };
  return { ...summary, text, summary, post };
}
