import type { CommandMetadata } from '../platform/commands/command-metadata';
import { Decide, type DecisionTarget } from '../platform/commands/decide.command';
import { onboardingDecider, type OnboardingCommand, type OnboardingState } from './onboarding.decider';
import { onboardingStreamId, type OnboardingEvent } from './onboarding.events';
import { onboardingStatusView, type OnboardingCommandResult } from './tour-steps.contract';

/** Each command answers the tour's status after it. */
const tour: DecisionTarget<OnboardingCommand, OnboardingEvent, OnboardingState, OnboardingCommandResult> = {
  decider: onboardingDecider,
  streamId: (command) => onboardingStreamId(command.data.userId),
  answer: ({ state, checkpoint }) => ({ ...onboardingStatusView(state), checkpoint }),
};

export const decideTour = (command: OnboardingCommand, meta: CommandMetadata) =>
  new Decide(tour, command, meta);
