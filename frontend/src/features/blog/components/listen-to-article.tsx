import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FetchError } from '../../../components/ui/fetch-error';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useArticleAudioMutation } from '../article-audio.api';

interface ListenToArticleProps {
  /** The post whose text is read aloud (POST /blog/tts takes slug and text). */
  slug: string;
  /** The words the audio speaks: the post's listen_text from GET /blog/{slug}, the only text the server reads. */
  text: string;
}

interface LoadedAudio {
  url: string;
  slug: string;
  text: string;
}

function SpeakerIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
      <path d="M9.4 3.2a.75.75 0 0 1 .6.73v12.14a.75.75 0 0 1-1.23.58L4.98 13.5H3a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1h1.98l3.79-3.15a.75.75 0 0 1 .63-.15ZM13.53 6.47a.75.75 0 0 1 1.06 0 5 5 0 0 1 0 7.06.75.75 0 1 1-1.06-1.06 3.5 3.5 0 0 0 0-4.94.75.75 0 0 1 0-1.06Z" />
    </svg>
  );
}

/**
 * 'Listen to article': asks the server to read the post aloud, then plays it. The audio is made on the first
 * request for a text (seconds for a long post) and cached by the server after, so the wait is shown.
 */
export function ListenToArticle({ slug, text }: ListenToArticleProps) {
  const [fetchAudio, { isLoading }] = useArticleAudioMutation();
  const [audio, setAudio] = useState<LoadedAudio | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const mounted = useRef(false);
  const player = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Each object URL holds the whole file in memory until revoked: when replaced, and when the page goes.
  useEffect(() => {
    if (!audio) return;
    return () => URL.revokeObjectURL(audio.url);
  }, [audio]);

  // Another post in the same mounted component: its own button again, and the old audio released (effect above).
  const post = `${slug}\n${text}`;
  const [shownFor, setShownFor] = useState(post);
  if (shownFor !== post) {
    setShownFor(post);
    setFailure(null);
  }
  if (audio && (audio.slug !== slug || audio.text !== text)) setAudio(null);
  const current = audio && audio.slug === slug && audio.text === text ? audio : null;

  useEffect(() => {
    // The listener asked for it with a click, so browsers let it start with sound; if one refuses, the controls stay.
    if (current) player.current?.play().catch(() => undefined);
  }, [current]);

  const listen = async () => {
    setFailure(null);
    try {
      const url = await fetchAudio({ slug, text }).unwrap();
      if (mounted.current) setAudio({ url, slug, text });
      else URL.revokeObjectURL(url);
    } catch (error) {
      if (mounted.current) setFailure({ error });
    }
  };

  if (current) {
    return (
      <audio
        ref={player}
        controls
        src={current.url}
        aria-label="Article audio"
        className="w-full max-w-xl"
        preload="auto"
      />
    );
  }

  return (
    <div className="space-y-3">
      {!failure && (
        <Button variant="secondary" onClick={() => void listen()} disabled={isLoading} aria-busy={isLoading}>
          <SpeakerIcon />
          Listen to article
        </Button>
      )}
      {isLoading && (
        <div className="max-w-xs space-y-1">
          <ProgressBar
            label="Preparing audio"
            percent={null}
            valueText="Preparing audio"
            fillClassName="h-full w-1/3 animate-pulse rounded-full bg-indigo-600 dark:bg-indigo-400"
          />
          <p role="status" className="text-xs text-gray-600 dark:text-gray-400">
            Preparing audio… a long article takes a few seconds the first time.
          </p>
        </div>
      )}
      {failure && (
        <FetchError
          message="Could not load audio"
          error={failure.error}
          retrying={isLoading}
          onRetry={() => void listen()}
        />
      )}
    </div>
  );
}
