import {
  breakTagsToText,
  containsHtmlTag,
  DEFAULT_MESSAGE_TYPE,
  DEFAULT_TONE,
  isBlankDraftBody,
  isTemporaryDraftId,
  MESSAGE_TYPES,
  normalizeDraftBody as normalizeWith,
  textToBreakTags,
  TONES,
} from './draft-rules.contract';
import { sanitizeHtml } from '../platform/html/sanitize-html';

/** The server's sanitiser (sanitize-html, configured from the shared allow-list) is what these rules run with. */
const normalizeDraftBody = (body: string) => normalizeWith(body, sanitizeHtml);

const REL = 'rel="noopener noreferrer"';

/** Every tag the output holds is one of the kept ones, in the one form the sanitiser writes. */
const KEPT_TAG = new RegExp(
  [
    '<(?:p|br|b|i|strong|em|u|ul|ol|li|blockquote)>',
    '</(?:p|b|i|strong|em|u|a|ul|ol|li|blockquote)>',
    `<a href="(?:https?:|mailto:)[^"<>]*" ${REL}>`,
  ].join('|'),
  'gi',
);
const onlyKeptTags = (html: string) => expect(html.replace(KEPT_TAG, '')).not.toMatch(/[<>]/);

describe('draft rules', () => {
  it('offers the spec’s message types and tones with their defaults', () => {
    expect(MESSAGE_TYPES).toEqual(['Connection Request', 'Follow-Up', 'Thank You']);
    expect(TONES).toEqual(['Professional', 'Casual', 'Friendly']);
    expect(DEFAULT_MESSAGE_TYPE).toBe('Connection Request');
    expect(DEFAULT_TONE).toBe('Professional');
  });

  it('recognises the client’s temporary draft ids', () => {
    expect(isTemporaryDraftId('draft_1712345678')).toBe(true);
    expect(isTemporaryDraftId('5b4e2c1a-0000-4000-8000-000000000000')).toBe(false);
  });

  describe('line breaks', () => {
    it('turns every kind of newline into <br> and escapes what would read as markup', () => {
      expect(textToBreakTags('Hi,\nline two\r\nthree\rfour')).toBe('Hi,<br>line two<br>three<br>four');
      expect(textToBreakTags('<b>bold</b>\n\nend')).toBe('&lt;b&gt;bold&lt;/b&gt;<br><br>end');
      expect(textToBreakTags(`Tom & "Jerry's"`)).toBe('Tom &amp; &quot;Jerry&#39;s&quot;');
      expect(textToBreakTags('no breaks')).toBe('no breaks');
    });

    it('keeps every character of typed text through sanitising', () => {
      for (const text of ['a<b\nc', 'see <https://x.com> ok', 'if a<b and c>d', 'AT&T &amp; <!-- x -->']) {
        expect(breakTagsToText(sanitizeHtml(textToBreakTags(text)))).toBe(text);
      }
      expect(sanitizeHtml(textToBreakTags('a<b\nc'))).toBe('a&lt;b<br>c');
    });

    it('reads a stored body as text: breaks and block ends are newlines, tags go, references decode', () => {
      expect(breakTagsToText('a<br>b<br/>c<br />d<BR>e<br   />f')).toBe('a\nb\nc\nd\ne\nf');
      expect(breakTagsToText('<p>One</p>\n<p><b>Two</b> &amp; <a href="https://x.example">3</a></p>')).toBe(
        'One\nTwo & 3',
      );
      expect(breakTagsToText('<div>a</div><ul><li>b</li><li>c</li></ul>')).toBe('a\nb\nc');
      expect(breakTagsToText('&lt;&gt;&quot;&#39;&nbsp;&#169;&#x1F600;\u00a0')).toBe('<>"\' ©😀\u00a0');
    });

    it('round-trips any plain text through both, sanitised in between (seeded fuzz)', () => {
      const pieces = [
        'a',
        ' ',
        '\n',
        '\r\n',
        '\r',
        '<',
        '>',
        '&',
        '"',
        "'",
        '&amp;',
        '&lt;',
        '<b>',
        '</p>',
        '<br>',
        '<a href="https://x.example">',
        '<!--',
        '-->',
        '<script>',
        '\t',
        '\u00a0',
        '&#',
        ';',
        'é',
        '😀',
      ];
      let seed = 7;
      const random = () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        return seed / 2_147_483_648;
      };
      for (let run = 0; run < 3000; run++) {
        const length = Math.floor(random() * 30);
        let text = '';
        for (let k = 0; k < length; k++) text += pieces[Math.floor(random() * pieces.length)];
        const expected = text.replace(/\r\n?/g, '\n');
        const stored = normalizeDraftBody(textToBreakTags(text));
        expect(stored).toBe(sanitizeHtml(textToBreakTags(text)));
        expect(breakTagsToText(stored)).toBe(expected);
        expect(normalizeDraftBody(stored)).toBe(stored);
      }
    });

    it('stores plain text with <br> and escapes what only looks like markup', () => {
      expect(normalizeDraftBody('Hi Grace,\n1 < 2 & 3 > 2\nAda')).toBe(
        'Hi Grace,<br>1 &lt; 2 &amp; 3 &gt; 2<br>Ada',
      );
      expect(normalizeDraftBody('if a<b and c>d')).toBe('if a&lt;b and c&gt;d');
      expect(normalizeDraftBody('see <https://x.com> ok')).toBe('see &lt;https://x.com&gt; ok');
    });

    it('stores HTML sanitised, without turning its source newlines into breaks', () => {
      expect(normalizeDraftBody('<p>One</p>\n<p onclick="x()">Two</p>')).toBe('<p>One</p>\n<p>Two</p>');
      expect(containsHtmlTag('a <b>b</b>')).toBe(true);
      expect(containsHtmlTag('<a href="https://x.example">x</a>')).toBe(true);
      expect(containsHtmlTag('a &lt; b')).toBe(true);
      expect(containsHtmlTag('a < b')).toBe(false);
      expect(containsHtmlTag('if a<b and c>d')).toBe(false);
      expect(containsHtmlTag('<div class="x">t</div>')).toBe(false);
    });

    it('counts a body with nothing to read as blank', () => {
      expect(isBlankDraftBody('')).toBe(true);
      expect(isBlankDraftBody('<p> <br> &nbsp;</p>')).toBe(true);
      expect(isBlankDraftBody('<p>x</p>')).toBe(false);
    });
  });

  describe('sanitizeHtml', () => {
    it('keeps the allowed formatting, lower-cased and without attributes', () => {
      const html =
        '<P class="x"><STRONG>Bold</STRONG> <em>em</em> <b>b</b> <i>i</i> <u>u</u></P>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote cite="x">quote</blockquote>';
      expect(sanitizeHtml(html)).toBe(
        '<p><strong>Bold</strong> <em>em</em> <b>b</b> <i>i</i> <u>u</u></p>' +
          '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>',
      );
    });

    it('writes every spelling of a line break as <br>', () => {
      expect(sanitizeHtml('a<br>b<br/>c<BR />d</br>e')).toBe('a<br>b<br>c<br>d<br>e');
    });

    it('keeps http, https and mailto links with rel="noopener noreferrer" and nothing else', () => {
      expect(
        sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" onclick="x()">Go</a>'),
      ).toBe(`<a href="https://example.com/a?b=1&amp;c=2" ${REL}>Go</a>`);
      expect(sanitizeHtml("<a href='http://example.com'>h</a>")).toBe(
        `<a href="http://example.com" ${REL}>h</a>`,
      );
      expect(sanitizeHtml('<a href=mailto:ada@example.com>m</a>')).toBe(
        `<a href="mailto:ada@example.com" ${REL}>m</a>`,
      );
      expect(sanitizeHtml('<a href="  HTTPS://EXAMPLE.COM  ">x</a>')).toBe(
        `<a href="HTTPS://EXAMPLE.COM" ${REL}>x</a>`,
      );
    });

    it('drops links to relative, protocol-relative and other-scheme URLs but keeps their text', () => {
      for (const href of [
        '/relative',
        '//evil.example',
        'ftp://x.example',
        'data:text/html,hi',
        '#top',
        '',
      ]) {
        expect(sanitizeHtml(`<a href="${href}">text</a>`)).toBe('text');
      }
      expect(sanitizeHtml('<a>no href</a>')).toBe('no href');
    });

    it('takes the first of two hrefs, as a browser does', () => {
      expect(sanitizeHtml('<a href="https://ok.example" href="javascript:alert(1)">x</a>')).toBe(
        `<a href="https://ok.example" ${REL}>x</a>`,
      );
      expect(sanitizeHtml('<a href=javascript:alert(1) href=https://ok.example>x</a>')).toBe('x');
    });

    it('removes other tags but keeps their text', () => {
      expect(sanitizeHtml('<div>Hello <span style="color:red">there</span></div>')).toBe('Hello there');
      expect(sanitizeHtml('<x onmouseover=alert(1)>hover</x>')).toBe('hover');
      expect(sanitizeHtml('<h1>Title</h1><table><tr><td>cell</td></tr></table>')).toBe('Titlecell');
    });

    it('removes comments, doctypes, CDATA and processing instructions', () => {
      expect(sanitizeHtml('<!DOCTYPE html><p>x</p>')).toBe('<p>x</p>');
      expect(sanitizeHtml('a<!-- secret <script>alert(1)</script> -->b')).toBe('ab');
      expect(sanitizeHtml('<!-->visible')).toBe('visible');
      expect(sanitizeHtml('<?php echo 1 ?>hi')).toBe('hi');
      // '</>' and '</ x>' are nothing to a browser; sanitize-html reads the first as text, which stays text.
      expect(sanitizeHtml('x</>y</ x>z')).toBe('x&lt;/&gt;yz');
    });

    it('escapes stray angle brackets and bare ampersands, keeping character references as text', () => {
      expect(sanitizeHtml('1 < 2 > 0 & done')).toBe('1 &lt; 2 &gt; 0 &amp; done');
      // References are decoded and written again: the markup ones escaped, the others as their characters.
      expect(sanitizeHtml('&lt;script&gt; &amp; &#169; &copy; &#x1F600;')).toBe(
        '&lt;script&gt; &amp; © © 😀',
      );
      expect(sanitizeHtml('<<b>x</b>>')).toBe('&lt;<b>x</b>&gt;');
    });

    it('closes what is left open and drops end tags nothing opened', () => {
      expect(sanitizeHtml('<p><b>unclosed')).toBe('<p><b>unclosed</b></p>');
      // A stray </p> is an empty paragraph to the HTML parser (and to a browser); a stray </li> is nothing.
      expect(sanitizeHtml('</p>stray</li>')).toBe('<p></p>stray');
      expect(sanitizeHtml('<b><i>x</b>y</i>')).toBe('<b><i>x</i></b>y');
      expect(sanitizeHtml(`<a href="https://ok.example">open`)).toBe(
        `<a href="https://ok.example" ${REL}>open</a>`,
      );
    });

    it('drops a tag the input ends inside, as a browser does', () => {
      expect(sanitizeHtml('ok<img src=x onerror=alert(1)//')).toBe('ok');
      expect(sanitizeHtml('<p>a</p')).toBe('<p>a</p>');
      expect(sanitizeHtml('<a href="https://x.example>never closed')).toBe('');
    });

    it('handles deep nesting without recursion', () => {
      const deep = '<b>'.repeat(20_000) + 'x';
      const out = sanitizeHtml(deep);
      expect(out.startsWith('<b><b>')).toBe(true);
      expect(out.endsWith('x' + '</b>'.repeat(20_000))).toBe(true);
    });

    describe('XSS vectors', () => {
      const vectors: [string, string][] = [
        ['<script>alert(1)</script>Hello', 'Hello'],
        ['<SCRIPT SRC=//x.example/x.js></SCRIPT>', ''],
        ['<script>document.write("</scr" + "ipt>")</script>after', 'after'],
        ['<style>@import "x.css"; p { color: red }</style>after', 'after'],
        ['<style>p{}</style >after', 'after'],
        ['<img src=x onerror=alert(1)>', ''],
        ['<svg onload=alert(1)>', ''],
        ['<body onload=alert(1)>text', 'text'],
        ['<iframe src="javascript:alert(1)"></iframe>', ''],
        ['<iframe srcdoc="<script>alert(1)</script>">inside</iframe>after', 'after'],
        ['<object data="javascript:alert(1)"></object>', ''],
        ['<embed src="javascript:alert(1)">', ''],
        ['<form action="javascript:alert(1)"><button>b</button></form>', 'b'],
        ['<input onfocus=alert(1) autofocus>', ''],
        ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
        ['<base href="javascript:alert(1)//">', ''],
        ['<link rel=stylesheet href=javascript:alert(1)>', ''],
        ['<p style="background:url(javascript:alert(1))">t</p>', '<p>t</p>'],
        ['<p onclick=alert(1)>p</p>', '<p>p</p>'],
        ['<b/onmouseover=alert(1)>b</b>', '<b>b</b>'],
        ['<a href="javascript:alert(1)">x</a>', 'x'],
        ['<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
        ['<a href=" javascript:alert(1)">x</a>', 'x'],
        ['<a href="java\tscript:alert(1)">x</a>', 'x'],
        ['<a href="java\nscript:alert(1)">x</a>', 'x'],
        ['<a href="jav&#x09;ascript:alert(1)">x</a>', 'x'],
        ['<a href="jav&#x61;script:alert(1)">x</a>', 'x'],
        ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', 'x'],
        ['<a href="&#0000106&#0000097&#0000118&#0000097script:alert(1)">x</a>', 'x'],
        ['<a href="javascript&colon;alert(1)">x</a>', 'x'],
        ['<a href="&#x6A;avascript:alert(1)">x</a>', 'x'],
        ['<a href="\u0001javascript:alert(1)">x</a>', 'x'],
        ['<a href="vbscript:msgbox(1)">x</a>', 'x'],
        ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', 'x'],
        ['<a href="data:text/html,<script>alert(1)</script>">x</a>', 'x'],
        [
          `<a href='https://x.example/?q="><script>alert(1)</script>'>x</a>`,
          `<a href="https://x.example/?q=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" ${REL}>x</a>`,
        ],
        [
          '<a href="https://x.example/&quot; onmouseover=&quot;alert(1)">x</a>',
          `<a href="https://x.example/&quot; onmouseover=&quot;alert(1)" ${REL}>x</a>`,
        ],
        [
          '<a href="https://x.example"><a href="javascript:alert(1)">y</a></a>',
          `<a href="https://x.example" ${REL}>y</a>`,
        ],
        ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
        ['<scr<script>ipt>alert(1)</scr</script>ipt>', 'ipt&gt;alert(1)ipt&gt;'],
        ['<<img src=x onerror=alert(1)>>', '&lt;&gt;'],
        ['<img """><script>alert(1)</script>">', '"&gt;'],
        ['<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
        ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
        ['<svg><style><img src=x onerror=alert(1)></style></svg>', ''],
        ['<textarea><script>alert(1)</script></textarea>after', 'after'],
        ['<title><img src=x onerror=alert(1)></title>', ''],
        ['<xmp><img src=x onerror=alert(1)></xmp>', ''],
        ['<![CDATA[<script>alert(1)</script>]]>', ''],
        ['<!--><img src=x onerror=alert(1)>-->', '--&gt;'],
        ['<!--[if gte IE 4]><script>alert(1)</script><![endif]-->', ''],
        ['<plaintext><img src=x onerror=alert(1)>', ''],
        ['<scr\u0000ipt>alert(1)</script>', 'alert(1)'],
        ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
        ['<p>&#60;script&#62;alert(1)&#60;/script&#62;</p>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
        ['<template><img src=x onerror=alert(1)></template>', ''],
      ];

      it.each(vectors)('neutralises %j', (input, expected) => {
        const out = sanitizeHtml(input);
        expect(out).toBe(expected);
        onlyKeptTags(out);
      });

      it('is idempotent on every vector', () => {
        for (const [input] of vectors) {
          const once = sanitizeHtml(input);
          expect(sanitizeHtml(once)).toBe(once);
        }
      });
    });

    it('writes only kept tags and safe links for any mix of markup fragments (seeded fuzz)', () => {
      const fragments = [
        '<',
        '>',
        '</',
        '/>',
        '"',
        "'",
        '=',
        ' ',
        '\n',
        '&',
        '&#',
        'x6A;',
        '&lt;',
        '&amp;',
        '&colon;',
        ';',
        'a',
        'b',
        'p',
        'br',
        'li',
        'ul',
        'script',
        'style',
        'img',
        'svg',
        'iframe',
        'href',
        'src',
        'onerror',
        'onclick',
        'javascript:',
        'https://ok.example',
        'mailto:x@y.z',
        'alert(1)',
        '<!--',
        '-->',
        '<!',
        '<?',
        '<a href=',
        '<script>',
        '</script>',
        '<style>',
        '<b>',
        '</b>',
        '<p>',
        '</p>',
        '\t',
        'text',
      ];
      let seed = 42;
      const random = () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        return seed / 2_147_483_648;
      };
      for (let run = 0; run < 3000; run++) {
        const length = 1 + Math.floor(random() * 40);
        let input = '';
        for (let k = 0; k < length; k++) input += fragments[Math.floor(random() * fragments.length)];
        const out = sanitizeHtml(input);
        onlyKeptTags(out);
        expect(out).not.toMatch(/<a href="(?!https?:|mailto:)/i);
        expect(sanitizeHtml(out)).toBe(out);
      }
    });
  });
});
