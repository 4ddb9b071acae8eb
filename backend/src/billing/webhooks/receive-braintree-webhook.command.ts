import { Command } from '@nestjs/cqrs';
import type { BraintreeWebhookBody, WebhookResult } from './braintree-webhook.request';

/** A notification Braintree POSTed, not yet verified. */
export class ReceiveBraintreeWebhook extends Command<WebhookResult> {
  constructor(readonly body: BraintreeWebhookBody) {
    super();
  }
}
