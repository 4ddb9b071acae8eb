import { deciderSpec } from '../platform/testing/decider-spec';
import { clubDecider, decide, evolve, initialState, type ClubCommand } from './club.decider';
import type { ClubEvent } from './club.events';
import { ClubCodeTaken, ClubFull, ClubInactive, ClubNotFound, MaxSignupsBelowUsed } from './club.errors';

const given = deciderSpec(clubDecider);

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

  it('counts sign-ups recorded against the club and remembers who holds the seats', () => {
    const state = [created, signup('u1'), signup('u2')].reduce(evolve, initialState());
    expect(state.currentSignups).toBe(2);
    expect(state.memberIds).toEqual(['u1', 'u2']);
  });
});

describe('reserving a club seat', () => {
  const reserve = (userId: string, clubCode = 'mit-ai'): ClubCommand => ({
    type: 'ReserveClubSeat',
    data: { clubCode, userId },
  });
  const small: ClubEvent = {
    type: 'ClubCreated',
    data: { clubCode: 'mit-ai', clubName: 'MIT AI Club', maxFreeSignups: 2, isActive: true },
  };
  const deactivated: ClubEvent = { type: 'ClubUpdated', data: { clubCode: 'mit-ai', isActive: false } };

  it('takes a free seat of an active club for the member', () => {
    given(small, signup('u1'))
      .when(reserve('u2'))
      .then([signup('u2')]);
  });

  it('refuses the seat after the last one is taken', () => {
    given(small, signup('u1'), signup('u2')).when(reserve('u3')).thenThrows(ClubFull);
  });

  it('refuses a seat of a club whose link an admin switched off', () => {
    given(small, deactivated).when(reserve('u1')).thenThrows(ClubInactive);
  });

  it('names the club in the refusal so the sign-up can tell the member which club', () => {
    const full = [small, signup('u1'), signup('u2')].reduce(evolve, initialState());
    let refusal: unknown;
    try {
      decide(reserve('u3'), full);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ code: 'CLUB.FULL', clubCode: 'mit-ai', clubName: 'MIT AI Club' });
  });

  it('refuses a club that does not exist or was deleted', () => {
    given().when(reserve('u1', 'nope')).thenThrows(ClubNotFound);
    given(small, { type: 'ClubDeleted', data: { clubCode: 'mit-ai' } })
      .when(reserve('u1'))
      .thenThrows(ClubNotFound);
  });

  it('takes no second seat for a member who already holds one, even when the club is now full or off', () => {
    given(small, signup('u1')).when(reserve('u1')).then([]);
    given(small, signup('u1'), signup('u2')).when(reserve('u1')).then([]);
    given(small, signup('u1'), deactivated).when(reserve('u1')).then([]);
  });

  it('starts a re-created club with no members', () => {
    const state = [
      small,
      signup('u1'),
      { type: 'ClubDeleted', data: { clubCode: 'mit-ai' } } as ClubEvent,
      small,
    ].reduce(evolve, initialState());
    expect(state).toMatchObject({ currentSignups: 0, memberIds: [] });
  });
});
