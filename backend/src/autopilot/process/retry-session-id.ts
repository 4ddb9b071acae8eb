import { derivedUuid } from '../../platform/commands/command-metadata';

/**
 * The session a retry starts: derived from the task and the retry, so processing the retry again (a repeated job,
 * a crash after RetryProcessed) starts the same session, and the routes can answer new_session_id before it runs.
 */
export function retrySessionId(taskId: string, retryId: string): string {
  return derivedUuid('autopilot-retry-session', taskId, retryId);
}
