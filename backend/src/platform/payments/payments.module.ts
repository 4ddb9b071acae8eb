import { DynamicModule, Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { AppConfig, ConfigError } from '../config/config';
import { DATABASE } from '../database/database';
import { BraintreePaymentsGateway } from './braintree-payments.gateway';
import { PAYMENTS, PaymentsGateway } from './payments.port';
import { TestModePaymentsGateway } from './test-mode-payments.gateway';
import type { TestModePaymentsTables } from './test-mode-payments.tables';

export type PaymentsConfig = Pick<
  AppConfig,
  | 'NODE_ENV'
  | 'JWT_SECRET'
  | 'BRAINTREE_MERCHANT_ID'
  | 'BRAINTREE_PUBLIC_KEY'
  | 'BRAINTREE_PRIVATE_KEY'
  | 'BRAINTREE_ENVIRONMENT'
  | 'BRAINTREE_GATEWAY_URL'
  | 'BRAINTREE_TIMEOUT_SECONDS'
>;

/** The braintree SDK adapter when the three Braintree keys are given, else null (test mode). */
export function braintreeGatewayFor(config: PaymentsConfig): BraintreePaymentsGateway | null {
  if (
    config.BRAINTREE_MERCHANT_ID === undefined ||
    config.BRAINTREE_PUBLIC_KEY === undefined ||
    config.BRAINTREE_PRIVATE_KEY === undefined
  ) {
    if (config.NODE_ENV === 'production') {
      throw new ConfigError([
        'BRAINTREE_MERCHANT_ID: production takes real card payments; set BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY (the test-mode gateway is for development)',
      ]);
    }
    return null;
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

/**
 * Provides PAYMENTS, globally like the platform: Braintree (or BRAINTREE_GATEWAY_URL's double) when its keys are
 * set, else the embedded test-mode gateway in PostgreSQL (needs DATABASE from PlatformModule). Chosen at boot, so
 * production without keys refuses to start.
 */
@Module({})
export class PaymentsModule {
  static forRoot(config: PaymentsConfig): DynamicModule {
    const braintree = braintreeGatewayFor(config);
    return {
      module: PaymentsModule,
      global: true,
      providers: [
        braintree === null
          ? {
              provide: PAYMENTS,
              useFactory: (db: Kysely<TestModePaymentsTables>): PaymentsGateway =>
                new TestModePaymentsGateway(db, { secret: config.JWT_SECRET }),
              inject: [DATABASE],
            }
          : { provide: PAYMENTS, useValue: braintree },
      ],
      exports: [PAYMENTS],
    };
  }
}
