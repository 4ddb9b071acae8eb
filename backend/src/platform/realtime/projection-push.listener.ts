import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { APP_CONFIG, AppConfig } from '../config/config';
import { RealtimePublisher } from './realtime.publisher';
import type { ProjectionBatch } from './server-events';

export const PROJECTION_CHANNEL = 'projection_batches';

/**
 * When the projection runner is a separate process it sends one NOTIFY per committed batch; every API
 * node listens, so each node pushes to its own sockets without a socket.io adapter.
 */
@Injectable()
export class ProjectionPushListener implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ProjectionPushListener');
  private client?: Client;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly publisher: RealtimePublisher,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.PROJECTIONS !== 'external') return;
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.config.DATABASE_URL });
    client.on('notification', (message) => {
      if (message.channel !== PROJECTION_CHANNEL || !message.payload) return;
      try {
        this.publisher.publish(JSON.parse(message.payload) as ProjectionBatch);
      } catch (error) {
        this.logger.warn(`bad projection notification: ${String(error)}`);
      }
    });
    client.on('error', (error) => {
      this.logger.warn(`listener connection lost: ${error.message}; reconnecting`);
      void client.end().catch(() => undefined);
      if (!this.stopped) setTimeout(() => void this.connect().catch(() => undefined), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${PROJECTION_CHANNEL}`);
    this.client = client;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
  }
}
