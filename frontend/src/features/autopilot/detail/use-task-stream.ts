import type { TaskStatusView } from '@outreach/backend/autopilot/autopilot-progress.contract';
import type { TaskStreamMessage } from '@outreach/backend/autopilot/autopilot.contract';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useAppDispatch } from '../../../api/hooks';
import { readAccessToken } from '../../../api/session-storage';
import { backendUrl } from '../../../config/env';
import { autopilotApi } from '../autopilot.api';
import { isLive, STREAM_FALLBACK_MS } from './task-detail-rules';

/** The event names a server may give its messages; unnamed ones arrive as 'message'. */
const MESSAGE_EVENTS = ['message', 'connected', 'heartbeat', 'status_update', 'session_complete'] as const;

function parseMessage(data: unknown): TaskStreamMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as TaskStreamMessage;
    return message && typeof message === 'object' && typeof message.type === 'string' ? message : null;
  } catch {
    return null;
  }
}

/**
 * Spec §4.4: while the task is running or queued, its stream (GET /autopilot/{id}/stream?token=) keeps the cached
 * task current. An error (a message or a lost connection) closes it and, after 5 s, hands over to polling for as
 * long as the page is open. Answers whether the page should poll.
 */
export function useTaskStream(taskId: string, status: TaskStatusView | undefined): { polling: boolean } {
  const dispatch = useAppDispatch();
  const [fallback, setFallback] = useState(false);
  const live = status !== undefined && isLive(status);

  useEffect(() => {
    if (!live || fallback) return;
    const token = readAccessToken();
    // EventSource cannot send headers, hence the token in the query (spec §7.1); without either, poll.
    if (typeof EventSource === 'undefined' || !token) {
      setFallback(true);
      return;
    }
    const source = new EventSource(
      backendUrl(`/autopilot/${encodeURIComponent(taskId)}/stream?${new URLSearchParams({ token })}`),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const close = () => {
      closed = true;
      source.close();
    };
    const fail = (detail: string) => {
      if (closed) return;
      close();
      toast.error(`Connection error: ${detail}`);
      timer = setTimeout(() => setFallback(true), STREAM_FALLBACK_MS);
    };
    const adopt = (session: Extract<TaskStreamMessage, { session: unknown }>['session']) =>
      dispatch(autopilotApi.util.updateQueryData('autopilotTask', taskId, () => session));

    const onMessage = (event: Event) => {
      const message = parseMessage((event as MessageEvent).data);
      if (!message || closed) return;
      switch (message.type) {
        case 'status_update':
          adopt(message.session);
          break;
        case 'session_complete':
          adopt(message.session);
          close();
          toast.success('Autopilot session completed!');
          break;
        case 'error':
          fail(message.message);
          break;
        case 'connected':
        case 'heartbeat':
          break;
        default: {
          const _never: never = message;
          return _never;
        }
      }
    };
    // A server's 'error' message and a lost connection share the event name; only the message carries data.
    const onError = (event: Event) => {
      if (event instanceof MessageEvent && typeof event.data === 'string') onMessage(event);
      else fail('the live updates stopped');
    };
    for (const name of MESSAGE_EVENTS) source.addEventListener(name, onMessage);
    source.addEventListener('error', onError);
    return () => {
      clearTimeout(timer);
      close();
    };
  }, [dispatch, taskId, live, fallback]);

  return { polling: live && fallback };
}
