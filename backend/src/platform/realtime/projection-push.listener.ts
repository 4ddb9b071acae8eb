import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/config';
import { listen, Listener } from '../database/listen';
import { RealtimePublisher } from './realtime.publisher';
import type { ProjectionBatch } from './server-events.contract';

export const PROJECTION_CHANNEL = 'projection_batches';

/**
 * When the projection runner is a separate process it sends one NOTIFY per committed batch; every API
 * node listens, so each node pushes to its own sockets without a socket.io adapter.
 */
@Injectable()
export class ProjectionPushListener implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ProjectionPushListener');
  private listener?: Listener;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly publisher: RealtimePublisher,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.PROJECTIONS !== 'external') return;
    this.listener = await listen({
      connection: { connectionString: this.config.DATABASE_URL },
      channel: PROJECTION_CHANNEL,
      onConnectionProblem: (error, message) => this.logger.warn(`${message}: ${String(error)}`),
      // Pushes sent while we were away are lost: tell every client its projections may have changed.
      onReconnect: () => this.publisher.publishEverythingChanged(),
      onNotification: (payload) => {
        try {
          this.publisher.publish(JSON.parse(payload) as ProjectionBatch);
        } catch (error) {
          this.logger.warn(`bad projection notification: ${String(error)}`);
        }
      },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listener?.stop();
  }
}
