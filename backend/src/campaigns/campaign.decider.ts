import { UnknownCommand, type Decider } from '../platform/commands/decider';
import {
  bouncePauseReason,
  canonicalTimeZone,
  dailyAllowance,
  isCalendarDate,
  isInsideWindow,
  localTime,
  minutesOfDay,
  nextSendTime,
  nextWindowOpening,
  reachesBouncePause,
  WEEKDAYS,
  type SendPlan,
  type SendTimes,
} from './campaign-plan';
import type { CampaignEvent } from './campaign.events';
import {
  CampaignAlreadyCompleted,
  CampaignAlreadyExists,
  CampaignDailyLimitReached,
  CampaignNotActive,
  CampaignNotFound,
  ContactAlreadySent,
  ContactReplied,
  InvalidCampaign,
  MessageNotInCampaign,
  OutsideSendWindow,
} from './campaign.errors';

export const MAX_TOTAL_MESSAGES = 10_000;
export const MAX_MESSAGES_PER_DAY = 500;
export const MAX_CAMPAIGN_NAME = 120;

/** Every command names the campaign, its owner (another user's campaign does not exist) and the time it is decided. */
interface ByOwner {
  campaignId: string;
  userId: string;
  now: string;
}

export interface ScheduleCampaign {
  type: 'ScheduleCampaign';
  data: ByOwner & {
    /** Blank takes a name from the start date. */
    campaignName: string;
    totalMessages: number;
    messagesPerDay: number;
    startDate: string;
    daysOfWeek: string[];
    sendTimes: SendTimes;
    timeZone: string;
  };
}

/**
 * The scheduler sent one message through the send pipeline. `messageId` keys it: a retried record after a crash finds
 * it already counted. The scheduler passes the user's sends of the UTC day (every source) and the cap, and one draw of
 * its random source for the gap to the next send.
 */
export interface RecordCampaignSend {
  type: 'RecordCampaignSend';
  data: ByOwner & {
    contactId: string;
    messageId: string;
    dailyCap: number;
    sentTodayByUser: number;
    /** A draw in [0, 1). */
    random: number;
  };
}

/** The contact replied (to this campaign or any other message): skip them from now on. */
export interface SkipRepliedContact {
  type: 'SkipRepliedContact';
  data: ByOwner & { contactId: string };
}

export interface RecordCampaignBounce {
  type: 'RecordCampaignBounce';
  data: ByOwner & { messageId: string };
}

export interface PauseCampaign {
  type: 'PauseCampaign';
  data: ByOwner & { reason: string };
}

/** The scheduler found no contact left to write to before total_messages were sent. */
export interface CompleteCampaign {
  type: 'CompleteCampaign';
  data: ByOwner;
}

export interface CancelCampaign {
  type: 'CancelCampaign';
  data: ByOwner;
}

export type CampaignCommand =
  | ScheduleCampaign
  | RecordCampaignSend
  | SkipRepliedContact
  | RecordCampaignBounce
  | PauseCampaign
  | CompleteCampaign
  | CancelCampaign;

/** §4: scheduled, partly sent, cancelled; completed once all are sent; paused by the bounce rule. */
export type CampaignStatus = 'none' | 'scheduled' | 'partly_sent' | 'paused' | 'cancelled' | 'completed';

export interface CampaignState {
  status: CampaignStatus;
  campaignId: string;
  userId: string;
  campaignName: string;
  totalMessages: number;
  plan: SendPlan | null;
  sentCount: number;
  sentMessageIds: string[];
  sentContactIds: string[];
  repliedContactIds: string[];
  bouncedMessageIds: string[];
  /** The campaign's sends of one local day: only the latest day matters. */
  sentToday: { day: string; count: number };
  nextSendAt: string | null;
  pausedReason: string | null;
}

export const initialState = (): CampaignState => ({
  status: 'none',
  campaignId: '',
  userId: '',
  campaignName: '',
  totalMessages: 0,
  plan: null,
  sentCount: 0,
  sentMessageIds: [],
  sentContactIds: [],
  repliedContactIds: [],
  bouncedMessageIds: [],
  sentToday: { day: '', count: 0 },
  nextSendAt: null,
  pausedReason: null,
});

