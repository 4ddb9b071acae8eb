import { fallbackSubject, parseEmailDraft } from './parse-email-draft';

describe('parseEmailDraft', () => {
  it('takes the Subject line as the subject and the rest as the body', () => {
    expect(parseEmailDraft('Subject: Hello Grace\n\nDear Grace,\nA note.\n', 'fallback')).toEqual({
      subject: 'Hello Grace',
      body: 'Dear Grace,\nA note.',
    });
  });

  it('tolerates markdown emphasis, case and a code fence around the answer', () => {
    expect(parseEmailDraft('```\n**Subject:** Quick question\n\nHi Grace\n```', 'x')).toEqual({
      subject: 'Quick question',
      body: 'Hi Grace',
    });
    expect(parseEmailDraft('SUBJECT:Intro\r\nBody', 'x')).toEqual({ subject: 'Intro', body: 'Body' });
  });

  it('falls back to the given subject when there is no Subject line or it is blank', () => {
    expect(parseEmailDraft('Dear Grace,\nA note.', 'Connecting — Navy')).toEqual({
      subject: 'Connecting — Navy',
      body: 'Dear Grace,\nA note.',
    });
    expect(parseEmailDraft('Subject:   \n\nBody', 'Fallback').subject).toBe('Fallback');
  });

  it('drops control characters the model wrote, keeping line breaks and tabs', () => {
    expect(
      parseEmailDraft('Subject: Hi\u0000 \u001bthere\u007f\n\nDear\u0007 Grace,\n\tA note.\ud800\u0085', 'x'),
    ).toEqual({ subject: 'Hi there', body: 'Dear Grace,\n\tA note.' });
  });

  it('keeps the subject to 300 characters on one line', () => {
    const { subject } = parseEmailDraft(`Subject: ${'a '.repeat(400)}\n\nBody`, 'x');
    expect(subject.length).toBe(300);
    expect(subject).not.toContain('\n');
  });

  it('answers an empty body for an answer with only a subject', () => {
    expect(parseEmailDraft('Subject: Only this', 'x')).toEqual({ subject: 'Only this', body: '' });
  });
});

describe('fallbackSubject', () => {
  it('names the message type and the company', () => {
    expect(fallbackSubject('Connection Request', 'Acme')).toBe('Connecting — Acme');
    expect(fallbackSubject('Follow-Up', 'Acme')).toBe('Following up — Acme');
    expect(fallbackSubject('Thank You', '')).toBe('Thank you');
  });
});
