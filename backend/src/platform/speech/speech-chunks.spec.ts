import { speechChunks } from './speech-chunks';

describe('speech chunks', () => {
  it('keeps a text within the limit whole', () => {
    expect(speechChunks('  One sentence. Another one.  ', 100)).toEqual(['One sentence. Another one.']);
  });

  it('cuts after the last sentence that ends within the limit', () => {
    const text = 'First sentence here. Second sentence here! Third one is long enough to overflow.';

    const chunks = speechChunks(text, 45);

    expect(chunks).toEqual([
      'First sentence here. Second sentence here!',
      'Third one is long enough to overflow.',
    ]);
  });

  it('cuts at a line break, and at the last space when no sentence ends in time', () => {
    expect(speechChunks('A heading\nand a body that runs on', 20)).toEqual([
      'A heading',
      'and a body that runs',
      'on',
    ]);
  });

  it('cuts a word longer than the limit mid-word', () => {
    expect(speechChunks('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('never exceeds the limit and loses no word of a long article', () => {
    const sentence = 'Outreach works best when every message is short, personal and sent at the right time. ';
    const article = sentence.repeat(250);

    const chunks = speechChunks(article, 4096);

    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(4096);
    expect(chunks.join(' ')).toBe(article.trim());
    for (const chunk of chunks) expect(chunk.endsWith('.')).toBe(true);
  });
});
