import { describe, expect, it } from 'vitest';
import {
  applyHeadTags,
  clearPageHeadTags,
  escapeHtml,
  headTagsHtml,
  headTagsOf,
  type PageMeta,
} from './page-meta';

const meta: PageMeta = {
  title: 'Pricing · Outreach',
  description: 'Start free on Starter.',
  path: '/pricing',
};

describe('page meta', () => {
  it('stands for a title, a description, an absolute canonical link and the Open Graph tags', () => {
    expect(headTagsHtml(headTagsOf(meta, 'https://outreach.example/'))).toBe(
      [
        '<title>Pricing · Outreach</title>',
        '<meta name="description" content="Start free on Starter." />',
        '<link rel="canonical" href="https://outreach.example/pricing" />',
        '<meta property="og:title" content="Pricing · Outreach" />',
        '<meta property="og:description" content="Start free on Starter." />',
        '<meta property="og:url" content="https://outreach.example/pricing" />',
        '<meta property="og:type" content="website" />',
        '<meta property="og:image" content="https://outreach.example/icon-512.png" />',
      ].join('\n'),
    );
  });

  it("uses a post's own type and picture, keeping an absolute picture address as it is", () => {
    const tags = headTagsOf(
      { ...meta, path: '/blog/cold-emails', ogType: 'article', ogImage: 'https://cdn.example/hero.png' },
      'https://outreach.example',
    );
    expect(tags).toContainEqual({ kind: 'meta', key: 'property', name: 'og:type', content: 'article' });
    expect(tags).toContainEqual({
      kind: 'meta',
      key: 'property',
      name: 'og:image',
      content: 'https://cdn.example/hero.png',
    });
  });

  it('escapes every value, so a title cannot close its element or an attribute', () => {
    const html = headTagsHtml(
      headTagsOf(
        { title: '</title><script>alert(1)</script>', description: 'Say "hi" & <b>', path: '/blog/a"b' },
        'https://outreach.example',
      ),
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="Say &quot;hi&quot; &amp; &lt;b&gt;"');
    expect(html).toContain('href="https://outreach.example/blog/a%22b"');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it("updates the server's tags in place instead of adding twins, and clears them for a signed-in screen", () => {
    document.head.innerHTML =
      '<title>Old</title><meta name="description" content="old"><link rel="canonical" href="https://old.example/">' +
      '<meta property="og:title" content="Old">';

    applyHeadTags(headTagsOf(meta, 'https://outreach.example'));

    expect(document.title).toBe('Pricing · Outreach');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://outreach.example/pricing',
    );
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property^="og:"]')).toHaveLength(5);

    clearPageHeadTags();
    expect(document.head.querySelector('link[rel="canonical"], meta[property^="og:"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).not.toBeNull();
    document.head.innerHTML = '';
  });
});
