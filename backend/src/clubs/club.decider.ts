import { UnknownCommand, type Decider } from '../platform/commands/decider';
import type { ClubCreated, ClubDeleted, ClubEvent, ClubSignupRecorded } from './club.events';
import { ClubCodeTaken, ClubFull, ClubInactive, ClubNotFound, MaxSignupsBelowUsed } from './club.errors';

/** A new club always starts active. */
export interface CreateClub {
  type: 'CreateClub';
  data: Omit<ClubCreated['data'], 'isActive'>;
}

export interface UpdateClub {
  type: 'UpdateClub';
  data: { clubCode: string; clubName: string; maxFreeSignups: number; isActive?: boolean };
}

export interface DeleteClub {
  type: 'DeleteClub';
  data: ClubDeleted['data'];
}

/** Takes one free seat for a member signing up through the club link. */
export interface ReserveClubSeat {
  type: 'ReserveClubSeat';
  data: ClubSignupRecorded['data'];
}

export type ClubCommand = CreateClub | UpdateClub | DeleteClub | ReserveClubSeat;

export interface ClubState {
  exists: boolean;
  clubCode: string;
  clubName: string;
  maxFreeSignups: number;
  currentSignups: number;
  isActive: boolean;
  /** Users holding a seat, so reserving again for one of them takes no second seat. */
  memberIds: string[];
}

export const initialState = (): ClubState => ({
  exists: false,
  clubCode: '',
  clubName: '',
  maxFreeSignups: 0,
  currentSignups: 0,
  isActive: false,
  memberIds: [],
});

export function evolve(state: ClubState, event: ClubEvent): ClubState {
  switch (event.type) {
    case 'ClubCreated':
      return { ...event.data, exists: true, currentSignups: 0, memberIds: [] };
    case 'ClubUpdated': {
      const { clubCode: _code, ...changes } = event.data;
      return { ...state, ...changes };
    }
    case 'ClubDeleted':
      return { ...initialState(), clubCode: state.clubCode };
    case 'ClubSignupRecorded':
      return {
        ...state,
        currentSignups: state.currentSignups + 1,
        memberIds: [...state.memberIds, event.data.userId],
      };
    default:
      return state;
  }
}

export function decide(command: ClubCommand, state: ClubState): ClubEvent[] {
  switch (command.type) {
    case 'CreateClub': {
      if (state.exists) throw new ClubCodeTaken(command.data.clubCode);
      return [{ type: 'ClubCreated', data: { ...command.data, isActive: true } }];
    }
    case 'UpdateClub': {
      if (!state.exists) throw new ClubNotFound(command.data.clubCode);
      const { clubCode, clubName, maxFreeSignups, isActive } = command.data;
      if (maxFreeSignups < state.currentSignups) throw new MaxSignupsBelowUsed(state.currentSignups);
      const changes = {
        ...(clubName !== state.clubName ? { clubName } : {}),
        ...(maxFreeSignups !== state.maxFreeSignups ? { maxFreeSignups } : {}),
        ...(isActive !== undefined && isActive !== state.isActive ? { isActive } : {}),
      };
      return Object.keys(changes).length === 0
        ? []
        : [{ type: 'ClubUpdated', data: { clubCode, ...changes } }];
    }
    case 'DeleteClub': {
      if (!state.exists) throw new ClubNotFound(command.data.clubCode);
      return [{ type: 'ClubDeleted', data: { clubCode: command.data.clubCode } }];
    }
    case 'ReserveClubSeat': {
      const { clubCode, userId } = command.data;
      if (!state.exists) throw new ClubNotFound(clubCode);
      // A retried sign-up finds its seat already taken by itself; it must not use a second one.
      if (state.memberIds.includes(userId)) return [];
      if (!state.isActive) throw new ClubInactive(clubCode, state.clubName);
      if (state.currentSignups >= state.maxFreeSignups) throw new ClubFull(clubCode, state.clubName);
      return [{ type: 'ClubSignupRecorded', data: { clubCode, userId } }];
    }
    default: {
      const _never: never = command;
      throw new UnknownCommand(_never);
    }
  }
}

export const clubDecider: Decider<ClubCommand, ClubEvent, ClubState> = { initialState, evolve, decide };
