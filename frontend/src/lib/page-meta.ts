import { useEffect } from 'react';

/** What a marketing page tells search engines: its tab title, description and canonical address. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's path; the canonical link is this path on the site's own origin. */
  path: string;
}

/**
 * Sets the page's title, description and canonical link while it is shown. The description and canonical link
 * are put back on leaving; the title is not, because the root layout sets the next route's title first.
 */
export function usePageMeta({ title, description, path }: PageMeta): void {
  useEffect(() => {
    document.title = title;

    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previousDescription = meta?.content ?? null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;

    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = new URL(path, window.location.origin).href;
    document.head.append(canonical);

    return () => {
      canonical.remove();
      if (previousDescription === null) meta.remove();
      else meta.content = previousDescription;
    };
  }, [title, description, path]);
}
