import sanitize from 'sanitize-html';
import {
  allowedLinkUrl,
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  HTML_ALLOWED_URL_SCHEMES,
  HTML_DROPPED_WITH_CONTENT,
  HTML_LINK_REL,
} from './html-allow-list.contract';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...HTML_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(HTML_ALLOWED_ATTRIBUTES).map(([tag, names]) => [
      tag,
      [...names, ...(tag === 'a' ? ['rel'] : [])],
    ]),
  ),
  allowedSchemes: [...HTML_ALLOWED_URL_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  // Not kept elements go and leave their text; these go with their content.
  disallowedTagsMode: 'discard',
  nonTextTags: [...HTML_DROPPED_WITH_CONTENT],
  selfClosing: ['br'],
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    // sanitize-html keeps relative URLs; the allow-list does not. A link keeps its href only when it is an absolute
    // URL of an allowed scheme, and then carries the rel.
    a: (tagName, given) => {
      const href = allowedLinkUrl(given.href ?? '');
      const attribs: sanitize.Attributes = href === null ? {} : { href, rel: HTML_LINK_REL };
      return { tagName, attribs };
    },
  },
  // A link left without an href goes and its text stays. (Renaming it to a tag that is not kept would do the same,
  // but sanitize-html then closes the next link at that depth with the renamed tag's end tag.)
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * HTML reduced to the allow-list (platform/html/html-allow-list.contract.ts) with sanitize-html: kept elements
 * without other attributes, links of allowed schemes with rel="noopener noreferrer", other elements gone with their
 * text kept (the dropped-with-content ones with it), comments and doctypes gone, text escaped and unclosed elements
 * closed. Sanitising the output again changes nothing.
 */
export function sanitizeHtml(html: string): string {
  // sanitize-html writes a void element as `<br />`; text never holds a raw '<', so this can only be the tag.
  return sanitize(html, OPTIONS).replace(/<br \/>/g, '<br>');
}
