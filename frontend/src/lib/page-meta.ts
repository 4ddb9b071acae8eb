import { createContext, useContext, useEffect } from 'react';

/** What a public page tells search engines and link previews: its tab title, description and canonical address. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's path; the canonical link (and og:url) is this path on the site's own origin. */
  path: string;
  /** og:type: 'website' unless said otherwise; a blog post is an 'article'. */
  ogType?: 'website' | 'article';
  /** og:image: a path on the site or an absolute URL; the product's icon when the page has no picture of its own. */
  ogImage?: string;
}

/** The picture a link preview shows for a page that names none. */
export const DEFAULT_OG_IMAGE = '/icon-512.png';

/** One tag of the head as data: the same list becomes server HTML and client DOM updates. */
export type HeadTag =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; key: 'name' | 'property'; name: string; content: string }
  | { kind: 'link'; rel: 'canonical'; href: string };

function absolute(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin.replace(/\/+$/, '')}/`).href;
}

/** The head tags a page's meta stands for, with addresses made absolute on `origin` (the site's public URL). */
export function headTagsOf(meta: PageMeta, origin: string): HeadTag[] {
  const url = absolute(meta.path, origin);
  const og = (name: string, content: string): HeadTag => ({ kind: 'meta', key: 'property', name, content });
  return [
    { kind: 'title', text: meta.title },
    { kind: 'meta', key: 'name', name: 'description', content: meta.description },
    { kind: 'link', rel: 'canonical', href: url },
    og('og:title', meta.title),
    og('og:description', meta.description),
    og('og:url', url),
    og('og:type', meta.ogType ?? 'website'),
    og('og:image', absolute(meta.ogImage ?? DEFAULT_OG_IMAGE, origin)),
  ];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

/** The tags as HTML for the server's <head>, one per line, every value escaped. */
export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.kind === 'title') return `<title>${escapeHtml(tag.text)}</title>`;
      if (tag.kind === 'link') return `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}" />`;
      return `<meta ${tag.key}="${tag.name}" content="${escapeHtml(tag.content)}" />`;
    })
    .join('\n');
}

/** Writes the tags into the document's head, reusing the ones already there (the server's) instead of adding twins. */
export function applyHeadTags(tags: readonly HeadTag[]): void {
  for (const tag of tags) {
    if (tag.kind === 'title') {
      document.title = tag.text;
      continue;
    }
    const selector =
      tag.kind === 'link' ? `link[rel="${tag.rel}"]` : `meta[${tag.key}="${CSS.escape(tag.name)}"]`;
    let element = document.head.querySelector<HTMLElement>(selector);
    if (!element) {
      element = document.createElement(tag.kind);
      if (tag.kind === 'link') element.setAttribute('rel', tag.rel);
      else element.setAttribute(tag.key, tag.name);
      document.head.append(element);
    }
    if (tag.kind === 'link') element.setAttribute('href', tag.href);
    else element.setAttribute('content', tag.content);
  }
}

/** Removes the canonical link and Open Graph tags: a signed-in screen is nobody's page to share or index. */
export function clearPageHeadTags(): void {
  document.head
    .querySelectorAll('link[rel="canonical"], meta[property^="og:"]')
    .forEach((tag) => tag.remove());
}

/**
 * The server render's collector: usePageMeta reports to it while rendering (effects never run on the server), and
 * the last page to report wins, so a page's own meta overrides its frame's.
 */
export interface PageMetaCollector {
  report(meta: PageMeta): void;
}

export const PageMetaCollectorContext = createContext<PageMetaCollector | null>(null);

function siteOrigin(): string {
  return window.location.origin;
}

/**
 * Sets the page's title, description, canonical link and Open Graph tags while it is shown. Nothing is put back on
 * leaving: the root layout writes the next route's defaults first (a layout effect), then its page may override.
 */
export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(PageMetaCollectorContext);
  collector?.report(meta);
  const { title, description, path, ogType, ogImage } = meta;
  useEffect(() => {
    applyHeadTags(headTagsOf({ title, description, path, ogType, ogImage }, siteOrigin()));
  }, [title, description, path, ogType, ogImage]);
}
