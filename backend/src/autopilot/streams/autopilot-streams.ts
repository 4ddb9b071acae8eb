import { Inject, Injectable, Logger, type MessageEvent } from '@nestjs/common';
import {
  catchError,
  concat,
  concatMap,
  endWith,
  filter,
  ignoreElements,
  interval,
  map,
  merge,
  type Observable,
  of,
  share,
  takeUntil,
  takeWhile,
} from 'rxjs';
import { loadAggregate } from '../../platform/commands/execute-command';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { RealtimePublisher } from '../../platform/realtime/realtime.publisher';
import type { ProjectionBatch } from '../../platform/realtime/server-events.contract';
import { autopilotTaskDecider } from '../autopilot-task.decider';
import { TaskNotFound } from '../autopilot-task.errors';
import { autopilotTaskStreamId } from '../autopilot-task.events';
import {
  STREAM_HEARTBEAT_SECONDS,
  type RetryStreamMessage,
  type TaskStreamMessage,
  type TaskView,
} from '../autopilot.contract';
import { AutopilotTasksQuery } from '../queries/autopilot-tasks.query';

const AUTOPILOT_TASKS = 'autopilot-tasks';

type StreamMessage = TaskStreamMessage | RetryStreamMessage;

/** §4.4: the client shows 'Connection error: ...' and falls back to polling. */
const STREAM_FAILED = 'Live updates stopped';
const timestamp = () => new Date().toISOString();
const ended = (task: TaskView) => task.status === 'completed' || task.status === 'failed';

/**
 * §4.4's event streams, fed by the projection pushes this node publishes (no polling): after each autopilot-tasks
 * batch that names the user, the user's row is read again and sent when it changed. Only the heartbeat is timed.
 */
@Injectable()
export class AutopilotStreams {
  private readonly logger = new Logger('AutopilotStreams');
  private readonly heartbeatMs: number;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly tasks: AutopilotTasksQuery,
    private readonly publisher: RealtimePublisher,
  ) {
    this.heartbeatMs = (config.AUTOPILOT_STREAM_HEARTBEAT_SECONDS ?? STREAM_HEARTBEAT_SECONDS) * 1000;
  }

  /**
   * Throws TaskNotFound for another user's task, a deleted or an unknown one. The task's own stream decides, so one
   * started a moment ago is found. Called before a stream opens (OwnTaskStreamGuard): once it is open, no 404 can be.
   */
  async ensureOwnTask(userId: string, taskId: string): Promise<void> {
    const { state } = await loadAggregate(this.store, autopilotTaskStreamId(taskId), autopilotTaskDecider);
    if (state.status === 'none' || state.status === 'deleted' || state.userId !== userId) {
      throw new TaskNotFound();
    }
  }

  /**
   * connected, the task now, a status_update after each change, and session_complete (then the end) once it is
   * completed or failed; a task deleted meanwhile ends it with an error. The caller has checked the task is the
   * user's (ensureOwnTask).
   */
  task(userId: string, taskId: string): Observable<MessageEvent> {
    let sent: string | null = null;
    const updates = concat(of(null), this.changesOf(userId)).pipe(
      concatMap(() => this.tasks.findTask(userId, taskId)),
      // Before the task's first projection (one started a moment ago) there is nothing to send; after it, a row gone
      // is a task deleted.
      filter((task) => task !== null || sent !== null),
      filter((task) => {
        const seen = JSON.stringify(task);
        if (seen === sent) return false;
        sent = seen;
        return true;
      }),
      map((task): TaskStreamMessage => {
        if (task === null) return { type: 'error', message: 'Task not found', timestamp: timestamp() };
        return ended(task)
          ? { type: 'session_complete', session: task, timestamp: timestamp() }
          : { type: 'status_update', session: task, timestamp: timestamp() };
      }),
    );
    return this.withHeartbeat(
      { type: 'connected', session_id: taskId, timestamp: timestamp() },
      updates.pipe(takeWhile((update) => update.type === 'status_update', true)),
    );
  }

  /** connected, then retry_processed for each of the user's retries processed while the stream is open. */
  retries(userId: string): Observable<MessageEvent> {
    // The retries processed before the stream opened are known from its first read, and never sent.
    const known = new Set<string>();
    let opened = false;
    const processed = concat(of(null), this.changesOf(userId)).pipe(
      concatMap(() => this.tasks.processedRetries(userId)),
      concatMap(async (retries) => {
        const found: RetryStreamMessage[] = [];
        for (const retry of retries) {
          if (known.has(retry.id)) continue;
          known.add(retry.id);
          if (!opened) continue;
          const session = retry.new_session_id
            ? await this.tasks.findSession(userId, retry.new_session_id)
            : null;
          found.push({ type: 'retry_processed', retry, new_session: session, timestamp: timestamp() });
        }
        opened = true;
        return found;
      }),
      concatMap((found) => of(...found)),
    );
    return this.withHeartbeat({ type: 'connected', timestamp: timestamp() }, processed);
  }

  /** The autopilot-tasks batches that may have changed the user's rows (keys null: anyone's may have). */
  private changesOf(userId: string): Observable<ProjectionBatch> {
    return this.publisher.batches.pipe(
      filter((batch) => batch.projection === AUTOPILOT_TASKS && (batch.keys?.includes(userId) ?? true)),
    );
  }

  /**
   * The first message, then the stream's own with a heartbeat between them, until the stream's own end. A read that
   * fails ends it with an error message (the client falls back to polling, §4.4); what failed is logged, not sent.
   */
  private withHeartbeat(first: StreamMessage, messages: Observable<StreamMessage>): Observable<MessageEvent> {
    const own = messages.pipe(
      catchError((error: unknown) => {
        this.logger.error(error);
        return of<StreamMessage>({ type: 'error', message: STREAM_FAILED, timestamp: timestamp() });
      }),
      share(),
    );
    const heartbeat = interval(this.heartbeatMs).pipe(
      map((): StreamMessage => ({ type: 'heartbeat', timestamp: timestamp() })),
      takeUntil(own.pipe(ignoreElements(), endWith(null))),
    );
    return concat(of(first), merge(own, heartbeat)).pipe(map((data) => ({ data })));
  }
}
