/** What the frontend's server bundle (frontend/dist-ssr/entry-server.cjs) answers for one page. */
export interface RenderedPage {
  html: string;
  head: string;
  status: number;
  state: string;
  redirect?: string;
}

export interface RenderOptions {
  origin: string;
  apiOrigin: string;
}

/** The server bundle's one export the site context uses. */
export interface RenderModule {
  render(url: string, options: RenderOptions): Promise<RenderedPage>;
}

/** The element id the client reads the preloaded API cache from (frontend/src/app/server-state.ts). */
export const SERVER_STATE_ID = 'server-state';

const ROOT = '<div id="root"></div>';

/** Where a built stylesheet may be read from: the build's own hashed files, nothing a page could point elsewhere. */
const BUILT_STYLESHEET =
  /<link\s+rel="stylesheet"(?:\s+crossorigin)?\s+href="(\/assets\/[\w.-]+\.css)"\s*\/?>/g;

/**
 * The template a server-rendered page goes into, made once from the built index.html:
 * - its stylesheet inlined, so the page paints from the HTML alone instead of waiting for a second request
 *   (CSP allows inline styles; a stylesheet that cannot be read, or that holds '</style', stays a link);
 * - its scripts and their preloads fetched at low priority: the page's content is already in the HTML, so on a
 *   slow link the scripts that only make it interactive do not compete with what paints it.
 * The plain SPA index (signed-in paths) keeps its link and default priorities: there the scripts draw the page.
 */
export function renderedPageTemplate(index: string, readStylesheet: (href: string) => string | null): string {
  return index
    .replace(BUILT_STYLESHEET, (link: string, href: string) => {
      const css = readStylesheet(href);
      return css === null || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
    })
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    );
}

/**
 * The built index.html with the page put in: the template's own title and description give way to the page's
 * head tags, and the rendered markup and its state go inside #root's place. The template's inline script (dark
 * mode before first paint) stays as it is, so the Content-Security-Policy's hash still allows it.
 */
export function composePage(template: string, page: RenderedPage): string {
  if (!template.includes(ROOT) || !template.includes('</head>')) {
    throw new Error('index.html has no <div id="root"></div> or </head>');
  }
  const withoutDefaults = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/i, '');
  const state = `<script type="application/json" id="${SERVER_STATE_ID}">${page.state}</script>`;
  return withoutDefaults
    .replace('</head>', () => `${page.head}\n</head>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div>\n${state}`);
}
