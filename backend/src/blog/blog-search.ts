import type { BlogSearchQuery } from './blog.contract';

/** What search reads of a post: its words, and the date the list is ordered by. */
export interface Searchable {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  published_at: string;
  /** The body's Markdown, or every section's heading and body. */
  text: string;
}

/** Lower-case words of a search or a text; punctuation separates words, so "follow-up," matches "follow-up". */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The posts a visitor's search finds, newest first: every word of q appears (case-insensitive) somewhere in the
 * title, excerpt, body or tags, as a word or the start of one ("email" finds "emails"), and tag, when given, is one
 * of the post's tags.
 */
export function searchPosts<T extends Searchable>(posts: readonly T[], { q, tag }: BlogSearchQuery): T[] {
  const wanted = searchWords(q ?? '');
  const found = posts.filter((post) => {
    if (tag !== undefined && !post.tags.includes(tag)) return false;
    if (wanted.length === 0) return true;
    const words = new Set(searchWords([post.title, post.excerpt, post.text, post.tags.join(' ')].join(' ')));
    return wanted.every((w) => words.has(w) || [...words].some((word) => word.startsWith(w)));
  });
  return found.sort(newestFirst);
}

/** Newest first; posts of one day by title, so the order never depends on the files' order on disk. */
export function newestFirst(a: Searchable, b: Searchable): number {
  return b.published_at.localeCompare(a.published_at) || a.title.localeCompare(b.title);
}
