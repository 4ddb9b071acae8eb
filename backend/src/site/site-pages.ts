import { existsSync, readFileSync } from 'node:fs';
import { composePage, type RenderModule } from './page-template';
import { PageCache, type CachedPage } from './page-cache';

/** How long a rendered page is reused: short, so a new blog post or price shows within a minute. */
export const PAGE_TTL_MS = 60_000;
export const MAX_CACHED_PAGES = 500;

export interface SitePagesOptions {
  /** The built index.html (FRONTEND_DIST); without it there is no page to serve at all. */
  spaIndex?: string;
  /** Loads the server bundle; null when it was not built (the plain SPA index is served instead). */
  loadRenderModule: () => RenderModule | null;
  /** PUBLIC_URL: canonical links and Open Graph URLs are absolute on it. */
  publicUrl: string;
  logWarning: (message: string) => void;
  cache?: PageCache;
}

/** What a navigation to a public page gets: the rendered page, the plain SPA index, or nothing from the site. */
export type SiteAnswer =
  { kind: 'page'; page: CachedPage } | { kind: 'spa'; file: string } | { kind: 'none' };

/** The server-rendered public pages: the frontend's server bundle put into the built index.html, cached briefly. */
export class SitePages {
  private renderModule: RenderModule | null | undefined;
  private template: string | undefined;
  private readonly cache: PageCache;

  constructor(private readonly options: SitePagesOptions) {
    this.cache = options.cache ?? new PageCache(PAGE_TTL_MS, MAX_CACHED_PAGES);
  }

  async answer(url: string, apiOrigin: string): Promise<SiteAnswer> {
    const { spaIndex } = this.options;
    if (!spaIndex || !existsSync(spaIndex)) return { kind: 'none' };
    const module = this.module();
    if (!module) return { kind: 'spa', file: spaIndex };
    try {
      const page = await this.cache.get(url, async () => {
        const rendered = await module.render(url, { origin: this.options.publicUrl, apiOrigin });
        if (rendered.redirect) return { status: rendered.status, body: '', redirect: rendered.redirect };
        return { status: rendered.status, body: composePage(this.templateOf(spaIndex), rendered) };
      });
      return { kind: 'page', page };
    } catch (error) {
      // A page that cannot render on the server still works in the browser: the app renders it there.
      this.options.logWarning(
        `server render of ${url} failed: ${error instanceof Error ? error.message : error}`,
      );
      return { kind: 'spa', file: spaIndex };
    }
  }

  private module(): RenderModule | null {
    if (this.renderModule === undefined) {
      try {
        this.renderModule = this.options.loadRenderModule();
      } catch (error) {
        this.options.logWarning(
          `the server render bundle did not load; public pages are rendered in the browser: ${error instanceof Error ? error.message : error}`,
        );
        this.renderModule = null;
      }
    }
    return this.renderModule;
  }

  private templateOf(spaIndex: string): string {
    this.template ??= readFileSync(spaIndex, 'utf8');
    return this.template;
  }
}
