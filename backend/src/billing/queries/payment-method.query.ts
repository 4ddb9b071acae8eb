import { Inject, Injectable } from '@nestjs/common';
import { PAYMENTS, type PaymentsGateway } from '../../platform/payments/payments.port';
import type { PaymentMethodView } from '../billing.contract';

/** The caller's default card as the gateway holds it (the customer id is the user id); null before any. */
@Injectable()
export class PaymentMethodQuery {
  constructor(@Inject(PAYMENTS) private readonly payments: PaymentsGateway) {}

  async execute(userId: string): Promise<PaymentMethodView> {
    const card = await this.payments.defaultPaymentMethod(userId);
    return {
      has_card: card !== null,
      card_type: card?.cardType ?? null,
      last4: card?.last4 ?? null,
      exp_date: card?.expirationDate ?? null,
      cardholder_name: card?.cardholderName ?? null,
    };
  }
}
