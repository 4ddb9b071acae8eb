import { searchPosts, type Searchable } from './blog-search';

const post = (slug: string, published_at: string, fields: Partial<Searchable> = {}): Searchable => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: 'An excerpt.',
  tags: ['writing'],
  published_at,
  text: 'Body text.',
  ...fields,
});

const coldEmail = post('cold', '2026-09-08', {
  title: 'Cold e-mails to hiring managers',
  tags: ['cold email', 'writing'],
  text: 'Ask for something small and specific.',
});
const followUp = post('follow', '2026-09-22', {
  title: 'Following up',
  excerpt: 'Silence is not an answer.',
  tags: ['follow-up', 'timing'],
  text: 'Reply in the same thread. Add something each time.',
});
const campus = post('campus', '2026-11-17', {
  title: 'Campus networking',
  tags: ['networking', 'campus'],
  text: 'Alumni of your university are warm contacts.',
});
const posts = [coldEmail, followUp, campus];
const slugs = (found: Searchable[]) => found.map((p) => p.slug);

describe('blog search', () => {
  it('given no query and no tag, when searching, then every post comes newest first', () => {
    expect(slugs(searchPosts(posts, {}))).toEqual(['campus', 'follow', 'cold']);
  });

  it('given a word only in a body, when searching for it in another case, then that post is found', () => {
    expect(slugs(searchPosts(posts, { q: 'ALUMNI' }))).toEqual(['campus']);
  });

  it('given words from the title and the excerpt, when searching, then the post with both is found', () => {
    expect(slugs(searchPosts(posts, { q: 'following silence' }))).toEqual(['follow']);
  });

  it('given a word that only one post lacks, when searching for two words, then every word must match', () => {
    expect(slugs(searchPosts(posts, { q: 'thread alumni' }))).toEqual([]);
  });

  it('given a tag word, when searching for it as text, then posts with that tag are found', () => {
    expect(slugs(searchPosts(posts, { q: 'timing' }))).toEqual(['follow']);
  });

  it('given the start of a word, when searching, then longer words beginning with it match', () => {
    expect(slugs(searchPosts(posts, { q: 'network' }))).toEqual(['campus']);
  });

  it('given punctuation in the query, when searching, then it separates words and matches nothing by itself', () => {
    expect(slugs(searchPosts(posts, { q: 'follow-up!' }))).toEqual(['follow']);
    expect(slugs(searchPosts(posts, { q: '?!' }))).toEqual(['campus', 'follow', 'cold']);
  });

  it('given a tag, when filtering, then only posts with exactly that tag remain, newest first', () => {
    expect(slugs(searchPosts(posts, { tag: 'writing' }))).toEqual(['cold']);
    expect(slugs(searchPosts(posts, { tag: 'cold' }))).toEqual([]);
  });

  it('given a tag and a query, when searching, then both must hold', () => {
    expect(slugs(searchPosts(posts, { q: 'specific', tag: 'writing' }))).toEqual(['cold']);
    expect(slugs(searchPosts(posts, { q: 'specific', tag: 'campus' }))).toEqual([]);
  });

  it('given two posts of one day, when listing, then they are ordered by title', () => {
    const b = post('b', '2026-10-01', { title: 'Beta' });
    const a = post('a', '2026-10-01', { title: 'Alpha' });
    expect(slugs(searchPosts([b, a], {}))).toEqual(['a', 'b']);
  });
});
