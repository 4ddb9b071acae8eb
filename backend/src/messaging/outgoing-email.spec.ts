import { DEFAULT_FOOTER_TEMPLATE } from '../prompt-templates/prompt-template-rules.contract';
import { emailLinks, emailPreview, footerLines, footerUnder, renderOutgoingEmail } from './outgoing-email';

const adasFooter = footerLines(null, {
  firstName: 'Ada',
  lastName: 'Lovelace',
  portfolioLink: 'https://ada.dev',
});
const links = emailLinks([
  { id: 'u1', name: 'GitHub', url: 'https://github.com/ada', include_in_emails: true },
  { id: 'u2', name: 'Private notes', url: 'https://notes.example/ada', include_in_emails: false },
]);
const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('the footer under a body', () => {
  it('starts with a sign-off by default', () => {
    expect(DEFAULT_FOOTER_TEMPLATE.split('\n')[0]).toBe('Best regards,');
    expect(adasFooter).toEqual(['Best regards,', 'Ada Lovelace', 'https://ada.dev']);
  });

  it('drops its sign-off and the name under it when the body already signs off with the name', () => {
    expect(footerUnder('Hi Grace,\nShall we talk?\n\nBest regards,\nAda', adasFooter)).toEqual([
      'https://ada.dev',
    ]);
  });

  it('recognises other closings and a full name with a title under them', () => {
    expect(
      footerUnder('Hi Grace,\nThanks!\n\nKind regards\nAda Lovelace\nData engineer', adasFooter),
    ).toEqual(['https://ada.dev']);
    expect(footerUnder('See you soon.\nCheers,\nAda', adasFooter)).toEqual(['https://ada.dev']);
  });

  it('keeps the name when the body signs off without one, so the message still says who wrote it', () => {
    expect(footerUnder('Hi Grace,\nShall we talk?\nBest,', adasFooter)).toEqual([
      'Ada Lovelace',
      'https://ada.dev',
    ]);
  });

  it('keeps the line under its sign-off when it is not the name the body signs with', () => {
    expect(footerUnder('Hi Grace,\nBest regards,\nAda', ['Best regards,', 'https://ada.dev'])).toEqual([
      'https://ada.dev',
    ]);
    expect(footerUnder('Hi,\nThanks,\nThe Lovelace team', adasFooter)).toEqual([
      'Ada Lovelace',
      'https://ada.dev',
    ]);
  });

  it('is whole when the body does not sign off', () => {
    expect(footerUnder('Hi Grace,\nShall we talk?', adasFooter)).toEqual(adasFooter);
  });

  it('is whole when the closing words are mid-body, not a sign-off', () => {
    const body =
      'Hi Grace,\nThanks,\nI read your paper.\nIt changed how I test.\nCould we talk?\nMaybe Friday?';
    expect(footerUnder(body, adasFooter)).toEqual(adasFooter);
    expect(footerUnder('Best regards to your team from all of us.\nAda', adasFooter)).toEqual(adasFooter);
  });

  it("is whole when the user's own footer has no sign-off", () => {
    const own = ['P.S. My talk is online', 'https://ada.dev/talk'];
    expect(footerUnder('Hi,\nBest regards,\nAda', own)).toEqual(own);
  });
});

describe('rendering an outgoing e-mail', () => {
  it('puts the body, then the footer, then the links meant for e-mails, in both parts', () => {
    const rendered = renderOutgoingEmail('Hi Grace,<br>Shall we talk?', { footer: adasFooter, links });
    expect(rendered.text).toBe(
      [
        'Hi Grace,',
        'Shall we talk?',
        '',
        'Best regards,',
        'Ada Lovelace',
        'https://ada.dev',
        '',
        'GitHub: https://github.com/ada',
      ].join('\n'),
    );
    expect(rendered.html).toBe(
      '<div>Hi Grace,<br>Shall we talk?</div>' +
        '<p>Best regards,<br>Ada Lovelace<br>https://ada.dev</p>' +
        '<p><a href="https://github.com/ada">GitHub</a></p>',
    );
    expect(rendered.html).not.toContain('notes.example');
  });

  it('says the sign-off once when the draft already has it', () => {
    const rendered = renderOutgoingEmail('Hi Grace,<br>Shall we talk?<br><br>Best regards,<br>Ada', {
      footer: adasFooter,
      links,
    });
    expect(occurrences(rendered.text, 'Best regards')).toBe(1);
    expect(occurrences(rendered.html, 'Best regards')).toBe(1);
    expect(rendered.text).toBe(
      [
        'Hi Grace,',
        'Shall we talk?',
        '',
        'Best regards,',
        'Ada',
        '',
        'https://ada.dev',
        '',
        'GitHub: https://github.com/ada',
      ].join('\n'),
    );
  });

  it('escapes the footer and the links, and sanitises the body', () => {
    const rendered = renderOutgoingEmail('Hi<script>alert(1)</script>', {
      footer: ['<b>Ada</b> & co'],
      links: [{ name: 'Me "here"', url: 'https://ada.dev/?a=1&b=2' }],
    });
    expect(rendered.html).toBe(
      '<div>Hi</div><p>&lt;b&gt;Ada&lt;/b&gt; &amp; co</p>' +
        '<p><a href="https://ada.dev/?a=1&amp;b=2">Me &quot;here&quot;</a></p>',
    );
  });

  it('previews the attached files by name', () => {
    expect(
      emailPreview('Hello', { footer: [], links: [] }, [{ documentId: 'd1', filename: 'resume.pdf' }]),
    ).toEqual({ html: '<div>Hello</div>', text: 'Hello', attachments: ['resume.pdf'] });
  });
});
