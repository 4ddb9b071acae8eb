import { countWords, readMinutes, WORDS_PER_MINUTE } from './read-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('blog read time (spec §5)', () => {
  it('given read_minutes in the front matter, when the time is read, then it is that number', () => {
    expect(readMinutes(words(2000), 3)).toBe(3);
  });

  it('given exactly 225 words, when the time is read, then it is one minute', () => {
    expect(readMinutes(words(WORDS_PER_MINUTE))).toBe(1);
  });

  it('given one word over a whole minute, when the time is read, then it is rounded up', () => {
    expect(readMinutes(words(226))).toBe(2);
    expect(readMinutes(words(900))).toBe(4);
    expect(readMinutes(words(901))).toBe(5);
  });

  it('given a body shorter than a minute or empty, when the time is read, then it is at least one minute', () => {
    expect(readMinutes('Short.')).toBe(1);
    expect(readMinutes('')).toBe(1);
  });

  it('given Markdown, when its words are counted, then markup and link targets are not words', () => {
    expect(countWords('## Why write\n\n- **Bold** move, see [the post](/blog/follow-up-timing).')).toBe(7);
    expect(countWords("Don't count the apostrophe — or the dash.")).toBe(7);
  });
});
