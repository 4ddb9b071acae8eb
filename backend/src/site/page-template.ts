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
