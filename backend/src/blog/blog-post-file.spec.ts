import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BLOG_CONTENT_DIR, BlogLibrary } from './blog-library';
import { InvalidBlogPost, parseBlogPostFile } from './blog-post-file';
import { countWords } from './read-time';

const frontMatter = (fields: Record<string, string>) =>
  [
    '---',
    ...Object.entries({
      slug: 'a-post',
      title: 'A post',
      published_at: "'2026-10-01'",
      hero_image: '/images/blog/a-post.svg',
      excerpt: 'What it is about.',
      tags: '[writing, cold email]',
      ...fields,
    })
      .filter(([, value]) => value !== '')
      .map(([key, value]) => `${key}: ${value}`),
    '---',
  ].join('\n');

const file = (fields: Record<string, string> = {}, body = 'Some **Markdown**.') =>
  `${frontMatter(fields)}\n${body}\n`;

const refusal = (text: string, name = 'a-post.md') => {
  try {
    parseBlogPostFile(name, text);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidBlogPost);
    return { field: (error as InvalidBlogPost).field, message: (error as Error).message };
  }
  throw new Error('the post was accepted');
};

describe('blog post files', () => {
  it('given a valid file with one body, when parsed, then every field is read', () => {
    expect(parseBlogPostFile('a-post.md', file({ read_minutes: '4' }))).toEqual({
      slug: 'a-post',
      title: 'A post',
      published_at: '2026-10-01',
      hero_image_url: '/images/blog/a-post.svg',
      excerpt: 'What it is about.',
      tags: ['writing', 'cold email'],
      read_minutes: 4,
      body_md: 'Some **Markdown**.',
      sections: [],
    });
  });

  it('given body_format sections, when parsed, then the body is split at its ## headings', () => {
    const post = parseBlogPostFile(
      'a-post.md',
      file({ body_format: 'sections' }, '## First\n\nOne.\n\n### Detail\n\nMore.\n\n## Second\n\nTwo.'),
    );
    expect(post.body_md).toBeNull();
    expect(post.sections).toEqual([
      { heading: 'First', body_md: 'One.\n\n### Detail\n\nMore.' },
      { heading: 'Second', body_md: 'Two.' },
    ]);
  });

  it.each([
    ['a missing title', file({ title: '' }), 'title'],
    ['an unquoted date', file({ published_at: '2026-10-01x' }), 'published_at'],
    ['a date that does not exist', file({ published_at: "'2026-02-30'" }), 'published_at'],
    ['a hero image outside /images/blog', file({ hero_image: '/blog/a-post.svg' }), 'hero_image'],
    ['a tag with symbols', file({ tags: '["<script>"]' }), 'tags.0'],
    ['no tags', file({ tags: '[]' }), 'tags'],
    ['read_minutes that is not whole', file({ read_minutes: '2.5' }), 'read_minutes'],
    ['an unknown field', file({ author: 'Someone' }), 'front matter'],
    ['a slug other than the file name', file({ slug: 'another-post' }), 'slug'],
    ['an empty body', file({}, ''), 'body'],
    ['a level-1 heading in the body', file({}, '# Title again\n\nText.'), 'body'],
    [
      'sections with text before the first heading',
      file({ body_format: 'sections' }, 'Intro.\n\n## A\n\nB.'),
      'body',
    ],
    [
      'a section without text',
      file({ body_format: 'sections' }, '## A\n\nText.\n\n## Empty\n'),
      'sections.Empty',
    ],
    ['no front matter', 'Just text.', 'front matter'],
    ['front matter that is not YAML', '---\ntitle: [unclosed\n---\nText.', 'front matter'],
  ])('given %s, when parsed, then it is refused naming the file and the field', (_case, text, field) => {
    const refused = refusal(text);
    expect(refused.field).toBe(field);
    expect(refused.message).toContain('a-post.md');
    expect(refused.message).toContain(field);
  });
});

describe('loading the blog at boot', () => {
  it('given one bad file among good ones, when the posts load, then loading stops naming that file and field', () => {
    const directory = mkdtempSync(join(tmpdir(), 'outreach-blog-'));
    try {
      writeFileSync(join(directory, 'a-post.md'), file());
      writeFileSync(join(directory, 'b-post.md'), file({ slug: 'b-post', excerpt: "''" }));
      expect(() => BlogLibrary.fromDirectory(directory)).toThrow('Blog post b-post.md: excerpt: is required');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('the posts in the repository', () => {
  const library = BlogLibrary.fromDirectory(BLOG_CONTENT_DIR);
  const posts = library.search({});
  const publicDir = join(__dirname, '..', '..', '..', 'frontend', 'public');

  it('load at boot: at least six, each with its own hero image that exists as a static file', () => {
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const images = posts.map((post) => post.hero_image_url);
    expect(new Set(images).size).toBe(images.length);
    for (const image of images) expect(existsSync(join(publicDir, image))).toBe(true);
  });

  it('are real articles of 600 to 1,200 words', () => {
    for (const name of readdirSync(BLOG_CONTENT_DIR).filter((n) => n.endsWith('.md'))) {
      const body = readFileSync(join(BLOG_CONTENT_DIR, name), 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
      const words = countWords(body);
      expect({ name, long: words >= 600 && words <= 1200 }).toEqual({ name, long: true });
    }
  });

  it('link only to pages and posts that exist', () => {
    const slugs = new Set(posts.map((post) => post.slug));
    for (const { slug } of posts) {
      const post = library.get(slug);
      const html = [post.body_html ?? '', ...post.sections.map((s) => s.body_html)].join('');
      for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
        if (href.startsWith('/blog/')) expect(slugs.has(href.slice('/blog/'.length))).toBe(true);
        else expect(['/pricing', '/contact', '/about']).toContain(href);
      }
    }
  });
});
