import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { cyclePriceCents } from '../../platform/plans/plan-catalogue.contract';
import type { ProrationEstimateQuery, ProrationEstimateView } from '../billing.contract';
import { cycleAfter, prorationEstimate } from '../proration';
import type { SubscriptionsReadModels } from './subscriptions.row';

/**
 * What an upgrade to a plan and cycle charges now, from the caller's subscription read model: 0 on Free (Free → paid
 * is a checkout at full price) and when there is no next billing date (autopilot-settings.md §4.6).
 */
@Injectable()
export class ProrationEstimateQueryHandler {
  constructor(@Inject(DATABASE) private readonly db: Kysely<SubscriptionsReadModels>) {}

  async execute(
    userId: string,
    query: ProrationEstimateQuery,
    now = new Date(),
  ): Promise<ProrationEstimateView> {
    const row = await this.db
      .selectFrom('subscriptions')
      .select(['status', 'billing_cycle', 'price_cents', 'billing_period_start', 'next_billing_date'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const paying =
      row !== undefined && row.status !== 'none' && row.billing_cycle !== null && row.price_cents !== null;
    const cents = paying
      ? prorationEstimate({
          currentPriceCents: row.price_cents!,
          currentCycle: row.billing_cycle!,
          newPriceCents: cyclePriceCents(query.plan, query.cycle),
          newCycle: query.cycle,
          billingPeriodStart: row.billing_period_start,
          nextBillingDate: row.next_billing_date,
          now,
        })
      : 0;
    // A change of cycle starts a new cycle today (gateways cannot change a subscription's cycle), billed again one
    // new cycle later; a change of plan on the same cycle keeps the current next billing date.
    const cycleChange = paying && row.billing_cycle !== query.cycle;
    return {
      amount: Math.round(cents) / 100,
      amount_cents: cents,
      currency: 'USD',
      next_billing_date: !paying
        ? null
        : cycleChange
          ? cycleAfter(now.toISOString(), query.cycle)
          : row.next_billing_date,
    };
  }
}
