import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { loadUser } from '../user.stream';
import { GetUserProfile, UserProfile } from './get-user-profile.query';

// Reads the user's own stream: one short stream per user, and no read model exists for profiles yet.
@QueryHandler(GetUserProfile)
export class GetUserProfileHandler implements IQueryHandler<GetUserProfile, UserProfile | null> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(query: GetUserProfile): Promise<UserProfile | null> {
    const { state } = await loadUser(this.store, query.userId);
    if (state.status === 'unregistered') return null;
    return {
      userId: state.userId,
      email: state.email,
      firstName: state.firstName,
      lastName: state.lastName,
      plan: state.plan,
      clubSponsor: state.sponsor,
    };
  }
}
