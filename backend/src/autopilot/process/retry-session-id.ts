import { derivedUuid } from '../../platform/commands/command-metadata';

/**
 * The session a retry starts, derived from its task and retry: the manual-retry call answers it before the retry is
 * processed, and the process starting that session (once, whichever job runs it) arrives at the same id.
 */
export const retrySessionId = (taskId: string, retryId: string): string =>
  derivedUuid('autopilot-retry-session', taskId, retryId);
