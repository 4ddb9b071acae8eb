import type { DomainEvent } from '../../platform/commands/decider';
import type { CommandOutcome } from '../../platform/commands/execute-command';

/**
 * The state this call's own new events replaced, whose files they leave unreferenced; null when it appended nothing,
 * or replayed an earlier call that removed them already (the state found then may hold newer files).
 */
export const replacedState = <Event extends DomainEvent, State>(
  outcome: CommandOutcome<Event, State>,
): State | null => (outcome.replayed || outcome.events.length === 0 ? null : outcome.before);
