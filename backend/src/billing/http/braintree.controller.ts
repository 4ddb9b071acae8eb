import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta } from '../../platform/commands/command-meta.decorator';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import { ValidBody, ValidQuery } from '../../platform/http/zod-validation.pipe';
import {
  checkoutBody,
  CheckoutBody,
  prorationEstimateQuery,
  ProrationEstimateQuery,
  upgradePlanBody,
  UpgradePlanBody,
} from '../billing.contract';
import { keyedCallerMetadata } from '../commands/caller-metadata';
import { Checkout } from '../commands/checkout.command';
import { UpgradeSubscriptionPlan } from '../commands/upgrade-plan.command';
import { ClientTokenQuery } from '../queries/client-token.query';
import { PaymentMethodQuery } from '../queries/payment-method.query';
import { ProrationEstimateQueryHandler } from '../queries/proration-estimate.query';
import { SubscriptionQuery } from '../queries/subscription.query';

/** The checkout's calls (access-billing-site-admin.md §7), named after the payment provider as the spec has them. */
@ApiTags('billing')
@SignedIn()
@Controller('api/braintree')
export class BraintreeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly clientTokens: ClientTokenQuery,
    private readonly subscriptions: SubscriptionQuery,
    private readonly paymentMethods: PaymentMethodQuery,
    private readonly prorationEstimates: ProrationEstimateQueryHandler,
  ) {}

  @Get('client_token')
  clientToken(@CurrentUser() user: AuthenticatedUser) {
    return this.clientTokens.execute(user);
  }

  @Post('checkout')
  @HttpCode(200)
  checkout(
    @ValidBody(checkoutBody) body: CheckoutBody,
    // Retry after a decline tokenizes the card again: a new nonce (and name) is the same checkout.
    @CommandMeta({ idempotencyKey: 'required', retryMayChange: ['payment_method_nonce', 'cardholder_name'] })
    meta: CommandMetadata,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    // The customer's e-mail goes to the gateway with the card.
    return this.commands.execute(new Checkout(user, body, keyedCallerMetadata(meta)));
  }

  @Get('proration_estimate')
  prorationEstimate(
    @ValidQuery(prorationEstimateQuery) query: ProrationEstimateQuery,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.prorationEstimates.execute(user.userId, query);
  }

  @Post('upgradeplan')
  @HttpCode(200)
  upgradePlan(
    @ValidBody(upgradePlanBody) body: UpgradePlanBody,
    @CommandMeta({ idempotencyKey: 'required' }) meta: CommandMetadata,
  ) {
    const keyed = keyedCallerMetadata(meta);
    return this.commands.execute(new UpgradeSubscriptionPlan(keyed.actorUserId, body, keyed));
  }

  @Get('subscription')
  subscription(@CurrentUser() user: AuthenticatedUser) {
    return this.subscriptions.execute(user.userId);
  }

  @Get('payment-method')
  paymentMethod(@CurrentUser() user: AuthenticatedUser) {
    return this.paymentMethods.execute(user.userId);
  }
}
