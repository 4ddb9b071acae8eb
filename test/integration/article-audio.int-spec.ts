import { readdir, rm, unlink } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import {
  doubleSpeech,
  OpenAiDouble,
  startOpenAiDouble,
} from '@outreach/backend/platform/language-model/testing/openai-double';
import { parseWav } from '@outreach/backend/platform/speech/wav';
import type { BlogPost, BlogPostSummary } from '@outreach/backend/blog/blog.contract';
import type { Response } from 'supertest';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

jest.setTimeout(120_000);

interface Problem {
  loc: (string | number)[];
  msg: string;
}

/** Reads any answer whole as bytes: audio, or the JSON of an error. */
const bytes = (response: Response, done: (error: Error | null, body: Buffer) => void) => {
  const stream = response as unknown as IncomingMessage;
  const parts: Buffer[] = [];
  stream.on('data', (part: Buffer) => parts.push(part));
  stream.on('end', () => done(null, Buffer.concat(parts)));
};
const json = (response: Response) =>
  JSON.parse((response.body as Buffer).toString('utf8')) as { code: string; detail: unknown };
const problems = (response: Response) =>
  (json(response).detail as Problem[]).map((problem) => `${problem.loc.join('.')}: ${problem.msg}`);

let client = 0;
/** Each call from its own client address, unless one is given, so no test spends another's limit. */
const listen = (t: InProcessApp, body: unknown, from = `198.51.100.${++client}`) =>
  t
    .api()
    .post('/blog/tts')
    .set('X-Forwarded-For', from)
    .send(body as object)
    .buffer(true)
    .parse(bytes);

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface PostText {
  slug: string;
  text: string;
}

/** Every post of the blog with the text it may be read aloud as, as GET /blog/{slug} gives it; longest first. */
async function postTexts(t: InProcessApp): Promise<PostText[]> {
  const list = await t.api().get('/blog').set('Accept', 'application/json').expect(200);
  const texts = await Promise.all(
    (list.body.items as BlogPostSummary[]).map(async ({ slug }) => {
      const post = await t.api().get(`/blog/${slug}`).set('Accept', 'application/json').expect(200);
      return { slug, text: (post.body as BlogPost).listen_text };
    }),
  );
  return texts.sort((a, b) => b.text.length - a.text.length);
}

/** No audio made yet: each test starts with an empty cache, so what it spends on synthesis is its own. */
const forgetAudio = (t: InProcessApp) =>
  rm(join(t.storageDir, 'article-audio'), { recursive: true, force: true });

