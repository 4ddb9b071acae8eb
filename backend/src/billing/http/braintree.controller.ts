import { Body, Controller, Get, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/jwt-auth.guard';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { checkoutBody, CheckoutBody, checkoutHeaders, CheckoutHeaders } from '../billing.schemas';
import { Checkout } from '../commands/checkout.command';
import { ClientTokenQuery } from '../queries/client-token.query';
import { PaymentMethodQuery } from '../queries/payment-method.query';
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
    const headers: CheckoutHeaders = checkoutHeadersPipe.transform({
      'idempotency-key': idempotencyKeyHeader,
    });
    const idempotencyKey = headers['idempotency-key'];
    const meta = { ...commandMetadata(user.userId, { idempotencyKey }), idempotencyKey };
    return this.commands.execute(new Checkout(user, body, meta));
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
