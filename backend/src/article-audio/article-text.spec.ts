import { BLOG_CONTENT_DIR, BlogLibrary } from '../blog/blog.module';
import { MAX_ARTICLE_TEXT_CHARACTERS } from './article-audio.contract';
import { NotThePostsText } from './article-audio.errors';
import { textToSpeak } from './article-text';

const thrownBy = (act: () => unknown): unknown => {
  try {
    act();
  } catch (error) {
    return error;
  }
  return null;
};

const LISTEN_TEXT = 'Follow-up timing\n\nSilence is not an answer\n\nWait a week.';

describe('the text read aloud for a post', () => {
  it("given the post's own text, when asked, then that text is spoken", () => {
    expect(textToSpeak('follow-up-timing', LISTEN_TEXT, LISTEN_TEXT)).toBe(LISTEN_TEXT);
  });

  it("given the post's text with other whitespace, when asked, then the post's own text is spoken", () => {
    const reflowed = '  Follow-up timing\r\n Silence is  not\tan answer\nWait a week.\n';

    expect(textToSpeak('follow-up-timing', LISTEN_TEXT, reflowed)).toBe(LISTEN_TEXT);
  });

  it('given any other text, when asked, then it is refused naming the field text', () => {
    for (const given of ['Buy cheap watches now.', LISTEN_TEXT.slice(0, -1), `${LISTEN_TEXT} Extra.`]) {
      expect(() => textToSpeak('follow-up-timing', LISTEN_TEXT, given)).toThrow(NotThePostsText);
    }
    expect(thrownBy(() => textToSpeak('follow-up-timing', LISTEN_TEXT, 'Hello.'))).toMatchObject({
      code: 'ARTICLE_AUDIO.TEXT_NOT_THE_POSTS',
      field: 'text',
    });
  });
});

describe("the blog's posts read aloud", () => {
  const blog = BlogLibrary.fromDirectory(BLOG_CONTENT_DIR);
  const posts = blog.search({});

  it.each(posts.map((post) => post.slug))(
    '%s has a listen text a request may carry, without markup or link targets',
    (slug) => {
      const text = blog.listenText(slug);

      expect(text.length).toBeLessThanOrEqual(MAX_ARTICLE_TEXT_CHARACTERS);
      expect(text.startsWith(`${blog.get(slug).title}\n\n`)).toBe(true);
      expect(text).not.toMatch(/[*_`#<>[\]]|\]\(|https?:|\/blog\/|\/pricing/);
    },
  );
});
