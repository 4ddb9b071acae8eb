import { request as httpRequest } from 'node:http';
import { NO_INVENTION_RULE } from '@outreach/backend/drafting/email-prompt';
import {
  OpenAiDouble,
  startOpenAiDouble,
} from '@outreach/backend/platform/language-model/testing/openai-double';
import { minimalPdf } from '@outreach/backend/profile/testing/minimal-pdf';
import { appWithUsers } from './testing/app-with-users';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

const RESUME_LINES = [
  'Ada Lovelace',
  'Analyst, Analytical Engine Project',
  '- Wrote the first published algorithm for a computing machine in 1843',
  'Skills: Mathematics, Algorithm design',
];
const RESUME_TEXT = RESUME_LINES.join('\n');
const NO_RESUME = {
  code: 'DRAFTING.NO_RESUME',
  detail: 'No resume stored. Upload your resume in Settings to generate emails.',
};

interface StreamedAnswer {
  steps: string[];
  final?: { subject: string; body: string; id: string; checkpoint: string };
  error?: { detail: string };
  lines: string[];
}

function readStream(text: string): StreamedAnswer {
  const lines = text.split('\n').filter(Boolean);
  const finalLine = lines.find((line) => line.startsWith('FINAL_RESULT: '));
  const errorLine = lines.find((line) => line.startsWith('ERROR: '));
  return {
    lines,
    steps: lines.filter((line) => /^Step \d+: /.test(line)),
    final: finalLine ? JSON.parse(finalLine.slice('FINAL_RESULT: '.length)) : undefined,
    error: errorLine ? JSON.parse(errorLine.slice('ERROR: '.length)) : undefined,
  };
}

/** The caller's helpers over one app: a resume, contacts, the stream and the drafts list. */
function drafting(app: () => InProcessApp, token: (name: string) => string) {
  const as = <T extends { set(name: string, value: string): T }>(name: string, test: T) =>
    test.set('Authorization', `Bearer ${token(name)}`);
  return {
    as,
    async uploadResume(name: string) {
      const response = await as(name, app().api().post('/resume/')).attach(
        'file',
        minimalPdf({ pages: [RESUME_LINES] }),
        { filename: 'cv.pdf', contentType: 'application/pdf' },
      );
      expect(response.status).toBe(201);
      await app().projected('user-settings', response.body.checkpoint);
    },
    async createContact(name: string, first: string, extra: Record<string, unknown> = {}) {
      const response = await as(name, app().api().post('/contacts/')).send({
        first_name: first,
        last_name: 'Hopper',
        email: `${first.toLowerCase()}@navy.example`,
        company: 'US Navy',
        job_title: 'Rear Admiral',
        ...extra,
      });
      expect(response.status).toBe(201);
      await app().projected('contacts-list', response.body.checkpoint);
      return response.body.contact as { id: string };
    },
    stream(name: string, body: Record<string, unknown>) {
      return as(name, app().api().post('/emails/stream')).send(body);
    },
    async drafts(name: string) {
      const response = await as(name, app().api().get('/emails/drafts')).query({ limit: 10 });
      expect(response.status).toBe(200);
      return response.body.drafts as { id: string; subject: string; body: string; contact_email: string }[];
    },
  };
}

