import { loadConfig } from '../config/config';
import { createDatabase } from '../database/database';
import { BraintreePaymentsGateway } from '../payments/braintree-payments.gateway';
import { TestModePaymentsGateway } from '../payments/test-mode-payments.gateway';
import { PublicConfigController } from './public-config.controller';

const config = loadConfig({
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
  JWT_SECRET: 'x'.repeat(32),
});

describe('public configuration', () => {
  it('tells the browser payments run in test mode on the test-mode gateway', async () => {
    // No query runs: the pool opens no connection until one does.
    const { db } = createDatabase(config.DATABASE_URL);
    const controller = new PublicConfigController(
      config,
      new TestModePaymentsGateway(db, { secret: config.JWT_SECRET }),
    );

    expect(controller.publicConfig()).toMatchObject({ payments_mode: 'test', mail_delivery: 'outbox' });
    await db.destroy();
  });

  it('tells the browser payments go through Braintree when its adapter is configured', () => {
    const braintree = new BraintreePaymentsGateway({
      merchantId: 'merchant',
      publicKey: 'public',
      privateKey: 'private',
      environment: 'sandbox',
      timeoutMs: 1000,
    });

    expect(new PublicConfigController(config, braintree).publicConfig()).toMatchObject({
      payments_mode: 'braintree',
    });
  });
});
