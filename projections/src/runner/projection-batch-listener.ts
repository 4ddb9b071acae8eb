import type { ClientConfig } from 'pg';
import { listen, type Listener } from '@outreach/backend/platform/database/listen';
import { parseNotifyPayload, PROJECTION_BATCHES_CHANNEL, type ProjectionBatch } from './projection-batch';
import { errorContext, stderrLogger, type ProjectionLogger } from './projection-logger';

export interface ProjectionBatchListenerOptions {
  connection: ClientConfig;
  onBatch(batch: ProjectionBatch): void;
  /** Notifications sent while disconnected are lost; consumers treat every projection as changed. */
  onReconnect?(): void;
  retryMs?: number;
  logger?: ProjectionLogger;
}

export type ProjectionBatchListener = Listener;

/** LISTENs on projection_batches for a process whose runner runs elsewhere; reconnects when the connection drops. */
export function listenProjectionBatches(
  options: ProjectionBatchListenerOptions,
): Promise<ProjectionBatchListener> {
  const logger = options.logger ?? stderrLogger;
  return listen({
    connection: options.connection,
    channel: PROJECTION_BATCHES_CHANNEL,
    retryMs: options.retryMs,
    onReconnect: options.onReconnect,
    onConnectionProblem: (error, message) => logger.warn(errorContext(error), message),
    onNotification: (payload) => {
      const batch = parseNotifyPayload(payload);
      if (batch) options.onBatch(batch);
    },
  });
}
