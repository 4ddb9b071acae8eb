import { Inject, Injectable } from '@nestjs/common';
import { PAYMENTS, type PaymentsGateway } from '../../platform/payments/payments.port';

/**
 * A client token for the card form, naming the caller as the gateway's customer (created first, so the card
 * form can vault to it and the checkout finds it).
 */
@Injectable()
export class ClientTokenQuery {
  constructor(@Inject(PAYMENTS) private readonly payments: PaymentsGateway) {}

  async execute(customer: { userId: string; email: string }): Promise<{ clientToken: string }> {
    await this.payments.ensureCustomer({ customerId: customer.userId, email: customer.email });
    return { clientToken: await this.payments.clientToken(customer.userId) };
  }
}
