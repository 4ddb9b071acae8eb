import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { AuthModule } from '../platform/auth/auth.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { CheckoutHandler } from './commands/checkout.handler';
import { ScheduleDowngradeHandler } from './commands/schedule-downgrade.handler';
import { UpgradePlanHandler } from './commands/upgrade-plan.handler';
import { BraintreeController } from './http/braintree.controller';
import { PlanDowngradeController } from './http/plan-downgrade.controller';
import { ClientTokenQuery } from './queries/client-token.query';
import { PaymentMethodQuery } from './queries/payment-method.query';
import { ProrationEstimateQueryHandler } from './queries/proration-estimate.query';
import { SubscriptionQuery } from './queries/subscription.query';
import { subscriptionEventSummaries } from './subscription-event-summaries';
import { subscriptionErrorStatus } from './subscription.errors';
import type { SubscriptionEvent } from './subscription.events';

registerErrorStatus(subscriptionErrorStatus);
registerEventSummaries<SubscriptionEvent>(subscriptionEventSummaries);

/** Plans and payments: the checkout, upgrade, downgrade and the subscription reads. PAYMENTS comes from the global PaymentsModule. */
@Module({
  imports: [CqrsModule, AuthModule],
  controllers: [BraintreeController, PlanDowngradeController],
  providers: [
    CheckoutHandler,
    UpgradePlanHandler,
    ScheduleDowngradeHandler,
    ClientTokenQuery,
    SubscriptionQuery,
    PaymentMethodQuery,
    ProrationEstimateQueryHandler,
  ],
})
export class BillingModule {}
