import { UnknownCommand, type Decider } from '../platform/commands/decider';
import type { SendQuotaEvent, SendQuotaReleased, SendQuotaUsed } from './send-quota.events';
import { DailySendCapReached } from './messaging.errors';

export interface UseSendQuota {
  type: 'UseSendQuota';
  data: SendQuotaUsed['data'] & { cap: number };
}

export interface ReleaseSendQuota {
  type: 'ReleaseSendQuota';
  data: SendQuotaReleased['data'];
}

export type SendQuotaCommand = UseSendQuota | ReleaseSendQuota;

export interface SendQuotaState {
  /** Messages holding a slot of the day. */
  holding: string[];
}

export const initialState = (): SendQuotaState => ({ holding: [] });

export function evolve(state: SendQuotaState, event: SendQuotaEvent): SendQuotaState {
  switch (event.type) {
    case 'SendQuotaUsed':
      return state.holding.includes(event.data.messageId)
        ? state
        : { holding: [...state.holding, event.data.messageId] };
    case 'SendQuotaReleased':
      return { holding: state.holding.filter((id) => id !== event.data.messageId) };
    default:
      return state;
  }
}

export function decide(command: SendQuotaCommand, state: SendQuotaState): SendQuotaEvent[] {
  const { userId, day, messageId } = command.data;
  switch (command.type) {
    case 'UseSendQuota': {
      // A retried send of one message keeps its slot instead of taking a second.
      if (state.holding.includes(messageId)) return [];
      if (state.holding.length >= command.data.cap) throw new DailySendCapReached(command.data.cap);
      return [{ type: 'SendQuotaUsed', data: { userId, day, messageId } }];
    }
    case 'ReleaseSendQuota':
      return state.holding.includes(messageId)
        ? [{ type: 'SendQuotaReleased', data: { userId, day, messageId } }]
        : [];
    default: {
      const _never: never = command;
      throw new UnknownCommand(_never);
    }
  }
}

export const sendQuotaDecider: Decider<SendQuotaCommand, SendQuotaEvent, SendQuotaState> = {
  initialState,
  evolve,
  decide,
};
