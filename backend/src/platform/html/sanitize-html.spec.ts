import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  HTML_DROPPED_WITH_CONTENT,
  HTML_LINK_REL,
  allowedLinkUrl,
} from './html-allow-list.contract';
import { sanitizeHtml } from './sanitize-html';

const REL = `rel="${HTML_LINK_REL}"`;

/** Every tag left is a kept one, and only links carry attributes: an allowed href and the rel. */
function onlyKept(html: string) {
  const tags = [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)];
  for (const [, name, attributes] of tags) {
    expect(HTML_ALLOWED_TAGS as readonly string[]).toContain(name);
    if (attributes.trim() !== '') {
      expect(name).toBe('a');
      expect(attributes).toMatch(/^ href="(?:https?|mailto):[^"<>]*" rel="noopener noreferrer"$/i);
    }
  }
  expect(html.replace(/<\/?[a-z0-9]+[^>]*>/gi, '')).not.toMatch(/[<>]/);
}

describe('sanitizeHtml (sanitize-html, the shared allow-list)', () => {
  it('keeps every allowed element and only the attributes the allow-list names for it', () => {
    for (const tag of HTML_ALLOWED_TAGS.filter((name) => name !== 'a' && name !== 'br')) {
      expect(
        sanitizeHtml(`<${tag} class="x" style="color:red" title="t" data-x="1" aria-label="l">t</${tag}>`),
      ).toBe(`<${tag}>t</${tag}>`);
    }
    expect(HTML_ALLOWED_ATTRIBUTES).toEqual({ a: ['href'] });
    expect(
      sanitizeHtml('<a href="https://x.example" title="t" target="_blank" rel="opener" id="i">x</a>'),
    ).toBe(`<a href="https://x.example" ${REL}>x</a>`);
  });

  it('drops the elements the allow-list drops with their content, even unclosed', () => {
    for (const tag of HTML_DROPPED_WITH_CONTENT) {
      expect(sanitizeHtml(`a<${tag}>hidden <b>x</b></${tag}>b`)).toBe('ab');
      expect(sanitizeHtml(`a<${tag}>hidden`)).toBe('a');
    }
  });

  it('reads a link URL as a URL parser does before checking its scheme', () => {
    expect(allowedLinkUrl(' \thttps://x.example/a\n ')).toBe('https://x.example/a');
    expect(allowedLinkUrl('ht\ntps://x.example')).toBe('https://x.example');
    expect(allowedLinkUrl('java\tscript:alert(1)')).toBeNull();
    expect(allowedLinkUrl('https://x.example/\u0001a')).toBeNull();
    expect(allowedLinkUrl('/relative')).toBeNull();
    expect(allowedLinkUrl('MAILTO:ada@example.com')).toBe('MAILTO:ada@example.com');
  });

  it('closes each kept link with its own end tag after a dropped one', () => {
    expect(sanitizeHtml('<p><a href="javascript:x()">a</a> <a href="https://ok.example">b</a></p>')).toBe(
      `<p>a <a href="https://ok.example" ${REL}>b</a></p>`,
    );
    expect(sanitizeHtml('<a href="/x"><b>a</b></a><a href="https://ok.example">b</a>')).toBe(
      `<b>a</b><a href="https://ok.example" ${REL}>b</a>`,
    );
  });

  const bypasses: [string, string][] = [
    // Mixed case
    ['<ScRiPt>alert(1)</sCrIpT>after', 'after'],
    ['<IMG SRC=x OnErRoR=alert(1)>', ''],
    ['<A HREF="JAVASCRIPT:alert(1)">x</A>', 'x'],
    ['<B OnMouseOver=alert(1)>b</B>', '<b>b</b>'],
    // javascript: behind references and whitespace
    ['<a href="jav&Tab;ascript:alert(1)">x</a>', 'x'],
    ['<a href="java&NewLine;script:alert(1)">x</a>', 'x'],
    ['<a href="javascript&#58;alert(1)">x</a>', 'x'],
    ['<a href="javascript&#x3A;alert(1)">x</a>', 'x'],
    ['<a href="javascript&#0000058alert(1)">x</a>', 'x'],
    ['<a href="&#x20;javascript:alert(1)">x</a>', 'x'],
    ['<a href="\u0000javascript:alert(1)">x</a>', 'x'],
    ['<a href="javascript\u0000:alert(1)">x</a>', 'x'],
    ['<a href="  java script:alert(1)">x</a>', 'x'],
    ['<a href="java%0ascript:alert(1)">x</a>', 'x'],
    ['<a href=javascript:alert(1)>x</a>', 'x'],
    // svg and math
    ['<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>after', 'after'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<math><mi xlink:href="data:x,<script>alert(4)</script>">m</mi></math>', ''],
    ['<math><a href="javascript:alert(1)">x</a></math>', ''],
    ['<svg><foreignObject><p>x</p></foreignObject></svg>', ''],
    // style attributes and elements
    ['<b style="x:expression(alert(1))">b</b>', '<b>b</b>'],
    ['<p style="behavior:url(x.htc)">p</p>', '<p>p</p>'],
    ['<style>*{background:url("javascript:alert(1)")}</style>ok', 'ok'],
    [
      '<a href="https://x.example" style="position:fixed;inset:0">x</a>',
      `<a href="https://x.example" ${REL}>x</a>`,
    ],
    // unclosed tags
    ['<script>alert(1)', ''],
    ['<b><i>unclosed', '<b><i>unclosed</i></b>'],
    ['<a href="https://ok.example">open', `<a href="https://ok.example" ${REL}>open</a>`],
    ['<img src=x onerror=alert(1)//', ''],
    ['<a href="https://x.example" onclick="alert(1)"', ''],
    // comments
    ['a<!-- <script>alert(1)</script> -->b', 'ab'],
    ['a<!-- unclosed <img src=x onerror=alert(1)>', 'a'],
    ['<!--<img src="--><img src=x onerror=alert(1)//">', ''],
    ['<!---->ok', 'ok'],
    ['<!--[if IE]><script>alert(1)</script><![endif]-->ok', 'ok'],
  ];

  it.each(bypasses)('neutralises %j', (input, expected) => {
    const out = sanitizeHtml(input);
    expect(out).toBe(expected);
    onlyKept(out);
    expect(sanitizeHtml(out)).toBe(out);
  });
});
