import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Logger } from 'pino';
import pinoHttp from 'pino-http';
import { AppModule } from './app.module';
import type { AppConfig } from './platform/config/config';
import { AppExceptionFilter } from './platform/http/exception.filter';
import { URLENCODED_BODY_LIMIT_BYTES } from './platform/http/body-limits';
import { httpLogSerializers, PinoNestLogger } from './platform/logging/logger';

/** Builds the HTTP + socket.io application; main.ts and the integration tests share it. */
export async function createApp(config: AppConfig, logger: Logger): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: new PinoNestLogger(logger),
    bodyParser: true,
  });
  // Form posts come only from the payment gateway's webhooks, whose subscription payload lists every charge of the
  // subscription: a long-lived one outgrows body-parser's 100 kB default. JSON keeps the default.
  app.useBodyParser('urlencoded', { extended: true, limit: URLENCODED_BODY_LIMIT_BYTES });
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  if (config.LOG_LEVEL !== 'silent') {
    app.use(
      pinoHttp({
        logger,
        serializers: httpLogSerializers,
        autoLogging: { ignore: (req) => req.url === '/health' },
      }),
    );
  }
  const spaIndex = config.FRONTEND_DIST ? join(config.FRONTEND_DIST, 'index.html') : undefined;
  if (config.FRONTEND_DIST && spaIndex && existsSync(spaIndex)) {
    app.useStaticAssets(config.FRONTEND_DIST, { index: false, maxAge: '1h' });
  }
  app.useGlobalFilters(new AppExceptionFilter(spaIndex && existsSync(spaIndex) ? spaIndex : undefined));
  app.enableShutdownHooks();

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Outreach API')
      .setDescription('Commands return a checkpoint; reads come from projections kept live over socket.io.')
      .setVersion('0.1.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs/openapi.json' });
  return app;
}
