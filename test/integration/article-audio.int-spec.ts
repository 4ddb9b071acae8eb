import { readdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import {
  doubleSpeech,
  OpenAiDouble,
  startOpenAiDouble,
} from '@outreach/backend/platform/language-model/testing/openai-double';
import { parseWav } from '@outreach/backend/platform/speech/wav';
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

describe('POST /blog/tts with OpenAI speech (against a local double, through the openai SDK)', () => {
  let t: InProcessApp;
  let double: OpenAiDouble;
  const speechRequests = () => double.requests.filter((request) => request.path === '/v1/audio/speech');

  beforeAll(async () => {
    double = await startOpenAiDouble();
    // The test plays the clients' proxy on loopback, naming each client in X-Forwarded-For.
    t = await startInProcessApp({
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: double.baseURL,
      OPENAI_TTS_VOICE: 'nova',
      TRUST_PROXY: 'loopback',
    });
  });
  afterAll(async () => {
    await t?.close();
    await double?.close();
  });
  beforeEach(() => {
    double.requests.length = 0;
    double.behave({ kind: 'answer', chunks: ['unused'] });
  });

  it('answers the MP3 without sign-in, with its length and an immutable cache lifetime', async () => {
    const response = await listen(t, {
      slug: 'cold-outreach-that-works',
      text: '  Cold outreach that works.  ',
    });

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['content-length']).toBe(String(doubleSpeech('Cold outreach that works.').length));
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toEqual(doubleSpeech('Cold outreach that works.'));
    expect(speechRequests()).toEqual([
      expect.objectContaining({
        authorization: 'Bearer sk-test-key',
        body: {
          model: 'gpt-4o-mini-tts',
          voice: 'nova',
          input: 'Cold outreach that works.',
          response_format: 'mp3',
        },
      }),
    ]);
  });

  it('serves the same text again from the cache without asking the service, for any post and client', async () => {
    const text = 'Follow up once after a week, then let it go.';
    const first = await listen(t, { slug: 'follow-ups', text });
    const second = await listen(t, { slug: 'follow-ups', text });
    const elsewhere = await listen(t, { slug: 'another-post', text: `${text}\n` });

    expect([first.status, second.status, elsewhere.status]).toEqual([200, 200, 200]);
    expect([first.headers['x-cache'], second.headers['x-cache'], elsewhere.headers['x-cache']]).toEqual([
      'MISS',
      'HIT',
      'HIT',
    ]);
    expect(second.body).toEqual(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(speechRequests()).toHaveLength(1);
    const stored = await readdir(join(t.storageDir, 'article-audio', 'openai'));
    expect(stored).toContain(`${(first.headers.etag as string).replace(/"/g, '')}`);
  });

  it('reads an article over 4,096 characters in pieces the service accepts', async () => {
    const text = 'Name the person and say why you are writing to them. '.repeat(150).trim();

    const response = await listen(t, { slug: 'long-read', text });

    expect(response.status).toBe(200);
    const inputs = speechRequests().map((request) => request.body.input as string);
    expect(inputs.length).toBe(2);
    expect(response.body).toEqual(Buffer.concat(inputs.map(doubleSpeech)));
  });

  it('limits new audio per client with a 429 and Retry-After, while audio already made is still served', async () => {
    const from = '203.0.113.50';
    const cachedText = 'Already spoken once.';
    expect((await listen(t, { slug: 'limits', text: cachedText }, from)).status).toBe(200);
    for (let n = 2; n <= 6; n += 1) {
      expect((await listen(t, { slug: 'limits', text: `New text number ${n}.` }, from)).status).toBe(200);
    }

    const limited = await listen(t, { slug: 'limits', text: 'One text too many.' }, from);

    expect(limited.status).toBe(429);
    expect(json(limited)).toMatchObject({ code: 'ARTICLE_AUDIO.TOO_MANY_REQUESTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(speechRequests()).toHaveLength(6);
    const cached = await listen(t, { slug: 'limits', text: cachedText }, from);
    expect([cached.status, cached.headers['x-cache']]).toEqual([200, 'HIT']);
    // Another client is not held back by the first.
    expect((await listen(t, { slug: 'limits', text: 'One text too many.' }, '203.0.113.51')).status).toBe(
      200,
    );
  });

  it('answers 502 naming the key when the service refuses it, and keeps nothing, so a retry asks again', async () => {
    double.behave({ kind: 'http-error', status: 401, message: 'Incorrect API key provided' });
    const refused = await listen(t, { slug: 'refused', text: 'Refused at first.' });
    expect(refused.status).toBe(502);
    expect(json(refused)).toMatchObject({
      code: 'SPEECH.REFUSED',
      detail: expect.stringContaining('OPENAI_API_KEY'),
    });

    double.behave({ kind: 'answer', chunks: ['unused'] });
    const retried = await listen(t, { slug: 'refused', text: 'Refused at first.' });
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

  it('reads a text of exactly 20,000 characters', async () => {
    const text = `${'Short sentences read well aloud. '.repeat(700)}`.slice(0, 20_000);

    const response = await listen(t, { slug: 'the-longest-post', text });

    expect(response.status).toBe(200);
    expect(speechRequests().length).toBeGreaterThanOrEqual(5);
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

  it('answers a real WAV of a plausible length, then the same bytes from the cache', async () => {
    const text = 'Listen to the article. Outreach works when every message is short and personal.';

    const first = await listen(t, { slug: 'listen', text });
    const second = await listen(t, { slug: 'listen', text });

    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('audio/wav');
    expect(first.headers['content-length']).toBe(String((first.body as Buffer).length));
    expect(first.headers['cache-control']).toBe(IMMUTABLE);
    const wav = parseWav(first.body as Buffer);
    expect(wav).toMatchObject({ audioFormat: 1, channels: 1, sampleRate: 11025, bitsPerSample: 8 });
    const wordsPerMinute = 13 / (wav.durationSeconds / 60);
    expect(wordsPerMinute).toBeGreaterThanOrEqual(100);
    expect(wordsPerMinute).toBeLessThanOrEqual(250);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.body).toEqual(first.body);
  });
});
