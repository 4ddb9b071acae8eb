import { extractReplyText, htmlToText } from './reply-text';

describe('extractReplyText', () => {
  it('keeps a reply without history as it is', () => {
    expect(extractReplyText('Thanks, Tuesday works.\r\n\r\nBest,\r\nGrace')).toBe(
      'Thanks, Tuesday works.\n\nBest,\nGrace',
    );
  });

  it('cuts Gmail-style history, also when the attribution wraps', () => {
    expect(
      extractReplyText(
        'Sounds good!\n\nOn Mon, Nov 23, 2026 at 10:00 AM Ada <ada@example.com> wrote:\n> Hi Grace',
      ),
    ).toBe('Sounds good!');
    expect(
      extractReplyText('Yes.\nOn Mon, Nov 23, 2026 at 10:00 AM Ada Lovelace\n<ada@example.com> wrote:\n> Hi'),
    ).toBe('Yes.');
  });

  it('cuts Outlook history blocks', () => {
    expect(extractReplyText('Happy to chat.\n\n-----Original Message-----\nFrom: Ada')).toBe(
      'Happy to chat.',
    );
    expect(
      extractReplyText(
        'Happy to chat.\n________________________________\nFrom: Ada <ada@example.com>\nSent: Monday',
      ),
    ).toBe('Happy to chat.');
    expect(extractReplyText('Happy to chat.\n\nFrom: Ada <ada@example.com>\nSent: Monday\nTo: Grace')).toBe(
      'Happy to chat.',
    );
  });

  it('cuts quoted lines and signatures', () => {
    expect(extractReplyText('Sure.\n> earlier text')).toBe('Sure.');
    expect(extractReplyText('Sure.\n-- \nGrace Hopper\nNavy')).toBe('Sure.');
    expect(extractReplyText('Sure.\n\nSent from my iPhone')).toBe('Sure.');
  });

  it('keeps everything when the cut would leave nothing', () => {
    expect(extractReplyText('> only quoted text')).toBe('> only quoted text');
  });

  it('does not cut at a mere mention of "From:" in the answer', () => {
    expect(extractReplyText('From: the team, thanks!\nSee you')).toBe('From: the team, thanks!\nSee you');
  });
});

describe('htmlToText', () => {
  it('turns blocks and breaks into lines, drops tags and decodes entities', () => {
    expect(htmlToText('<div>Hi &amp; thanks<br>Grace</div><p>Next</p><style>p{}</style>')).toBe(
      'Hi & thanks\nGrace\nNext',
    );
  });

  it('marks a quoted blockquote so extractReplyText cuts it', () => {
    expect(extractReplyText(htmlToText('<p>Yes</p><blockquote>old</blockquote>'))).toBe('Yes');
  });
});
