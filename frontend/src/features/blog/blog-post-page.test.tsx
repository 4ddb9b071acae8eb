import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { post } from './blog-fixtures';

const sectioned = post('follow-up-timing', {
  title: 'Following up: when to write again',
  published_at: '2026-09-22',
  read_minutes: 5,
  excerpt: 'Silence is usually not a no.',
  tags: ['follow-up', 'timing'],
  body_md: null,
  body_html: null,
  sections: [
    {
      heading: 'Silence is not an answer',
      body_md: 'Most of the time…',
      body_html: '<p>Most of the time…</p>',
    },
    {
      heading: 'How long to wait',
      body_md: '- a week',
      body_html: '<ul>\n<li>About <strong>a week</strong>.</li>\n</ul>',
    },
  ],
});

function answerPost(answer = sectioned) {
  server.use(http.get(`/blog/${answer.slug}`, () => HttpResponse.json(answer)));
}

describe('blog post page', () => {
  it('shows the breadcrumb, date, minutes, title, audio control, hero image, sections, tags and the pricing call', async () => {
    answerPost();
    renderWithProviders(null, { route: '/blog/follow-up-timing' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Following up: when to write again' }),
    ).toBeVisible();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByText('September 22, 2026')).toHaveAttribute('datetime', '2026-09-22');
    expect(screen.getByText(/5 min read/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute(
      'aria-valuemin',
      '0',
    );
    expect(screen.getByRole('button', { name: /listen to article/i })).toBeInTheDocument();
    expect(document.querySelector('article img')).toHaveAttribute('src', '/images/blog/follow-up-timing.svg');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Silence is not an answer',
      'How long to wait',
      'Keep exploring',
    ]);
    expect(screen.getByText('a week').tagName).toBe('STRONG');
    expect(
      within(screen.getByRole('list', { name: 'Tags' })).getByRole('link', { name: 'timing' }),
    ).toHaveAttribute('href', '/blog?tag=timing');
    expect(screen.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    await waitFor(() => expect(document.title).toBe('Following up: when to write again · Outreach'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/blog/follow-up-timing`,
    );
  });

  it('shows a post written as one body', async () => {
    answerPost(post('one-body', { title: 'One body', body_html: '<h2>Part</h2>\n<p>Text of the post.</p>' }));
    renderWithProviders(null, { route: '/blog/one-body' });

    expect(await screen.findByText('Text of the post.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Part' })).toBeInTheDocument();
  });

  it("asks for the post read aloud with the post's listen_text, exactly as the server gave it", async () => {
    const listenText = 'Following up: when to write again\n\nSilence is not an answer\n\nMost of the time…';
    answerPost({ ...sectioned, listen_text: listenText });
    const requests: unknown[] = [];
    server.use(
      http.post('/blog/tts', async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json(
          { code: 'SPEECH.UNAVAILABLE', detail: 'Not in this test.' },
          { status: 503 },
        );
      }),
    );
    const { user } = renderWithProviders(null, { route: '/blog/follow-up-timing' });

    await user.click(await screen.findByRole('button', { name: /listen to article/i }));

    await waitFor(() => expect(requests).toEqual([{ slug: 'follow-up-timing', text: listenText }]));
  });

  it('says a post is not found, with a way back to the blog', async () => {
    renderWithProviders(null, { route: '/blog/no-such-post' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('button', { name: /listen to article/i })).not.toBeInTheDocument();
  });

  it('goes to the blog filtered by a tag', async () => {
    answerPost();
    server.use(http.get('/blog', () => HttpResponse.json({ items: [] })));
    const { user, router } = renderWithProviders(null, { route: '/blog/follow-up-timing' });

    await user.click(
      await within(await screen.findByRole('list', { name: 'Tags' })).findByRole('link', {
        name: 'follow-up',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(router.state.location.search).toBe('?tag=follow-up');
  });
});
