import { Inject, Logger } from '@nestjs/common';
import { OnGatewayConnection, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { AccessTokens } from '../auth/access-tokens.service';
import type { ClientEvents, ServerEvents } from './server-events.contract';
import { RealtimePublisher } from './realtime.publisher';

export type TypedServer = Server<ClientEvents, ServerEvents>;
type TypedSocket = Socket<ClientEvents, ServerEvents>;

/** Authenticates each socket with its access token and puts it in its rooms: user:<id>, and admins. */
@WebSocketGateway({ path: '/socket.io', serveClient: false })
export class RealtimeGateway implements OnGatewayConnection {
  private readonly logger = new Logger('Realtime');
  @WebSocketServer() server!: TypedServer;

  constructor(
    private readonly tokens: AccessTokens,
    @Inject(RealtimePublisher) private readonly publisher: RealtimePublisher,
  ) {}

  afterInit(server: TypedServer): void {
    this.publisher.attach(server);
  }

  async handleConnection(socket: TypedSocket): Promise<void> {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    try {
      if (!token) throw new Error('missing token');
      const user = await this.tokens.verify(token);
      const rooms = [`user:${user.userId}`, ...(user.isAdmin ? ['admins'] : [])];
      await socket.join(rooms);
      socket.on('checkpoint.current', (projection, reply) => {
        if (typeof reply === 'function') reply(this.publisher.latest(projection));
      });
      socket.emit('session.ready', { userId: user.userId, rooms });
    } catch (error) {
      this.logger.debug(`socket refused: ${error instanceof Error ? error.message : String(error)}`);
      socket.disconnect(true);
    }
  }
}
