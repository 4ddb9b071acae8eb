import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { AuthModule } from '../platform/auth/auth.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { CheckoutHandler } from './commands/checkout.handler';
import { PlanChangeGateway } from './commands/plan-change.gateway';
import { ScheduleDowngradeHandler } from './commands/schedule-downgrade.handler';
import { UpgradePlanHandler } from './commands/upgrade-plan.handler';
import { BraintreeController } from './http/braintree.controller';
import { PlanDowngradeController } from './http/plan-downgrade.controller';
import { ApplyDowngradeHandler } from './jobs/apply-downgrade.handler';
import { ApplyDueDowngradesJob } from './jobs/apply-due-downgrades.job';
import { ClientTokenQuery } from './queries/client-token.query';
import { PaymentMethodQuery } from './queries/payment-method.query';
import { ProrationEstimateQueryHandler } from './queries/proration-estimate.query';
import { CancelSupersededSubscriptionsJob } from './reconcile/cancel-superseded-subscriptions.job';
import { CompletePendingOperationsJob } from './pending/complete-pending-operations.job';
import { PendingGatewayOperations } from './pending/pending-gateway-operations';
import { SubscriptionQuery } from './queries/subscription.query';
import { subscriptionEventSummaries } from './subscription-event-summaries';
import { subscriptionErrorStatus } from './subscription.errors';
import type { SubscriptionEvent } from './subscription.events';
import { BraintreeWebhooksController } from './webhooks/braintree-webhooks.controller';
import { ReceiveBraintreeWebhookHandler } from './webhooks/receive-braintree-webhook.handler';

registerErrorStatus(subscriptionErrorStatus);
registerEventSummaries<SubscriptionEvent>(subscriptionEventSummaries);

/** Plans and payments: the checkout, upgrade, downgrade, the subscription reads, the gateway webhooks and the due-downgrades job. PAYMENTS comes from the global PaymentsModule, JOBS from JobsModule. */
@Module({
  imports: [CqrsModule, AuthModule],
  controllers: [BraintreeController, PlanDowngradeController, BraintreeWebhooksController],
  providers: [
    PlanChangeGateway,
    CheckoutHandler,
    UpgradePlanHandler,
    ScheduleDowngradeHandler,
    ClientTokenQuery,
    SubscriptionQuery,
    PaymentMethodQuery,
    ProrationEstimateQueryHandler,
    ReceiveBraintreeWebhookHandler,
    ApplyDowngradeHandler,
    ApplyDueDowngradesJob,
    CancelSupersededSubscriptionsJob,
    PendingGatewayOperations,
    CompletePendingOperationsJob,
  ],
})
export class BillingModule {}
