import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { initialState } from '../onboarding.decider';
import { onboardingStatusView, type OnboardingStatusView } from '../tour-steps.contract';
import type { OnboardingReadModels } from './onboarding-status.row';

/** The caller's tour status from the onboarding_status read model; a user without a row is at START. */
@Injectable()
export class OnboardingStatusQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<OnboardingReadModels>) {}

  async execute(userId: string): Promise<OnboardingStatusView> {
    const row = await this.db
      .selectFrom('onboarding_status')
      .select(['step', 'path', 'skipped', 'minimized'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return onboardingStatusView(row ?? initialState());
  }
}
