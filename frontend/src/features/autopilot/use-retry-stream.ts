import type { RetryStreamMessage, RetryView } from '@outreach/backend/autopilot/autopilot.contract';
import { useEffect, useRef, useState } from 'react';
import { readAccessToken } from '../../api/session-storage';
import { backendUrl } from '../../config/env';
import { STREAM_FALLBACK_MS } from './detail/task-detail-rules';

/** A stream the browser gave up on (refused, or not served) is tried again this long after, not in a tight loop. */
export const STREAM_REOPEN_MS = 30_000;

export interface RetryUpdate {
  key: string;
  retry: RetryView;
  newSessionId: string | null;
  timestamp: string;
}

/**
 * GET /autopilot/retries/stream (§7.1): each processed retry reaches `onProcessed`. Answers whether the list must
 * poll instead: true from 5 s after the stream failed until it is connected again (the browser reconnects on its
 * own; a stream it gave up on is opened again 30 s later, with the token stored then).
 */
export function useRetryStream(onProcessed: (update: RetryUpdate) => void): boolean {
  const [fallback, setFallback] = useState(false);
  const processed = useRef(onProcessed);
  useEffect(() => {
    processed.current = onProcessed;
  }, [onProcessed]);

  useEffect(() => {
    // A browser without server-sent events polls from the start.
    if (typeof EventSource === 'undefined') {
      setFallback(true);
      return;
    }
    let source: EventSource | null = null;
    let fallbackTimer: ReturnType<typeof setTimeout> | undefined;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const open = () => {
      const token = readAccessToken();
      if (!token || stopped) return;
      const stream = new EventSource(
        backendUrl(`/autopilot/retries/stream?token=${encodeURIComponent(token)}`),
      );
      source = stream;
      const failed = () => {
        fallbackTimer ??= setTimeout(() => {
          fallbackTimer = undefined;
          setFallback(true);
        }, STREAM_FALLBACK_MS);
        if (stream.readyState !== EventSource.CLOSED || reopenTimer !== undefined) return;
        stream.close();
        reopenTimer = setTimeout(() => {
          reopenTimer = undefined;
          open();
        }, STREAM_REOPEN_MS);
      };
      stream.addEventListener('message', (event: MessageEvent<string>) => {
        const message = parse(event.data);
        if (!message) return;
        if (message.type === 'connected') {
          clearTimeout(fallbackTimer);
          fallbackTimer = undefined;
          setFallback(false);
        } else if (message.type === 'retry_processed') {
          processed.current({
            key: `${message.retry.id}@${message.timestamp}`,
            retry: message.retry,
            newSessionId: message.new_session?._id ?? message.retry.new_session_id,
            timestamp: message.timestamp,
          });
        } else if (message.type === 'error') {
          failed();
        }
      });
      stream.addEventListener('error', failed);
    };

    open();
    return () => {
      stopped = true;
      clearTimeout(fallbackTimer);
      clearTimeout(reopenTimer);
      source?.close();
    };
  }, []);

  return fallback;
}

function parse(data: string): RetryStreamMessage | null {
  try {
    const message = JSON.parse(data) as RetryStreamMessage;
    return typeof message === 'object' && message !== null && 'type' in message ? message : null;
  } catch {
    return null;
  }
}
