import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '../config/config';
import { PAYMENTS, type PaymentsGateway } from '../payments/payments.port';

@ApiTags('platform')
@Controller()
export class PublicConfigController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENTS) private readonly payments: PaymentsGateway,
  ) {}

  /** What the browser may know about this deployment: the public URL links are built from. */
  @Get('api/config/public')
  publicConfig() {
    return {
      public_url: this.config.PUBLIC_URL.replace(/\/$/, ''),
      identity_provider: this.config.GOOGLE_CLIENT_ID ? 'google' : 'local-development',
      alert_form_url: this.config.ALERT_FORM_URL ?? null,
      support_email: this.config.SUPPORT_EMAIL,
      // outbox: e-mails are captured in the app and never leave it; the client labels them so.
      mail_delivery: this.config.SMTP_URL ? 'smtp' : 'outbox',
      // test: the embedded test-mode gateway, which takes only test cards; the checkout page labels it so.
      payments_mode: this.payments.describe().mode,
    };
  }

  @Get('health')
  health() {
    return { status: 'ok' };
  }
}
