import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { ValidBody } from '../../platform/http/zod-validation.pipe';
import { braintreeWebhookBody, type BraintreeWebhookBody } from './braintree-webhook.request';
import { ReceiveBraintreeWebhook } from './receive-braintree-webhook.command';

/**
 * POST /api/braintree/webhooks: Braintree's subscription notifications. Public by design (Braintree sends no
 * token): the signature over the payload, checked with our API keys, is what makes a notification believable.
 */
@ApiTags('billing')
@Controller('api/braintree')
export class BraintreeWebhooksController {
  constructor(private readonly commands: CommandBus) {}

  @Post('webhooks')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded')
  receive(@ValidBody(braintreeWebhookBody) body: BraintreeWebhookBody) {
    return this.commands.execute(new ReceiveBraintreeWebhook(body));
  }
}
