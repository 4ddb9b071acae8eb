// @vitest-environment jsdom
// DOMPurify is safe on jsdom (its own test bed) and not on lighter DOMs, so this file keeps jsdom whatever the
// default environment becomes.
import { HTML_ALLOWED_TAGS, HTML_LINK_REL } from '@outreach/backend/platform/html/html-allow-list.contract';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

const REL = `rel="${HTML_LINK_REL}"`;

/** Every tag in the output is a kept one, and only links carry attributes: an allowed href and the rel. */
function onlyKept(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    expect(HTML_ALLOWED_TAGS as readonly string[]).toContain(tag);
    const names = element.getAttributeNames();
    if (tag === 'a') {
      expect(names.sort()).toEqual(['href', 'rel']);
      expect(element.getAttribute('href')).toMatch(/^(?:https?|mailto):/i);
    } else {
      expect(names).toEqual([]);
    }
  }
}

describe('sanitizeHtml (DOMPurify, the shared allow-list)', () => {
  it('keeps the allowed formatting, lower-cased and without attributes', () => {
    expect(
      sanitizeHtml(
        '<P class="x" style="color:red"><STRONG>Bold</STRONG> <em>em</em> <u>u</u></P><ul><li>one</li></ul><blockquote cite="x">q</blockquote>',
      ),
    ).toBe(
      '<p><strong>Bold</strong> <em>em</em> <u>u</u></p><ul><li>one</li></ul><blockquote>q</blockquote>',
    );
  });

  it('keeps http, https and mailto links with the rel, and only their href', () => {
    expect(
      sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="opener">Go</a>'),
    ).toBe(`<a href="https://example.com/a?b=1&amp;c=2" ${REL}>Go</a>`);
    expect(sanitizeHtml('<A HREF="  MAILTO:ada@example.com ">m</A>')).toBe(
      `<a href="MAILTO:ada@example.com" ${REL}>m</a>`,
    );
  });

  it('drops links to relative, protocol-relative and other-scheme URLs but keeps their text', () => {
    for (const href of ['/relative', '//evil.example', 'ftp://x.example', '#top', '', 'data:text/html,hi']) {
      expect(sanitizeHtml(`<a href="${href}">text</a>`)).toBe('text');
    }
    expect(sanitizeHtml('<a>no href</a>')).toBe('no href');
    expect(sanitizeHtml('<p href="https://x.example">p</p>')).toBe('<p>p</p>');
  });

  const bypasses: [string, string][] = [
    ['<ScRiPt>alert(1)</sCrIpT>after', 'after'],
    ['<IMG SRC=x OnErRoR=alert(1)>', ''],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', 'x'],
    ['<a href="jav&Tab;ascript:alert(1)">x</a>', 'x'],
    ['<a href="java&NewLine;script:alert(1)">x</a>', 'x'],
    ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', 'x'],
    ['<a href="javascript&colon;alert(1)">x</a>', 'x'],
    ['<a href=" \u0001javascript:alert(1)">x</a>', 'x'],
    ['<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', ''],
    // A <p> breaks out of foreign content in the HTML parser, so it is no longer inside the dropped svg.
    ['<svg onload=alert(1)><p>inside</p></svg>after', '<p>inside</p>after'],
    ['<math><mi xlink:href="data:x,<script>alert(4)</script>">m</mi></math>', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<b style="x:expression(alert(1))">b</b>', '<b>b</b>'],
    ['<p style="background:url(javascript:alert(1))">t</p>', '<p>t</p>'],
    ['<p><b>unclosed', '<p><b>unclosed</b></p>'],
    ['<script>alert(1)', ''],
    ['ok<img src=x onerror=alert(1)//', 'ok'],
    ['a<!-- <script>alert(1)</script> -->b', 'ab'],
    ['<!--><img src=x onerror=alert(1)>-->', '--&gt;'],
    ['<!-- --!><img src=x onerror=alert(1)> -->', ' --&gt;'],
    ['<textarea><script>alert(1)</script></textarea>after', 'after'],
    // Parsed with scripting off, noscript holds markup: the title attribute goes, the paragraph stays.
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
    ['<template><img src=x onerror=alert(1)></template>', ''],
    ['<iframe srcdoc="<script>alert(1)</script>">inside</iframe>after', 'after'],
    ['<form action="javascript:alert(1)"><button>b</button></form>', 'b'],
  ];

  it.each(bypasses)('neutralises %j', (input, expected) => {
    const out = sanitizeHtml(input);
    expect(out).toBe(expected);
    onlyKept(out);
    expect(sanitizeHtml(out)).toBe(out);
  });
});
