import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { BlogLibrary } from '@outreach/backend/blog/blog-library';
import type { BlogPost, BlogPostSummary } from '@outreach/backend/blog/blog.contract';
import { BlogController } from '@outreach/backend/blog/http/blog.controller';
import { AppExceptionFilter } from '@outreach/backend/platform/http/exception.filter';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

jest.setTimeout(120_000);

const INDEX_HTML =
  '<!doctype html><html><head><title>Outreach</title></head><body><div id="root"></div></body></html>';
const slugs = (items: BlogPostSummary[]) => items.map((item) => item.slug);
const fields = (body: { detail: { loc: (string | number)[] }[] }) => body.detail.map((p) => p.loc.join('.'));

/** GET /blog and GET /blog/{slug} over the posts in the repository, in the whole app. */
describe('blog', () => {
  let t: InProcessApp;
  let frontendDir: string;

  beforeAll(async () => {
    frontendDir = await mkdtemp(join(tmpdir(), 'outreach-blog-frontend-'));
    await writeFile(join(frontendDir, 'index.html'), INDEX_HTML);
    t = await startInProcessApp({ FRONTEND_DIST: frontendDir });
  });

  afterAll(async () => {
    await t?.close();
    await rm(frontendDir, { recursive: true, force: true });
  });

  const getJson = (path: string) => t.api().get(path).set('Accept', 'application/json');

  it('lists every post newest first with the summary fields', async () => {
    const { body } = await getJson('/blog').expect(200);
    expect(body.items.length).toBeGreaterThanOrEqual(6);
    const dates = body.items.map((item: BlogPostSummary) => item.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(body.items[0]).sort()).toEqual(
      ['excerpt', 'hero_image_url', 'published_at', 'read_minutes', 'slug', 'tags', 'title'].sort(),
    );
  });

  it('finds a post by a word that only its body holds, in any case', async () => {
    const { body } = await getJson('/blog?q=TREASURER').expect(200);
    expect(slugs(body.items)).toEqual(['personalise-from-your-resume']);
  });

  it('finds only posts holding every word of the search', async () => {
    const { body: one } = await getJson('/blog').query({ q: 'warehouse' }).expect(200);
    expect(slugs(one.items).sort()).toEqual(['campus-and-club-networking', 'personalise-from-your-resume']);
    const { body: both } = await getJson('/blog').query({ q: 'warehouse alumni' }).expect(200);
    expect(slugs(both.items)).toEqual(['campus-and-club-networking']);
  });

  it('filters by tag, alone and with a search', async () => {
    const { body } = await getJson('/blog').query({ tag: 'follow-up' }).expect(200);
    expect(slugs(body.items)).toEqual(['tracking-replies', 'follow-up-timing']);
    const { body: searched } = await getJson('/blog').query({ tag: 'follow-up', q: 'silence' }).expect(200);
    expect(slugs(searched.items)).toEqual(['follow-up-timing']);
    const { body: blank } = await getJson('/blog').query({ tag: '', q: '' }).expect(200);
    expect(blank.items.length).toBeGreaterThanOrEqual(6);
  });

  it('answers an empty list when nothing matches', async () => {
    await getJson('/blog').query({ q: 'zeppelin' }).expect(200, { items: [] });
    await getJson('/blog').query({ tag: 'no-such-tag' }).expect(200, { items: [] });
  });

  it('refuses a search that is too long, repeated, or a malformed tag, naming the field', async () => {
    const long = await getJson('/blog')
      .query({ q: 'a'.repeat(201) })
      .expect(400);
    expect(fields(long.body)).toEqual(['q']);
    const repeated = await getJson('/blog?q=one&q=two').expect(400);
    expect(fields(repeated.body)).toEqual(['q']);
    const tag = await getJson('/blog').query({ tag: '<script>' }).expect(400);
    expect(fields(tag.body)).toEqual(['tag']);
  });

  it('answers a post with its rendered body, or with its rendered sections', async () => {
    const { body: post } = (await getJson('/blog/cold-emails-that-work').expect(200)) as { body: BlogPost };
    expect(post.title).toBe('Cold e-mails to hiring managers that get read');
    expect(post.body_md).toContain('## The subject line says why you are writing');
    expect(post.body_html).toContain('<h2>The subject line says why you are writing</h2>');
    expect(post.sections).toEqual([]);
    expect(post.read_minutes).toBe(5);
    expect(post.audio_url).toBeNull();

    const { body: sectioned } = (await getJson('/blog/follow-up-timing').expect(200)) as { body: BlogPost };
    expect(sectioned.body_md).toBeNull();
    expect(sectioned.sections[0]).toMatchObject({ heading: 'Silence is not an answer' });
    expect(sectioned.sections[0].body_html).toMatch(/^<p>You sent a careful first e-mail/);
  });

  it('answers the words read aloud as listen_text: title first, then headings and text, with no markup or links', async () => {
    const { body: post } = (await getJson('/blog/cold-emails-that-work').expect(200)) as { body: BlogPost };
    expect(post.listen_text).toMatch(
      /^Cold e-mails to hiring managers that get read\n\n[\s\S]*\n\nThe subject line says why you are writing\n\n/,
    );
    expect(post.listen_text).toContain('another post');
    expect(post.listen_text).not.toMatch(/[*_`#<>[\]]|\/blog\/|https?:/);

    const { body: sectioned } = (await getJson('/blog/follow-up-timing').expect(200)) as { body: BlogPost };
    expect(sectioned.listen_text).toMatch(
      new RegExp(`^${sectioned.title}\\n\\nSilence is not an answer\\n\\nYou sent a careful first e-mail`),
    );
  });

  it('answers 404 naming the slug for an unknown post, and 400 for a malformed one', async () => {
    const missing = await getJson('/blog/no-such-post').expect(404);
    expect(missing.body).toEqual({
      code: 'BLOG.POST_NOT_FOUND',
      detail: "No blog post has the slug 'no-such-post'.",
      field: 'slug',
    });
    const malformed = await getJson('/blog/Not_A_Slug').expect(400);
    expect(malformed.body.code).toBe('REQUEST.VALIDATION');
  });

  it('gives a browser navigation the app page, and a fetch without Accept the JSON', async () => {
    const navigation = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const path of ['/blog', '/blog/follow-up-timing', '/blog/no-such-post']) {
      const page = await t.api().get(path).set('Accept', navigation).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toBe(INDEX_HTML);
    }
    const fetched = await t.api().get('/blog').set('Accept', '*/*').expect(200);
    expect(fetched.body.items.length).toBeGreaterThanOrEqual(6);
    expect(fetched.headers.vary).toMatch(/Accept/);
  });
});

/** A post whose Markdown holds script: the answer never carries it, whatever the file says. */
describe('blog sanitising', () => {
  let app: INestApplication;
  let contentDir: string;

  beforeAll(async () => {
    contentDir = await mkdtemp(join(tmpdir(), 'outreach-blog-content-'));
    await writeFile(
      join(contentDir, 'hostile.md'),
      [
        '---',
        'slug: hostile',
        'title: A hostile post',
        "published_at: '2026-01-05'",
        'hero_image: /images/blog/hostile.svg',
        'excerpt: Tries to run code.',
        'tags: [testing]',
        '---',
        'Hello <script>document.title = "owned"</script> reader.',
        '',
        '<img src="x" onerror="alert(1)"> <iframe src="https://evil.example"></iframe>',
        '',
        '[click](javascript:alert(2)) and <a href="/pricing" onmouseover="alert(3)">pricing</a>',
      ].join('\n'),
    );
    const module = await Test.createTestingModule({
      controllers: [BlogController],
      providers: [{ provide: BlogLibrary, useValue: BlogLibrary.fromDirectory(contentDir) }],
    }).compile();
    app = module.createNestApplication({ logger: false });
    app.useGlobalFilters(new AppExceptionFilter());
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await rm(contentDir, { recursive: true, force: true });
  });

  it('answers the post without the script, handlers or javascript: links its Markdown holds, in HTML and Markdown', async () => {
    const { body } = await request(app.getHttpServer())
      .get('/blog/hostile')
      .set('Accept', 'application/json');
    expect(body.body_html).not.toMatch(/script|onerror|onmouseover|iframe|javascript|alert|owned/i);
    expect(body.body_html).toContain('<p>Hello  reader.</p>');
    expect(body.body_html).toContain('<a href="/pricing">pricing</a>');
    expect(body.body_md).not.toMatch(/<script|onerror|onmouseover|iframe/i);
    expect(body.body_md).toContain('[click](javascript:alert(2))');
    expect(body.listen_text).toBe('A hostile post\n\nHello reader.\n\nclick and pricing');
  });
});
