import { Marked } from 'marked';
import sanitize from 'sanitize-html';
import { HTML_DROPPED_WITH_CONTENT, HTML_LINK_REL } from '../platform/html/html-allow-list.contract';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/**
 * The drafts' allow-list plus what an article needs (sub-headings, code, rules, tables). The post's title is the
 * page's h1, so a body's headings start at h2. Links may be site paths (/pricing) or absolute http(s)/mailto URLs.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...['p', 'br', 'b', 'i', 'strong', 'em', 'u', 'a', 'ul', 'ol', 'li', 'blockquote'],
    ...['h2', 'h3', 'h4', 'hr', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...HTML_DROPPED_WITH_CONTENT],
  transformTags: {
    a: (tagName, given) => {
      const href = given.href ?? '';
      const external = /^(https?:|mailto:)/i.test(href);
      const sitePath = /^\/(?!\/)/.test(href);
      let attribs: sanitize.Attributes = {};
      if (external) attribs = { href, rel: HTML_LINK_REL };
      else if (sitePath) attribs = { href };
      return { tagName, attribs };
    },
  },
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * The Markdown an answer carries as body_md, without the raw HTML it may hold (a script, an element with a handler):
 * a client that renders body_md itself gets Markdown only. The HTML the page shows is renderMarkdown's.
 */
export function withoutRawHtml(markdown: string): string {
  const raw: string[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === 'html') raw.push(token.raw);
  });
  return raw.reduce((text, html) => text.split(html).join(''), markdown);
}

/** A post's Markdown as HTML a page may insert: rendered by marked, then reduced to the article allow-list. */
export function renderMarkdown(markdown: string): string {
  return sanitize(marked.parse(markdown) as string, OPTIONS).trim();
}
