import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerQueries } from '../../testing/msw-server';
import { renderWithProviders, signedInAs } from '../../testing/render-with-providers';
import { summary } from './blog-fixtures';

const coldEmails = summary('cold-emails-that-work', {
  title: 'Cold e-mails to hiring managers that get read',
  published_at: '2026-09-08',
  tags: ['cold email', 'writing'],
  read_minutes: 5,
});
const followUp = summary('follow-up-timing', {
  title: 'Following up: when to write again',
  published_at: '2026-09-22',
  tags: ['follow-up', 'timing'],
});
const all = [followUp, coldEmails];

/** The server double: a q containing "follow" finds the follow-up post, a tag filters by tag, "zeppelin" nothing. */
function answerSearches() {
  return answerQueries('/blog', (params) => {
    const q = params.get('q')?.toLowerCase() ?? '';
    const tag = params.get('tag');
    return {
      items: all.filter(
        (post) =>
          (!tag || post.tags.includes(tag)) && (!q || post.title.toLowerCase().includes(q.split(' ')[0])),
      ),
    };
  });
}

const cards = () =>
  within(screen.getByRole('region', { name: 'Posts' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('blog page', () => {
  it('shows the hero, the search and tag boxes, a pricing link and a card per post with its details', async () => {
    answerSearches();
    renderWithProviders(null, { route: '/blog' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Outreach that gets answered' }),
    ).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tag' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute('href', '/pricing');
    await waitFor(() => expect(cards()).toEqual([followUp.title, coldEmails.title]));

    const card = screen.getByRole('link', { name: coldEmails.title }).closest('article')!;
    expect(within(card).getByText('September 8, 2026')).toHaveAttribute('datetime', '2026-09-08');
    expect(within(card).getByText(/5 min read/)).toBeInTheDocument();
    expect(within(card).getByText(coldEmails.excerpt)).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/blog/cold-emails-that-work.svg');
    expect(within(card).getByRole('link', { name: 'cold email' })).toHaveAttribute(
      'href',
      '/blog?tag=cold+email',
    );
    expect(screen.getByRole('link', { name: coldEmails.title })).toHaveAttribute(
      'href',
      '/blog/cold-emails-that-work',
    );
    expect(document.title).toMatch(/^Blog: job-search outreach advice/);
  });

  it('searches as the visitor types and keeps the search in the URL', async () => {
    const requests = answerSearches();
    const { user, router } = renderWithProviders(null, { route: '/blog' });
    await waitFor(() => expect(cards()).toHaveLength(2));

    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'following');

    await waitFor(() => expect(router.state.location.search).toBe('?q=following'));
    await waitFor(() => expect(cards()).toEqual([followUp.title]));
    expect(requests.at(-1)?.get('q')).toBe('following');
    expect(screen.getByRole('status')).toHaveTextContent('1 post found');
  });

  it('opens with the search and tag of a shared link, and filters by the tag box', async () => {
    const requests = answerSearches();
    const { user, router } = renderWithProviders(null, { route: '/blog?tag=timing' });

    await waitFor(() => expect(cards()).toEqual([followUp.title]));
    expect(requests.some((params) => params.get('tag') === 'timing')).toBe(true);
    const tagBox = screen.getByRole('combobox', { name: 'Tag' });
    expect(tagBox).toHaveValue('timing');

    await user.selectOptions(tagBox, 'writing');
    await waitFor(() => expect(router.state.location.search).toBe('?tag=writing'));
    await waitFor(() => expect(cards()).toEqual([coldEmails.title]));
  });

  it('says when nothing matches and shows every post again on request', async () => {
    answerSearches();
    const { user, router } = renderWithProviders(null, { route: '/blog?q=zeppelin' });

    expect(await screen.findByText('No posts match your search.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('zeppelin');

    await user.click(screen.getByRole('button', { name: 'Show all posts' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('works inside the signed-in shell too', async () => {
    signedInAs();
    answerSearches();
    renderWithProviders(null, { route: '/blog' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Outreach that gets answered' }),
    ).toBeVisible();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(2));
  });
});