export function evolve(state: CampaignState, event: CampaignEvent): CampaignState {
  switch (event.type) {
    case 'CampaignScheduled': {
      const { data } = event;
      return {
        ...initialState(),
        status: 'scheduled',
        campaignId: data.campaignId,
        userId: data.userId,
        campaignName: data.campaignName,
        totalMessages: data.totalMessages,
        plan: {
          startDate: data.startDate,
          daysOfWeek: data.daysOfWeek,
          sendTimes: data.sendTimes,
          timeZone: data.timeZone,
          messagesPerDay: data.messagesPerDay,
        },
        nextSendAt: data.nextSendAt,
      };
    }
    case 'CampaignMessageSent': {
      const { data } = event;
      const sameDay = state.sentToday.day === data.day;
      return {
        ...state,
        status: state.status === 'scheduled' ? 'partly_sent' : state.status,
        sentCount: data.sentCount,
        sentMessageIds: [...state.sentMessageIds, data.messageId],
        sentContactIds: [...state.sentContactIds, data.contactId],
        sentToday: { day: data.day, count: sameDay ? state.sentToday.count + 1 : 1 },
        nextSendAt: data.nextSendAt,
      };
    }
    case 'CampaignContactSkipped':
      return { ...state, repliedContactIds: [...state.repliedContactIds, event.data.contactId] };
    case 'CampaignMessageBounced':
      return { ...state, bouncedMessageIds: [...state.bouncedMessageIds, event.data.messageId] };
    case 'CampaignPaused':
      return { ...state, status: 'paused', pausedReason: event.data.reason, nextSendAt: null };
    case 'CampaignCompleted':
      return { ...state, status: 'completed', nextSendAt: null };
    case 'CampaignCancelled':
      return { ...state, status: 'cancelled', nextSendAt: null };
    default:
      return state;
  }
}

const isSending = (state: CampaignState): boolean =>
  state.status === 'scheduled' || state.status === 'partly_sent';

function requireSending(state: CampaignState): SendPlan {
  if (!isSending(state) || !state.plan) throw new CampaignNotActive(state.status);
  return state.plan;
}

export interface ScheduleInput {
  campaignName: string;
  totalMessages: number;
  messagesPerDay: number;
  startDate: string;
  daysOfWeek: string[];
  sendTimes: SendTimes;
  timeZone: string;
}

const wholeIn = (field: string, value: number, max: number) => {
  if (!Number.isInteger(value)) throw new InvalidCampaign(field, `${field} must be a whole number`);
  if (value < 1) throw new InvalidCampaign(field, `${field} must be at least 1`);
  if (value > max) throw new InvalidCampaign(field, `${field} must be at most ${max}`);
};

/** §5 and the sending plan's own rules, each refusal naming its field; answers the plan as it will be stored. */
export function schedulePlan(input: ScheduleInput, now: string): SendPlan & { campaignName: string } {
  const campaignName = input.campaignName.trim();
  if (campaignName.length > MAX_CAMPAIGN_NAME) {
    throw new InvalidCampaign(
      'campaign_name',
      `campaign_name must be at most ${MAX_CAMPAIGN_NAME} characters`,
    );
  }
  wholeIn('total_messages', input.totalMessages, MAX_TOTAL_MESSAGES);
  wholeIn('messages_per_day', input.messagesPerDay, MAX_MESSAGES_PER_DAY);
  if (input.messagesPerDay > input.totalMessages) {
    throw new InvalidCampaign('messages_per_day', 'messages_per_day cannot be more than total_messages');
  }
  const timeZone = canonicalTimeZone(input.timeZone);
  if (!timeZone) {
    throw new InvalidCampaign('time_zone', 'time_zone must be an IANA time zone name, such as Europe/Paris');
  }
  if (!isCalendarDate(input.startDate)) {
    throw new InvalidCampaign('start_date', 'start_date must be a date written YYYY-MM-DD');
  }
  if (input.startDate < localTime(now, timeZone).date) {
    throw new InvalidCampaign('start_date', 'start_date cannot be in the past');
  }
  const unknownDay = input.daysOfWeek.find((day) => !(WEEKDAYS as readonly string[]).includes(day));
  if (unknownDay !== undefined) {
    throw new InvalidCampaign('days_of_week', `days_of_week has an unknown day: ${unknownDay}`);
  }
  if (input.daysOfWeek.length === 0) {
    throw new InvalidCampaign('days_of_week', 'days_of_week needs at least one day');
  }
  const start = minutesOfDay(input.sendTimes.start);
  if (start === null) throw new InvalidCampaign('send_times.start', 'send_times.start must be a time HH:MM');
  const end = minutesOfDay(input.sendTimes.end);
  if (end === null) throw new InvalidCampaign('send_times.end', 'send_times.end must be a time HH:MM');
  if (end <= start)
    throw new InvalidCampaign('send_times.end', 'send_times.end must be after send_times.start');
  if (end - start < input.messagesPerDay) {
    throw new InvalidCampaign(
      'messages_per_day',
      `messages_per_day must fit the send window: at most one message a minute (${end - start} a day)`,
    );
  }
  return {
    campaignName: campaignName || `Campaign from ${input.startDate}`,
    startDate: input.startDate,
    daysOfWeek: WEEKDAYS.filter((day) => input.daysOfWeek.includes(day)),
    sendTimes: { start: input.sendTimes.start, end: input.sendTimes.end },
    timeZone,
    messagesPerDay: input.messagesPerDay,
  };
}

