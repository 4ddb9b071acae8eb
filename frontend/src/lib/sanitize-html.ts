import {
  allowedLinkUrl,
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  HTML_ALLOWED_URL,
  HTML_DROPPED_WITH_CONTENT,
  HTML_LINK_REL,
} from '@outreach/backend/platform/html/html-allow-list.contract';
import createDOMPurify, { type Config } from 'dompurify';

const purify = createDOMPurify(window);

const CONFIG: Config = {
  ALLOWED_TAGS: [...HTML_ALLOWED_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(HTML_ALLOWED_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: HTML_ALLOWED_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // DOMPurify's own list (svg, math, script, style, ...) stays; the allow-list's are added to it.
  ADD_FORBID_CONTENTS: [...HTML_DROPPED_WITH_CONTENT],
  KEEP_CONTENT: true,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
};

// ALLOWED_ATTR is one list for every element: the allow-list names them per element, and the check is here.
purify.addHook('uponSanitizeAttribute', (node, event) => {
  const allowed = HTML_ALLOWED_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
  if (!allowed.includes(event.attrName)) {
    event.keepAttr = false;
    return;
  }
  if (event.attrName === 'href') {
    const href = allowedLinkUrl(event.attrValue);
    if (href === null) event.keepAttr = false;
    else event.attrValue = href;
  }
});

// A link without an allowed href goes and leaves its text, as on the server; a kept one carries the rel. The
// children move after the link before it goes, so the walk still visits (and sanitises) each of them.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  if (node.hasAttribute('href')) {
    node.setAttribute('rel', HTML_LINK_REL);
    return;
  }
  const parent = node.parentNode;
  if (!parent) return;
  while (node.lastChild) parent.insertBefore(node.lastChild, node.nextSibling);
  parent.removeChild(node);
});

/**
 * HTML reduced to the one allow-list (backend platform/html/html-allow-list.contract.ts) by DOMPurify, on the
 * browser's own parser: the last step before any HTML reaches the page, whatever the server sent.
 */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, CONFIG);
}