describe('POST /blog/tts with OpenAI speech (against a local double, through the openai SDK)', () => {
  let t: InProcessApp;
  let double: OpenAiDouble;
  let posts: PostText[];
  const speechRequests = () => double.requests.filter((request) => request.path === '/v1/audio/speech');
  const spoken = () => speechRequests().map((request) => request.body.input as string);

  beforeAll(async () => {
    double = await startOpenAiDouble();
    // The test plays the clients' proxy on loopback, naming each client in X-Forwarded-For.
    t = await startInProcessApp({
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: double.baseURL,
      OPENAI_TTS_VOICE: 'nova',
      TRUST_PROXY: 'loopback',
    });
    posts = await postTexts(t);
  });
  afterAll(async () => {
    await t?.close();
    await double?.close();
  });
  beforeEach(async () => {
    await forgetAudio(t);
    double.requests.length = 0;
    double.behave({ kind: 'answer', chunks: ['unused'] });
  });

  it("answers the post's text as MP3 without sign-in, with its length and an immutable cache lifetime", async () => {
    const { slug, text } = posts[0];
    const response = await listen(t, { slug, text });

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['content-length']).toBe(String((response.body as Buffer).length));
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toEqual(Buffer.concat(spoken().map(doubleSpeech)));
    expect(spoken().join(' ').replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' '));
    expect(speechRequests()[0]).toEqual(
      expect.objectContaining({
        authorization: 'Bearer sk-test-key',
        body: expect.objectContaining({ model: 'gpt-4o-mini-tts', voice: 'nova', response_format: 'mp3' }),
      }),
    );
  });

  it('reads a post over 4,096 characters in pieces the service accepts', async () => {
    const { slug, text } = posts[0];
    expect(text.length).toBeGreaterThan(4_096);

    const response = await listen(t, { slug, text });

    expect(response.status).toBe(200);
    expect(spoken().length).toBeGreaterThanOrEqual(2);
    expect(spoken().every((input) => input.length <= 4_096)).toBe(true);
    expect(response.body).toEqual(Buffer.concat(spoken().map(doubleSpeech)));
  });

  it("serves a post's audio again from the cache, for its text with any whitespace and from any client", async () => {
    const { slug, text } = posts[1];
    const first = await listen(t, { slug, text });
    const requestsForFirst = speechRequests().length;
    const second = await listen(t, { slug, text });
    const reflowed = await listen(t, {
      slug,
      text: `  ${text.replace(/\n\n/g, '\n').replace(/ /g, '  ')}\n`,
    });

    expect([first.status, second.status, reflowed.status]).toEqual([200, 200, 200]);
    expect([first.headers['x-cache'], second.headers['x-cache'], reflowed.headers['x-cache']]).toEqual([
      'MISS',
      'HIT',
      'HIT',
    ]);
    expect(second.body).toEqual(first.body);
    expect(reflowed.headers.etag).toBe(first.headers.etag);
    expect(speechRequests()).toHaveLength(requestsForFirst);
    // One audio per post and voice: the cache holds exactly the one file.
    const stored = await readdir(join(t.storageDir, 'article-audio', 'openai'));
    expect(stored).toEqual([(first.headers.etag as string).replace(/"/g, '')]);
  });

  it('answers 404 naming the post for an unknown slug, before any synthesis', async () => {
    const response = await listen(t, { slug: 'no-such-post', text: posts[0].text });

    expect(response.status).toBe(404);
    expect(json(response)).toEqual({
      code: 'BLOG.POST_NOT_FOUND',
      detail: "No blog post has the slug 'no-such-post'.",
      field: 'slug',
    });
    expect(speechRequests()).toHaveLength(0);
  });

  it("answers 422 naming text for any text that is not the post's own, before any synthesis", async () => {
    const [own, other] = posts;
    const foreign = [
      'Buy cheap watches now at a discount.',
      other.text,
      own.text.slice(0, -1),
      `${own.text} And one sentence more.`,
    ];
    for (const text of foreign) {
      const response = await listen(t, { slug: own.slug, text });
      expect([response.status, json(response)]).toEqual([
        422,
        {
          code: 'ARTICLE_AUDIO.TEXT_NOT_THE_POSTS',
          detail: `text must be the post's listen_text, as GET /blog/${own.slug} answers it.`,
          field: 'text',
        },
      ]);
    }
    expect(speechRequests()).toHaveLength(0);
  });

  it('limits new audio per client with a 429 and Retry-After, while audio already made is still served', async () => {
    const from = '203.0.113.50';
    // The limit is 6 new audios per client; the blog has at least 6 posts, each one new audio now.
    const six = posts.slice(0, 6);
    expect(six).toHaveLength(6);
    const made: Response[] = [];
    for (const post of six) made.push(await listen(t, post, from));
    expect(made.map((response) => [response.status, response.headers['x-cache']])).toEqual(
      six.map(() => [200, 'MISS']),
    );
    // One post's audio is gone from the store (a cleared cache, a new voice): making it again is new audio.
    const [evicted, kept] = six;
    const evictedFile = (made[0].headers.etag as string).replace(/"/g, '');
    await unlink(join(t.storageDir, 'article-audio', 'openai', evictedFile));
    const requestsBefore = speechRequests().length;

    const limited = await listen(t, evicted, from);

    expect(limited.status).toBe(429);
    expect(json(limited)).toMatchObject({ code: 'ARTICLE_AUDIO.TOO_MANY_REQUESTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(speechRequests()).toHaveLength(requestsBefore);
    const cached = await listen(t, kept, from);
    expect([cached.status, cached.headers['x-cache']]).toEqual([200, 'HIT']);
    // Another client is not held back by the first.
    const other = await listen(t, evicted, '203.0.113.51');
    expect([other.status, other.headers['x-cache']]).toEqual([200, 'MISS']);
  });

  it('answers 502 naming the key when the service refuses it, and keeps nothing, so a retry asks again', async () => {
    const post = posts[posts.length - 1];
    double.behave({ kind: 'http-error', status: 401, message: 'Incorrect API key provided' });
    const refused = await listen(t, post);
    expect(refused.status).toBe(502);
    expect(json(refused)).toMatchObject({
      code: 'SPEECH.REFUSED',
      detail: expect.stringContaining('OPENAI_API_KEY'),
    });

    double.behave({ kind: 'answer', chunks: ['unused'] });
    const retried = await listen(t, post);
    expect([retried.status, retried.headers['x-cache']]).toEqual([200, 'MISS']);
  });

  it('refuses bad fields with 400 naming each, before any synthesis', async () => {
    const cases: [unknown, string][] = [
      [{ text: 'Hello.' }, 'slug: slug is required'],
      [{ slug: '', text: 'Hello.' }, 'slug: slug is required'],
      [{ slug: 42, text: 'Hello.' }, 'slug: slug must be text'],
      [
        { slug: 'Not A Slug!', text: 'Hello.' },
        'slug: slug must be lowercase letters and digits joined by hyphens',
      ],
      [
        { slug: '-leading', text: 'Hello.' },
        'slug: slug must be lowercase letters and digits joined by hyphens',
      ],
      [{ slug: 'a'.repeat(121), text: 'Hello.' }, 'slug: slug must be at most 120 characters'],
      [{ slug: 'a-post' }, 'text: text is required'],
      [{ slug: 'a-post', text: '   \n ' }, 'text: text is required'],
      [{ slug: 'a-post', text: ['Hello.'] }, 'text: text must be text'],
      [{ slug: 'a-post', text: 'Bell\u0007 ringing' }, 'text: text must not contain control characters'],
      [{ slug: 'a-post', text: 'x'.repeat(20_001) }, 'text: text must be at most 20,000 characters'],
    ];
    for (const [body, problem] of cases) {
      const response = await listen(t, body);
      expect([response.status, problems(response)]).toEqual([400, expect.arrayContaining([problem])]);
    }
    expect(speechRequests()).toHaveLength(0);
  });
});

describe('POST /blog/tts with the embedded synthesizer (eSpeak NG, offline)', () => {
  let t: InProcessApp;

  beforeAll(async () => {
    t = await startInProcessApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers a post's text as a real WAV of a plausible length, then the same bytes from the cache", async () => {
    const posts = await postTexts(t);
    const shortest = posts[posts.length - 1];

    const first = await listen(t, shortest);
    const second = await listen(t, shortest);

    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('audio/wav');
    expect(first.headers['content-length']).toBe(String((first.body as Buffer).length));
    expect(first.headers['cache-control']).toBe(IMMUTABLE);
    const wav = parseWav(first.body as Buffer);
    expect(wav).toMatchObject({ audioFormat: 1, channels: 1, sampleRate: 11025, bitsPerSample: 8 });
    const words = shortest.text.split(/\s+/).length;
    const wordsPerMinute = words / (wav.durationSeconds / 60);
    expect(wordsPerMinute).toBeGreaterThanOrEqual(100);
    expect(wordsPerMinute).toBeLessThanOrEqual(250);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.body).toEqual(first.body);
  });
});
