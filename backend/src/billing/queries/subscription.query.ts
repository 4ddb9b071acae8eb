import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { gatewayAmount } from '../../platform/plans/plan-catalogue.contract';
import { NO_SUBSCRIPTION, type SubscriptionView } from '../billing-views.contract';
import type { SubscriptionsReadModels } from './subscriptions.row';

/** The caller's subscription from the subscriptions read model; Free with status none when there is none. */
@Injectable()
export class SubscriptionQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<SubscriptionsReadModels>) {}

  async execute(userId: string): Promise<SubscriptionView> {
    const row = await this.db
      .selectFrom('subscriptions')
      .select([
        'plan_name',
        'billing_cycle',
        'status',
        'price_cents',
        'next_billing_date',
        'scheduled_plan',
        'scheduled_cycle',
        'scheduled_effective_at',
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row || row.status === 'none') return NO_SUBSCRIPTION;
    return {
      plan_name: row.plan_name,
      billing_cycle: row.billing_cycle,
      status: row.status,
      next_billing_date: row.next_billing_date,
      price: row.price_cents === null ? null : gatewayAmount(row.price_cents),
      scheduled_downgrade:
        row.scheduled_plan === null || row.scheduled_effective_at === null
          ? null
          : {
              plan_name: row.scheduled_plan,
              billing_cycle: row.scheduled_cycle,
              effective_at: row.scheduled_effective_at,
            },
    };
  }
}
