import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { auditUser, userEmails, type ActorEmailsReadModel } from '../../platform/audit/actor-emails';
import { summarize } from '../../platform/audit/event-summaries';
import { DATABASE } from '../../platform/database/database';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { settingsStreamId } from '../../settings/settings.events';
import { UserNotRegistered } from '../user.errors';
import { userStreamId, type UserRegistered } from '../user.events';
import type { UserHistoryQuery as UserHistoryParams, UserHistoryResponse } from '../users.contract';

/** The streams that belong to one user, whoever wrote to them: the user, an admin or the system. */
export function userOwnStreamIds(userId: string): string[] {
  return [userStreamId(userId), settingsStreamId(userId)];
}

/**
 * Everything on a user's own streams plus everything they caused elsewhere (a club seat taken, clubs an admin
 * edited, …), read from the log through its stream and actor indexes (ARCHITECTURE.md: audit reads).
 */
@Injectable()
export class UserHistoryQuery {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ActorEmailsReadModel>,
  ) {}

  async execute(userId: string, params: UserHistoryParams): Promise<UserHistoryResponse> {
    const { page, limit, types, from, to, order } = params;
    const [[first], history] = await Promise.all([
      this.store.readStream(userStreamId(userId), { maxCount: 1 }),
      this.store.readHistory({
        streamIds: userOwnStreamIds(userId),
        actorUserId: userId,
        types,
        from,
        to,
        order,
        limit,
        offset: (page - 1) * limit,
      }),
    ]);
    if (first?.type !== 'UserRegistered') throw new UserNotRegistered(userId);
    const { email } = first.data as UserRegistered['data'];

    const emails = await userEmails(
      this.db,
      history.events.flatMap(({ metadata }) =>
        metadata.actorUserId && metadata.actorUserId !== userId ? [metadata.actorUserId] : [],
      ),
    );
    emails.set(userId, email);
    return {
      user: { _id: userId, email },
      items: history.events.map((event) => ({
        event_id: event.eventId,
        type: event.type,
        summary: summarize(event),
        actor: auditUser(event.metadata.actorUserId, emails),
        recorded_at: event.metadata.recordedAt,
        stream_id: event.streamId,
        data: event.data as Record<string, unknown>,
      })),
      total: history.total,
      page,
      limit,
      event_types: history.types,
    };
  }
}