export function decide(command: CampaignCommand, state: CampaignState): CampaignEvent[] {
  const { campaignId, userId, now } = command.data;
  const base = { campaignId, userId, at: now };
  if (command.type === 'ScheduleCampaign') {
    if (state.status !== 'none') throw new CampaignAlreadyExists();
    const { campaignName, ...plan } = schedulePlan(command.data, now);
    return [
      {
        type: 'CampaignScheduled',
        data: {
          campaignId,
          userId,
          campaignName,
          totalMessages: command.data.totalMessages,
          messagesPerDay: plan.messagesPerDay,
          startDate: plan.startDate,
          daysOfWeek: [...plan.daysOfWeek],
          sendTimes: plan.sendTimes,
          timeZone: plan.timeZone,
          // A plan with at least one day always opens within a week.
          nextSendAt: nextWindowOpening(plan, now)!,
          at: now,
        },
      },
    ];
  }
  if (state.status === 'none' || state.userId !== userId) throw new CampaignNotFound();
  switch (command.type) {
    case 'RecordCampaignSend': {
      const { contactId, messageId } = command.data;
      // A scheduler retrying after a crash records the same message again: it was counted once.
      if (state.sentMessageIds.includes(messageId)) return [];
      const plan = requireSending(state);
      if (state.repliedContactIds.includes(contactId)) throw new ContactReplied();
      if (state.sentContactIds.includes(contactId)) throw new ContactAlreadySent();
      if (!isInsideWindow(plan, now)) throw new OutsideSendWindow();
      const day = localTime(now, plan.timeZone).date;
      const sentTodayByCampaign = state.sentToday.day === day ? state.sentToday.count : 0;
      const allowance = dailyAllowance({
        dailyCap: command.data.dailyCap,
        sentTodayByUser: command.data.sentTodayByUser,
        messagesPerDay: plan.messagesPerDay,
        sentTodayByCampaign,
        remaining: state.totalMessages - state.sentCount,
      });
      if (allowance < 1) throw new CampaignDailyLimitReached();
      const sentCount = state.sentCount + 1;
      const done = sentCount >= state.totalMessages;
      const random = () => command.data.random;
      const sent: CampaignEvent = {
        type: 'CampaignMessageSent',
        data: {
          ...base,
          contactId,
          messageId,
          day,
          sentCount,
          nextSendAt: done ? null : nextSendTime(plan, now, sentTodayByCampaign + 1, random),
        },
      };
      return done ? [sent, { type: 'CampaignCompleted', data: { ...base, reason: 'all_sent' } }] : [sent];
    }
    case 'SkipRepliedContact': {
      const { contactId } = command.data;
      if (state.repliedContactIds.includes(contactId)) return [];
      return [{ type: 'CampaignContactSkipped', data: { ...base, contactId, reason: 'replied' } }];
    }
    case 'RecordCampaignBounce': {
      const { messageId } = command.data;
      if (!state.sentMessageIds.includes(messageId)) throw new MessageNotInCampaign();
      if (state.bouncedMessageIds.includes(messageId)) return [];
      const bouncedCount = state.bouncedMessageIds.length + 1;
      const bounced: CampaignEvent = {
        type: 'CampaignMessageBounced',
        data: { ...base, messageId, bouncedCount },
      };
      if (!isSending(state) || !reachesBouncePause(state.sentCount, bouncedCount)) return [bounced];
      const reason = bouncePauseReason(state.sentCount, bouncedCount);
      return [bounced, { type: 'CampaignPaused', data: { ...base, reason } }];
    }
    case 'PauseCampaign': {
      if (state.status === 'paused') return [];
      requireSending(state);
      return [{ type: 'CampaignPaused', data: { ...base, reason: command.data.reason } }];
    }
    case 'CompleteCampaign': {
      if (state.status === 'completed') return [];
      requireSending(state);
      return [{ type: 'CampaignCompleted', data: { ...base, reason: 'no_contacts_left' } }];
    }
    case 'CancelCampaign': {
      if (state.status === 'cancelled') return [];
      if (state.status === 'completed') throw new CampaignAlreadyCompleted();
      return [{ type: 'CampaignCancelled', data: base }];
    }
    default: {
      const _never: never = command;
      throw new UnknownCommand(_never);
    }
  }
}

export const campaignDecider: Decider<CampaignCommand, CampaignEvent, CampaignState> = {
  initialState,
  evolve,
  decide,
};
