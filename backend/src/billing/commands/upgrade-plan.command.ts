import { Command } from '@nestjs/cqrs';
import type { UpgradePlanBody, UpgradePlanResult } from '../billing.contract';
import type { KeyedMetadata } from './caller-metadata';

/** A paid plan to a higher one, at once: the gateway changes the plan with proration, then PlanUpgraded. */
export class UpgradeSubscriptionPlan extends Command<UpgradePlanResult> {
  constructor(
    readonly userId: string,
    readonly body: UpgradePlanBody,
    readonly meta: KeyedMetadata,
  ) {
    super();
  }
}
