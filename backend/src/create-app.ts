import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Logger } from 'pino';
import { json } from 'express';
import pinoHttp from 'pino-http';
import { AppModule } from './app.module';
import type { AppConfig } from './platform/config/config';
import { AppExceptionFilter } from './platform/http/exception.filter';
import {
  BULK_ADD_BODY_LIMIT_BYTES,
  CONTACT_MESSAGE_BODY_LIMIT_BYTES,
  JSON_BODY_LIMIT_BYTES,
  URLENCODED_BODY_LIMIT_BYTES,
  URLENCODED_DEPTH_LIMIT,
  URLENCODED_PARAMETER_LIMIT,
} from './platform/http/body-limits';
import {
  ControlCharacterInterceptor,
  ControlCharacterPipe,
} from './platform/http/control-character.interceptor';
import { refuseMalformedFraming } from './platform/http/request-framing';
import { securityHeaders } from './platform/http/security-headers';
import { httpLogSerializers, PinoNestLogger } from './platform/logging/logger';
import { precompressedAssets } from './site/precompressed-assets';

/** Builds the HTTP + socket.io application; main.ts and the integration tests share it. */
export async function createApp(config: AppConfig, logger: Logger): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: new PinoNestLogger(logger),
    bodyParser: true,
  });
  const spaIndex = config.FRONTEND_DIST ? join(config.FRONTEND_DIST, 'index.html') : undefined;
  // Security headers first, so every answer carries them: errors, pages, files, the API.
  app.use(securityHeaders({ spaIndex, publicUrl: config.PUBLIC_URL }));
  // Each limit is computed in body-limits.ts from the largest request the routes' own field limits allow. Bulk-add
  // reads its larger body first; a body once read is not read again by the general parser after it.
  app.use('/contacts/bulk-add', json({ limit: BULK_ADD_BODY_LIMIT_BYTES }));
  app.use('/api/contact-messages', json({ limit: CONTACT_MESSAGE_BODY_LIMIT_BYTES }));
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT_BYTES });
  app.useBodyParser('urlencoded', {
    extended: true,
    limit: URLENCODED_BODY_LIMIT_BYTES,
    parameterLimit: URLENCODED_PARAMETER_LIMIT,
    depth: URLENCODED_DEPTH_LIMIT,
  });
  app.use(refuseMalformedFraming);
  // Whose X-Forwarded-For gives req.ip: only the proxies the configuration names (nobody's by default).
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
  if (config.FRONTEND_DIST && spaIndex && existsSync(spaIndex)) {
    app.use(precompressedAssets(config.FRONTEND_DIST));
    app.useStaticAssets(config.FRONTEND_DIST, { index: false, maxAge: '1h' });
  }
  app.useGlobalFilters(new AppExceptionFilter(spaIndex && existsSync(spaIndex) ? spaIndex : undefined));
  // The edge rule for text, on every route once its guards passed: body, query and path, then a multipart form's
  // fields once read.
  app.useGlobalInterceptors(new ControlCharacterInterceptor());
  app.useGlobalPipes(new ControlCharacterPipe());
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
