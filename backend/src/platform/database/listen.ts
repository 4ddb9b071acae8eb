import { Client, type ClientConfig } from 'pg';

export interface ListenOptions {
  connection: ClientConfig;
  channel: string;
  onNotification(payload: string): void;
  /** Notifications sent while disconnected are lost; the caller treats everything as changed. */
  onReconnect?(): void;
  onConnectionProblem?(error: unknown, message: string): void;
  retryMs?: number;
}

export interface Listener {
  stop(): Promise<void>;
}

/** A dedicated connection LISTENing on one channel, reconnecting whenever it drops. */
export async function listen(options: ListenOptions): Promise<Listener> {
  const retryMs = options.retryMs ?? 1000;
  const report = options.onConnectionProblem ?? (() => undefined);
  let stopped = false;
  let client: Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new Client({ ...options.connection, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotification(message.payload ?? '');
    });
    const lost = (error?: Error) => {
      if (client !== next || stopped) return;
      client = null;
      next.end().catch(() => undefined);
      if (error) report(error, `LISTEN ${options.channel} disconnected; reconnecting`);
      schedule();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    await next.connect();
    await next.query(`LISTEN ${options.channel}`);
  };

  const schedule = () => {
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => options.onReconnect?.(),
        (error: unknown) => {
          report(error, `LISTEN ${options.channel} could not reconnect`);
          // The failed client's 'end' may already have scheduled the next attempt.
          if (client === null) return;
          client.end().catch(() => undefined);
          client = null;
          if (!stopped) schedule();
        },
      );
    }, retryMs);
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
