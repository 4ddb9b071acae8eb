import { ClubCommand, decide, evolve, initialState } from './club.decider';
import type { ClubEvent } from './club.events';
import { ClubCodeTaken, ClubNotFound, MaxSignupsBelowUsed } from './club.errors';

const given = (...events: ClubEvent[]) => ({
  when: (command: ClubCommand) => ({
    then: (expected: ClubEvent[]) =>
      expect(decide(command, events.reduce(evolve, initialState()))).toEqual(expected),
    thenThrows: (error: new (...args: never[]) => Error) =>
      expect(() => decide(command, events.reduce(evolve, initialState()))).toThrow(error),
  }),
});

const created: ClubEvent = {
  type: 'ClubCreated',
  data: { clubCode: 'mit-ai', clubName: 'MIT AI Club', maxFreeSignups: 20, isActive: true },
};
const signup = (userId: string): ClubEvent => ({
  type: 'ClubSignupRecorded',
  data: { clubCode: 'mit-ai', userId },
});

describe('club decider', () => {
  it('creates an active club', () => {
    given()
      .when({ type: 'CreateClub', data: { clubCode: 'mit-ai', clubName: 'MIT AI Club', maxFreeSignups: 20 } })
      .then([created]);
  });

  it('rejects a club code that is already taken', () => {
    given(created)
      .when({ type: 'CreateClub', data: { clubCode: 'mit-ai', clubName: 'Other', maxFreeSignups: 5 } })
      .thenThrows(ClubCodeTaken);
  });

  it('lets a deleted club code be used again', () => {
    given(created, { type: 'ClubDeleted', data: { clubCode: 'mit-ai' } })
      .when({ type: 'CreateClub', data: { clubCode: 'mit-ai', clubName: 'MIT AI Club', maxFreeSignups: 20 } })
      .then([created]);
  });

  it('records only the fields an update changes', () => {
    given(created)
      .when({
        type: 'UpdateClub',
        data: { clubCode: 'mit-ai', clubName: 'MIT AI Society', maxFreeSignups: 20 },
      })
      .then([{ type: 'ClubUpdated', data: { clubCode: 'mit-ai', clubName: 'MIT AI Society' } }]);
  });

  it('records nothing for an update that changes nothing', () => {
    given(created)
      .when({
        type: 'UpdateClub',
        data: { clubCode: 'mit-ai', clubName: 'MIT AI Club', maxFreeSignups: 20, isActive: true },
      })
      .then([]);
  });

  it('deactivates a club', () => {
    given(created)
      .when({
        type: 'UpdateClub',
        data: { clubCode: 'mit-ai', clubName: 'MIT AI Club', maxFreeSignups: 20, isActive: false },
      })
      .then([{ type: 'ClubUpdated', data: { clubCode: 'mit-ai', isActive: false } }]);
  });

  it('refuses to lower the seat limit below the seats already used', () => {
    given(created, signup('u1'), signup('u2'), signup('u3'))
      .when({ type: 'UpdateClub', data: { clubCode: 'mit-ai', clubName: 'MIT AI Club', maxFreeSignups: 2 } })
      .thenThrows(MaxSignupsBelowUsed);
  });

  it('refuses to update or delete a club that does not exist', () => {
    given()
      .when({ type: 'UpdateClub', data: { clubCode: 'nope', clubName: 'x', maxFreeSignups: 1 } })
      .thenThrows(ClubNotFound);
    given(created, { type: 'ClubDeleted', data: { clubCode: 'mit-ai' } })
      .when({ type: 'DeleteClub', data: { clubCode: 'mit-ai' } })
      .thenThrows(ClubNotFound);
  });

  it('deletes an existing club', () => {
    given(created)
      .when({ type: 'DeleteClub', data: { clubCode: 'mit-ai' } })
      .then([{ type: 'ClubDeleted', data: { clubCode: 'mit-ai' } }]);
  });

  it('counts sign-ups recorded against the club', () => {
    const state = [created, signup('u1'), signup('u2')].reduce(evolve, initialState());
    expect(state.currentSignups).toBe(2);
  });
});