describe('AI drafting on the offline drafter', () => {
  const users = appWithUsers(['ada', 'bob', 'cy']);
  const { app, api } = users;
  const { as, uploadResume, createContact, stream, drafts } = drafting(app, (name) => users.tokens[name]);

  beforeAll(async () => {
    await uploadResume('ada');
    await createContact('ada', 'Grace');
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await api().post('/emails/stream').send({ contact_email: 'grace@navy.example' })).status).toBe(
      401,
    );
    expect((await api().post('/settings/test_prompt')).status).toBe(401);
  });

  it('streams the steps, then FINAL_RESULT with the saved draft, which the drafts list then shows', async () => {
    const response = await stream('ada', {
      contact_email: 'grace@navy.example',
      message_type: 'Follow-Up',
      tone: 'Casual',
      instructions: 'We met at the Royal Society.',
    });

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['x-accel-buffering']).toBe('no');
    const answer = readStream(response.text);
    expect(answer.steps).toEqual([
      `Step 1: Loaded your profile and resume (${RESUME_TEXT.length} characters)`,
      'Step 2: Read the contact Grace Hopper (Rear Admiral at US Navy)',
      'Step 3: Built the prompt from your template: Follow-Up, Casual tone',
      'Step 4: Writing with the offline drafter (no language model configured)',
      expect.stringMatching(/^Step 5: Checked the draft: subject and \d+ words$/),
      'Step 6: Saving the draft',
    ]);
    expect(answer.lines.at(-1)).toMatch(/^FINAL_RESULT: /);
    expect(answer.final).toEqual({
      subject: 'Following up on my note about US Navy',
      body: expect.stringContaining('Hi Grace,<br><br>'),
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      checkpoint: expect.any(String),
    });
    expect(answer.final!.body).toContain(
      'I wrote the first published algorithm for a computing machine in 1843.',
    );
    // The instructions steer the draft; what they say about how the two met is told, not pasted.
    expect(answer.final!.body).toContain('It was good to meet you at the Royal Society.');
    expect(answer.final!.body).not.toContain('We met at the Royal Society.');

    await app().projected('drafts-list', answer.final!.checkpoint);
    expect(await drafts('ada')).toEqual([
      expect.objectContaining({
        id: answer.final!.id,
        subject: answer.final!.subject,
        body: answer.final!.body,
        contact_email: 'grace@navy.example',
        message_type: 'Follow-Up',
        tone: 'Casual',
      }),
    ]);
    expect(await users.streamEventTypes(`draft-${answer.final!.id}`)).toEqual(['DraftSaved']);
    const [saved] = await app().store.readStream(`draft-${answer.final!.id}`);
    expect(saved.data).toMatchObject({ source: 'ai' });
  });

  it('refuses a user without a resume with 400 and the detail, before streaming anything', async () => {
    await createContact('bob', 'Grace');

    const response = await stream('bob', { contact_email: 'grace@navy.example' });

    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual(NO_RESUME);
  });

  it('names each bad field with 400', async () => {
    const response = await stream('ada', {
      contact_email: 'not-an-email',
      message_type: 'Cold Call',
      tone: 'Angry',
      instructions: 'x'.repeat(2001),
    });

    expect(response.status).toBe(400);
    expect(response.body.code).toBe('REQUEST.VALIDATION');
    const fields = (response.body.detail as { loc: string[] }[]).map((problem) => problem.loc.join('.'));
    expect(fields.sort()).toEqual(['contact_email', 'instructions', 'message_type', 'tone']);

    const missing = await stream('ada', {});
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toEqual([expect.objectContaining({ loc: ['contact_email'] })]);
  });

  it('refuses control characters in instructions and calendar_info with 400 naming the field', async () => {
    const response = await stream('ada', {
      contact_email: 'grace@navy.example',
      instructions: 'Mention\u0000COBOL',
      calendar_info: 'Tue\u001b[31m 10-12',
    });

    expect(response.status).toBe(400);
    // Refused at the edge, before the drafting schema, with the edge rule's message naming each field.
    expect(response.body.detail).toEqual([
      { loc: ['instructions'], msg: 'instructions must not contain control characters' },
      { loc: ['calendar_info'], msg: 'calendar_info must not contain control characters' },
    ]);
    const allowed = await stream('ada', {
      contact_email: 'nobody@example.com',
      instructions: 'Line one\n\tLine two',
    });
    expect(allowed.status).toBe(404);
  });

  it("answers 404 for an unknown contact and for another user's contact", async () => {
    const unknown = await stream('ada', { contact_email: 'nobody@example.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      code: 'DRAFTING.CONTACT_NOT_FOUND',
      detail: 'Contact not found',
      field: 'contact_email',
    });

    const bobs = await createContact('bob', 'Linus', { email: 'linus@kernel.example' });
    const byEmail = await stream('ada', { contact_email: 'linus@kernel.example' });
    expect(byEmail.status).toBe(404);
    const byId = await stream('ada', { contact_email: 'linus@kernel.example', contact_id: bobs.id });
    expect(byId.status).toBe(404);
    expect(byId.body).toMatchObject({ code: 'DRAFTING.CONTACT_NOT_FOUND', field: 'contact_id' });
  });

  it('tests the prompt on the most recent contact without saving anything', async () => {
    await createContact('ada', 'Katherine', { job_title: 'Mathematician', company: 'NASA' });
    const before = await drafts('ada');

    const response = await as('ada', api().post('/settings/test_prompt'));

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      // The headline Ada did not type comes from her resume (the one profile); the subject names its role.
      subject: 'Analyst interested in NASA',
      body: expect.stringMatching(/^Dear Katherine,<br><br>/),
    });
    expect(response.body.body).toContain('your work as Mathematician at NASA');
    expect(await drafts('ada')).toEqual(before);
  });

  it('answers test_prompt with 404 when the caller has no contacts', async () => {
    const response = await as('cy', api().post('/settings/test_prompt'));

    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      code: 'DRAFTING.NO_CONTACTS',
      detail: 'No contacts found to test prompt',
    });
  });
});

