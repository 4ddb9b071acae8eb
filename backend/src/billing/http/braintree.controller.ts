import { Body, Controller, Get, Headers, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/jwt-auth.guard';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import {
  checkoutBody,
  CheckoutBody,
  checkoutHeaders,
  CheckoutHeaders,
  prorationEstimateQuery,
  ProrationEstimateQuery,
  upgradePlanBody,
  UpgradePlanBody,
} from '../billing.contract';
import { Checkout } from '../commands/checkout.command';
import { UpgradeSubscriptionPlan } from '../commands/upgrade-plan.command';
import { ClientTokenQuery } from '../queries/client-token.query';
import { PaymentMethodQuery } from '../queries/payment-method.query';
import { ProrationEstimateQueryHandler } from '../queries/proration-estimate.query';
import { SubscriptionQuery } from '../queries/subscription.query';

// Nest's @Headers takes no pipe: the header is validated as an object named after it, so errors name it.
const checkoutHeadersPipe = new ZodValidationPipe(checkoutHeaders);

/** The checkout's calls (access-billing-site-admin.md §7), named after the payment provider as the spec has them. */
@ApiTags('billing')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
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
    @Body(new ZodValidationPipe(checkoutBody)) body: CheckoutBody,
    @Headers('idempotency-key') idempotencyKeyHeader: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.commands.execute(new Checkout(user, body, keyedMetadata(user, idempotencyKeyHeader)));
  }

  @Get('proration_estimate')
  prorationEstimate(
    @Query(new ZodValidationPipe(prorationEstimateQuery)) query: ProrationEstimateQuery,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.prorationEstimates.execute(user.userId, query);
  }

  @Post('upgradeplan')
  @HttpCode(200)
  upgradePlan(
    @Body(new ZodValidationPipe(upgradePlanBody)) body: UpgradePlanBody,
    @Headers('idempotency-key') idempotencyKeyHeader: string | undefined,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.commands.execute(
      new UpgradeSubscriptionPlan(user.userId, body, keyedMetadata(user, idempotencyKeyHeader)),
    );
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

/** Command metadata under the caller's required Idempotency-Key (400 naming it when missing or malformed). */
function keyedMetadata(user: AuthenticatedUser, header: string | undefined) {
  const headers: CheckoutHeaders = checkoutHeadersPipe.transform({ 'idempotency-key': header });
  const idempotencyKey = headers['idempotency-key'];
  return { ...commandMetadata(user.userId, { idempotencyKey }), idempotencyKey };
}
