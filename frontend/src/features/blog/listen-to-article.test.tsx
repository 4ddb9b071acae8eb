import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ListenToArticle } from './components/listen-to-article';

const SLUG = 'cold-outreach-that-works';
const TEXT = 'Cold outreach that works. Name the person and say why you write.';
const WAV = new Uint8Array([0x52, 0x49, 0x46, 0x46]);

let created: Blob[] = [];
const revoked: string[] = [];
let play: ReturnType<typeof vi.fn>;

beforeEach(() => {
  created = [];
  revoked.length = 0;
  // jsdom has no object URLs and no media playback; the component's use of both is what these tests check.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob);
    return `blob:audio-${created.length}`;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  play = vi.fn(() => Promise.resolve());
  HTMLMediaElement.prototype.play = play as unknown as HTMLMediaElement['play'];
});
afterEach(() => {
  vi.restoreAllMocks();
});

function audioAnswers(record: unknown[] = []) {
  server.use(
    http.post('/blog/tts', async ({ request }) => {
      record.push(await request.json());
      await delay(30);
      return new HttpResponse(WAV, { headers: { 'Content-Type': 'audio/wav' } });
    }),
  );
  return record;
}

/** The post page keeps the component mounted when the visitor moves to the next post. */
function TwoPosts() {
  const [second, setSecond] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setSecond(true)}>
        Next post
      </button>
      <ListenToArticle slug={second ? 'another-post' : SLUG} text={second ? 'Another post.' : TEXT} />
    </>
  );
}

describe('ListenToArticle', () => {
  it('asks for the post read aloud, shows the wait, then plays it in a named player', async () => {
    const requests = audioAnswers();
    const { user, store } = renderWithProviders(<ListenToArticle slug={SLUG} text={TEXT} />, {
      route: '/blog/x',
    });

    await user.click(screen.getByRole('button', { name: 'Listen to article' }));

    expect(await screen.findByRole('progressbar', { name: 'Preparing audio' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Preparing audio');
    expect(screen.getByRole('button', { name: 'Listen to article' })).toBeDisabled();
    const player = await screen.findByLabelText('Article audio');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', 'blob:audio-1');
    expect(player).toHaveAttribute('controls');
    expect(requests).toEqual([{ slug: SLUG, text: TEXT }]);
    expect(created[0].type).toBe('audio/wav');
    expect(created[0].size).toBe(WAV.length);
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // The store keeps the URL, never the Blob.
    const kept = Object.values(store.getState().api.mutations).map((mutation) => mutation?.data);
    expect(kept).toEqual(['blob:audio-1']);
  });

  it("says 'Could not load audio' with the server's reason, and Retry fetches it again", async () => {
    // Handlers added later are asked first: the refusal answers once, then the audio.
    audioAnswers();
    server.use(
      http.post(
        '/blog/tts',
        () =>
          HttpResponse.json(
            {
              code: 'ARTICLE_AUDIO.TOO_MANY_REQUESTS',
              detail:
                'Too many articles read aloud from here. Please wait a few minutes before listening to another.',
            },
            { status: 429, headers: { 'Retry-After': '120' } },
          ),
        { once: true },
      ),
    );
    const { user } = renderWithProviders(<ListenToArticle slug={SLUG} text={TEXT} />, { route: '/blog/x' });

    await user.click(screen.getByRole('button', { name: 'Listen to article' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load audio');
    expect(alert).toHaveTextContent('Please wait a few minutes');
    expect(screen.queryByLabelText('Article audio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Article audio')).toHaveAttribute('src', 'blob:audio-1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fails readably when the server cannot be reached', async () => {
    server.use(http.post('/blog/tts', () => HttpResponse.error()));
    const { user } = renderWithProviders(<ListenToArticle slug={SLUG} text={TEXT} />, { route: '/blog/x' });

    await user.click(screen.getByRole('button', { name: 'Listen to article' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load audio');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('releases the audio when the page goes', async () => {
    audioAnswers();
    const { user, unmount } = renderWithProviders(<ListenToArticle slug={SLUG} text={TEXT} />, {
      route: '/blog/x',
    });
    await user.click(screen.getByRole('button', { name: 'Listen to article' }));
    await screen.findByLabelText('Article audio');
    expect(revoked).toEqual([]);

    unmount();

    expect(revoked).toEqual(['blob:audio-1']);
  });

  it('offers to listen again from the start when shown another post', async () => {
    audioAnswers();
    const { user } = renderWithProviders(<TwoPosts />, { route: '/blog/x' });
    await user.click(screen.getByRole('button', { name: 'Listen to article' }));
    await screen.findByLabelText('Article audio');

    await user.click(screen.getByRole('button', { name: 'Next post' }));

    expect(screen.queryByLabelText('Article audio')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Listen to article' })).toBeEnabled();
    expect(revoked).toEqual(['blob:audio-1']);
  });
});