describe('AI drafting through the openai SDK against a local OpenAI-compatible server', () => {
  let double: OpenAiDouble;
  let started: InProcessApp | undefined;
  const tokens: Record<string, string> = {};
  const app = () => started!;
  const { uploadResume, createContact, stream, drafts } = drafting(app, (name) => tokens[name]);

  beforeAll(async () => {
    double = await startOpenAiDouble();
    started = await startInProcessApp({
      OPENAI_API_KEY: 'sk-double',
      OPENAI_BASE_URL: double.baseURL,
      OPENAI_MODEL: 'gpt-double',
    });
    ({ token: tokens.ada } = await started.register('ada@example.com', 'Ada'));
    await uploadResume('ada');
    await createContact('ada', 'Grace');
  });

  afterAll(async () => {
    await started?.close();
    await double?.close();
  });

  it('sends the no-invention rule and the resume, and saves what the model streamed', async () => {
    double.behave({
      kind: 'answer',
      chunks: [
        'Subject: Your work on ',
        'COBOL\n\n',
        'Dear Grace,\n',
        'I wrote the first algorithm.\n',
        'Ada',
      ],
    });
    const before = double.requests.length;

    const response = await stream('ada', { contact_email: 'grace@navy.example', calendar_info: 'Tue 10-12' });

    expect(response.status).toBe(200);
    const answer = readStream(response.text);
    expect(answer.steps[3]).toBe('Step 4: Writing with gpt-double');
    expect(answer.final).toMatchObject({
      subject: 'Your work on COBOL',
      body: 'Dear Grace,<br>I wrote the first algorithm.<br>Ada',
    });
    expect(double.requests).toHaveLength(before + 1);
    const sent = double.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer sk-double');
    expect(sent.body).toMatchObject({ model: 'gpt-double', stream: true });
    const [system, user] = sent.body.messages!;
    expect(system.role).toBe('system');
    expect(system.content).toContain(NO_INVENTION_RULE);
    expect(user.content).toContain(RESUME_TEXT);
    expect(user.content).toContain('Company: US Navy');
    expect(user.content).toContain('Availability to offer for a call:\nTue 10-12');

    await app().projected('drafts-list', answer.final!.checkpoint);
    expect((await drafts('ada')).map((draft) => draft.id)).toContain(answer.final!.id);
  });

  it('answers a retried stream under one Idempotency-Key with the same draft, asking the model once', async () => {
    double.behave({ kind: 'answer', chunks: ['Subject: Once\n\n', 'Dear Grace,\nOnly once.'] });
    const requestsBefore = double.requests.length;
    const before = await drafts('ada');
    const send = () =>
      app()
        .api()
        .post('/emails/stream')
        .set('Authorization', `Bearer ${tokens.ada}`)
        .set('Idempotency-Key', 'stream-retry-1')
        .send({ contact_email: 'grace@navy.example' });

    const first = readStream((await send()).text);
    double.behave({ kind: 'answer', chunks: ['Subject: Twice\n\n', 'A different answer.'] });
    const retry = readStream((await send()).text);

    expect(first.final).toMatchObject({ subject: 'Once', body: 'Dear Grace,<br>Only once.' });
    expect(retry.final).toEqual(first.final);
    expect(double.requests).toHaveLength(requestsBefore + 1);
    await app().projected('drafts-list', first.final!.checkpoint);
    expect(await drafts('ada')).toHaveLength(before.length + 1);
  });

  it('ends with an ERROR line and saves no draft when the model stops at its token limit', async () => {
    double.behave({
      kind: 'answer',
      chunks: ['Subject: Cut\n\n', 'Dear Grace, I wanted to'],
      finish: 'length',
    });
    const before = await drafts('ada');

    const answer = readStream((await stream('ada', { contact_email: 'grace@navy.example' })).text);

    expect(answer.final).toBeUndefined();
    expect(answer.error).toEqual({
      detail: 'The model stopped before finishing the e-mail; try shorter instructions.',
    });
    expect(await drafts('ada')).toEqual(before);
  });

  it('ends with an ERROR line and saves no draft when the model fails mid-stream', async () => {
    double.behave({ kind: 'break', chunks: ['Subject: Half', ' an answer'], how: 'destroy' });
    const before = await drafts('ada');

    const response = await stream('ada', { contact_email: 'grace@navy.example' });

    expect(response.status).toBe(200);
    const answer = readStream(response.text);
    expect(answer.steps.at(-1)).toBe('Step 4: Writing with gpt-double');
    expect(answer.final).toBeUndefined();
    expect(answer.lines.at(-1)).toBe(
      'ERROR: {"detail":"The connection to the AI service broke off part-way through its answer. Please try again."}',
    );
    expect(await drafts('ada')).toEqual(before);
  });

  it('ends with an ERROR line naming the problem when the model refuses the key', async () => {
    double.behave({ kind: 'http-error', status: 401, message: 'Incorrect API key provided' });

    const answer = readStream((await stream('ada', { contact_email: 'grace@navy.example' })).text);

    expect(answer.error?.detail).toMatch(/refused the server's API key \(HTTP 401\)/);
    expect(answer.final).toBeUndefined();
  });

  it('stops the model call when the client goes away, and saves nothing', async () => {
    double.behave({ kind: 'stall', chunks: ['Subject: Never finished'] });
    const before = await drafts('ada');
    const closedBefore = double.closedEarly();

    await new Promise<void>((resolve, reject) => {
      const url = new URL('/emails/stream', app().url);
      const req = httpRequest(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.ada}` },
      });
      req.on('response', (res) => {
        let received = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          received += chunk;
          if (received.includes('Step 4: Writing with gpt-double')) {
            req.destroy();
            resolve();
          }
        });
        res.on('error', () => undefined);
      });
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
      req.end(JSON.stringify({ contact_email: 'grace@navy.example' }));
    });

    await double.waitForClosedEarly(closedBefore + 1);
    expect(double.closedEarly()).toBe(closedBefore + 1);
    expect(await drafts('ada')).toEqual(before);
  });

  it('writes the test prompt with the model, and passes its failures on as JSON errors', async () => {
    double.behave({
      kind: 'answer',
      chunks: ['Subject: A test\n\n', 'Dear Grace,\nIs a<b? <script>x</script>\u0000Hello.'],
    });
    const ok = await users('ada').post('/settings/test_prompt');
    expect(ok.status).toBe(200);
    // The same stored form as the stream's FINAL_RESULT body: escaped, lines as <br>, controls gone.
    expect(ok.body).toEqual({
      subject: 'A test',
      body: 'Dear Grace,<br>Is a&lt;b? &lt;script&gt;x&lt;/script&gt;Hello.',
    });

    double.behave({ kind: 'http-error', status: 429, message: 'Rate limit reached' });
    const limited = await users('ada').post('/settings/test_prompt');
    expect(limited.status).toBe(503);
    expect(limited.body).toEqual({
      code: 'LANGUAGE_MODEL.RATE_LIMITED',
      detail: 'The AI service is receiving too many requests (HTTP 429). Please try again in a minute.',
    });
  });

  const users = (name: string) => ({
    post: (path: string) => app().api().post(path).set('Authorization', `Bearer ${tokens[name]}`),
  });
});
