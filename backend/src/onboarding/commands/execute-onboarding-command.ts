import type { CommandMetadata } from '../../platform/commands/command-metadata';
import { handleCommand } from '../../platform/commands/handle-command';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { OnboardingCommand, onboardingDecider } from '../onboarding.decider';
import { onboardingStreamId } from '../onboarding.events';
import { onboardingStatusView, type OnboardingCommandResult } from '../tour-steps.contract';

/** Load the user's onboarding stream → decide → append; answers the tour's status after the command. */
export async function executeOnboardingCommand(
  store: EventStore,
  command: OnboardingCommand,
  meta: CommandMetadata,
): Promise<OnboardingCommandResult> {
  const outcome = await handleCommand(
    store,
    onboardingStreamId(command.data.userId),
    onboardingDecider,
    command,
    meta,
  );
  return { ...onboardingStatusView(outcome.state), checkpoint: outcome.checkpoint };
}
