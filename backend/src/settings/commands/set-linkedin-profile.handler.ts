import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { DEFAULT_PROMPT_TEMPLATE } from '../prompt-variables.contract';
import { LinkedInProfileResult } from '../settings.contract';
import { executeSettingsCommand } from './execute-settings-command';
import { SetLinkedInProfile } from './set-linkedin-profile.command';

@CommandHandler(SetLinkedInProfile)
export class SetLinkedInProfileHandler implements ICommandHandler<SetLinkedInProfile> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, body, meta }: SetLinkedInProfile): Promise<LinkedInProfileResult> {
    const outcome = await executeSettingsCommand(
      this.store,
      { type: 'SetLinkedInProfile', data: { userId, linkedinProfile: body.linkedin_profile } },
      meta,
    );
    return {
      linkedin_profile: outcome.state.linkedinProfile,
      // We keep the URL only; nothing is fetched from LinkedIn.
      linkedin_data_fetched: false,
      prompt: outcome.state.promptTemplate ?? DEFAULT_PROMPT_TEMPLATE,
      checkpoint: outcome.checkpoint,
    };
  }
}
