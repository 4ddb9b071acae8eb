import { renderMarkdown, withoutRawHtml } from './render-markdown';

describe('rendering a post', () => {
  it('given Markdown, when rendered, then headings, lists, quotes and emphasis become HTML', () => {
    expect(renderMarkdown('## Ask\n\n- one **small** thing\n\n> a quote')).toBe(
      '<h2>Ask</h2>\n<ul>\n<li>one <strong>small</strong> thing</li>\n</ul>\n<blockquote>\n<p>a quote</p>\n</blockquote>',
    );
  });

  it('given a script, an event handler or a javascript: link, when rendered, then none of them remains', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><img src=x onerror="alert(2)"> [go](javascript:alert(3)) <a href="x" onclick="alert(4)">x</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript|alert\(/i);
    expect(html).toContain('go');
  });

  it('given links, when rendered, then site paths stay and external ones open without the referrer', () => {
    expect(renderMarkdown('[Pricing](/pricing) and [docs](https://example.com/a)')).toBe(
      '<p><a href="/pricing">Pricing</a> and <a href="https://example.com/a" rel="noopener noreferrer">docs</a></p>',
    );
    expect(renderMarkdown('[odd](//evil.example)')).toBe('<p>odd</p>');
  });
});

describe('the Markdown a post answers with', () => {
  it('given raw HTML in Markdown, when answered, then the HTML is gone and the Markdown stays', () => {
    expect(withoutRawHtml('## Hi\n\n<div onclick="x()">\n\nText <b>bold</b> and `<code>`.\n</div>\n')).toBe(
      '## Hi\n\n\n\nText bold and `<code>`.\n',
    );
  });
});
