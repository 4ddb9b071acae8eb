import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { loadAggregate } from '../../platform/commands/execute-command';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { userDecider } from '../user.decider';
import { userStreamId } from '../user.events';
import { GetUserProfile, UserProfile } from './get-user-profile.query';

// Reads the user's own stream, one short stream per user: sign-in asks right after registering, before the
// users_list projection could have caught up.
@QueryHandler(GetUserProfile)
export class GetUserProfileHandler implements IQueryHandler<GetUserProfile, UserProfile | null> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(query: GetUserProfile): Promise<UserProfile | null> {
    const { state } = await loadAggregate(this.store, userStreamId(query.userId), userDecider);
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
