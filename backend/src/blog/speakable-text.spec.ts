import { speakableText } from './speakable-text';

const post = (body_md: string) => ({ title: 'Cold e-mails that get read', body_md, sections: [] });

describe("a post's speakable text", () => {
  it('given a post, when spoken, then the title comes first and each block is its own paragraph', () => {
    expect(speakableText(post('First paragraph,\nwrapped.\n\n## A heading\n\nSecond paragraph.'))).toBe(
      'Cold e-mails that get read\n\nFirst paragraph, wrapped.\n\nA heading\n\nSecond paragraph.',
    );
  });

  it('given sections, when spoken, then each heading is followed by its text, in order', () => {
    const text = speakableText({
      title: 'Follow-up timing',
      body_md: null,
      sections: [
        { heading: 'Silence is not an answer', body_md: 'Wait a week.' },
        { heading: 'The second nudge', body_md: 'Then **once** more.' },
      ],
    });

    expect(text).toBe(
      'Follow-up timing\n\nSilence is not an answer\n\nWait a week.\n\nThe second nudge\n\nThen once more.',
    );
  });

  it('given emphasis, links, lists and quotes, when spoken, then only their words remain', () => {
    const text = speakableText(
      post(
        'Say **why** in _one_ line, see the [pricing page](/pricing) or [docs](https://example.com/a).\n\n' +
          '- one ~~small~~ thing\n- another\n  1. nested\n\n> A quote.',
      ),
    );

    expect(text).toBe(
      'Cold e-mails that get read\n\nSay why in one line, see the pricing page or docs.\n\n' +
        'one small thing\n\nanother\n\nnested\n\nA quote.',
    );
    expect(text).not.toMatch(/[*_~[\]()#>]|\/pricing|https?:/);
  });

  it('given URLs, images, raw HTML and code blocks, when spoken, then none of them is read', () => {
    const text = speakableText(
      post(
        'Write to https://example.com/jobs?id=1 or <https://example.com> today.\n\n' +
          '![A chart](/images/blog/chart.svg)\n\n' +
          'Hello <b>bold</b> <script>alert(1)</script> reader.\n\n' +
          '```ts\nconst subject = "why";\n```\n\n' +
          'Run `outreach send` once.\n\n---\n\n<div>raw block</div>',
      ),
    );

    expect(text).toBe(
      'Cold e-mails that get read\n\nWrite to or today.\n\nHello bold reader.\n\nRun outreach send once.',
    );
  });

  it('given characters Markdown escapes or encodes, when spoken, then the characters themselves are read', () => {
    expect(speakableText(post('Q&A: "hello" \\*not emphasis\\* & it\'s <fine>'))).toBe(
      'Cold e-mails that get read\n\nQ&A: "hello" *not emphasis* & it\'s',
    );
  });

  it('given a table, when spoken, then each row is read with its cells in order', () => {
    expect(speakableText(post('| Day | Step |\n|---|---|\n| 1 | Send |\n| 7 | Follow up |'))).toBe(
      'Cold e-mails that get read\n\nDay, Step\n\n1, Send\n\n7, Follow up',
    );
  });
});
