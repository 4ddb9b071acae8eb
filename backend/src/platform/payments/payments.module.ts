import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig, ConfigError } from '../config/config';
import { BraintreePaymentsGateway } from './braintree-payments.gateway';
import { PAYMENTS, PaymentsGateway } from './payments.port';

export type PaymentsConfig = Pick<
  AppConfig,
  | 'BRAINTREE_MERCHANT_ID'
  | 'BRAINTREE_PUBLIC_KEY'
  | 'BRAINTREE_PRIVATE_KEY'
  | 'BRAINTREE_ENVIRONMENT'
  | 'BRAINTREE_GATEWAY_URL'
  | 'BRAINTREE_TIMEOUT_SECONDS'
>;

/** The configured adapter: the braintree SDK against Braintree, or against BRAINTREE_GATEWAY_URL. */
export function createPaymentsGateway(config: PaymentsConfig): PaymentsGateway {
  if (
    config.BRAINTREE_MERCHANT_ID === undefined ||
    config.BRAINTREE_PUBLIC_KEY === undefined ||
    config.BRAINTREE_PRIVATE_KEY === undefined
  ) {
    throw new ConfigError([
      'BRAINTREE_MERCHANT_ID: card payments need BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY',
    ]);
  }
  return new BraintreePaymentsGateway({
    merchantId: config.BRAINTREE_MERCHANT_ID,
    publicKey: config.BRAINTREE_PUBLIC_KEY,
    privateKey: config.BRAINTREE_PRIVATE_KEY,
    environment: config.BRAINTREE_ENVIRONMENT,
    gatewayUrl: config.BRAINTREE_GATEWAY_URL,
    timeoutMs: config.BRAINTREE_TIMEOUT_SECONDS * 1000,
  });
}

/** Provides PAYMENTS to the billing context; built from the configuration at boot, so bad keys fail early. */
@Module({})
export class PaymentsModule {
  static forRoot(config: PaymentsConfig): DynamicModule {
    const gateway = createPaymentsGateway(config);
    return {
      module: PaymentsModule,
      providers: [{ provide: PAYMENTS, useValue: gateway }],
      exports: [PAYMENTS],
    };
  }
}
