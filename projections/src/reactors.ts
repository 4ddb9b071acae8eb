import { autopilotProcessReactor } from '@outreach/backend/autopilot/process/autopilot-process.reactor';
import { forwardContactMessagesReactor } from '@outreach/backend/contact-messages/forwarding/forward-contact-messages.reactor';
import type { TaskSender } from '@outreach/backend/platform/jobs/jobs.port';
import type { Reactor } from './runner/reactor';

/** Every reactor the runner keeps live; they queue tasks through `sender` (JOBS, or a send-only client). */
export function allReactors(sender: TaskSender): Reactor[] {
  return [autopilotProcessReactor(sender), forwardContactMessagesReactor(sender)];
}
