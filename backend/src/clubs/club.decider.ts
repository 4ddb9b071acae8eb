import type { ClubEvent } from './club.events';
import { ClubCodeTaken, ClubNotFound, MaxSignupsBelowUsed } from './club.errors';

export interface CreateClub {
  type: 'CreateClub';
  data: { clubCode: string; clubName: string; maxFreeSignups: number };
}

export interface UpdateClub {
  type: 'UpdateClub';
  data: { clubCode: string; clubName: string; maxFreeSignups: number; isActive?: boolean };
}

export interface DeleteClub {
  type: 'DeleteClub';
  data: { clubCode: string };
}

export type ClubCommand = CreateClub | UpdateClub | DeleteClub;

export interface ClubState {
  exists: boolean;
  clubCode: string;
  clubName: string;
  maxFreeSignups: number;
  currentSignups: number;
  isActive: boolean;
}

export class UnknownClubCommand extends Error {
  constructor(command: never) {
    super(`Unknown club command ${JSON.stringify(command)}`);
  }
}

export const initialState = (): ClubState => ({
  exists: false,
  clubCode: '',
  clubName: '',
  maxFreeSignups: 0,
  currentSignups: 0,
  isActive: false,
});

export function evolve(state: ClubState, event: ClubEvent): ClubState {
  switch (event.type) {
    case 'ClubCreated':
      return { ...event.data, exists: true, currentSignups: 0 };
    case 'ClubUpdated': {
      const { clubCode: _code, ...changes } = event.data;
      return { ...state, ...changes };
    }
    case 'ClubDeleted':
      return { ...initialState(), clubCode: state.clubCode };
    case 'ClubSignupRecorded':
      return { ...state, currentSignups: state.currentSignups + 1 };
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
    default: {
      const _never: never = command;
      throw new UnknownClubCommand(_never);
    }
  }
}

export const clubDecider = { initialState, evolve, decide };
