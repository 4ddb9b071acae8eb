import type {
  CampaignsAnswer,
  CampaignView,
  CancelAllCampaignsAnswer,
  CancelCampaignAnswer,
  ScheduleCampaignAnswer,
} from '@outreach/backend/campaigns/campaign.contract';
import type {
  ActivityPeriod,
  OutgoingActivityAnswer,
} from '@outreach/backend/outgoing-activity/outgoing-activity.contract';
import { api } from '../../api/api';
import { settleCommand } from '../../api/settle-command';

export type { CampaignView, OutgoingActivityAnswer, ActivityPeriod };

/** Spec §4 and §9: the campaign list is polled every 60 s (pushes refresh it in between). */
export const CAMPAIGNS_POLL_MS = 60_000;

/** The body of POST /emails/schedule/ (spec §7), with the browser's time zone the window is read in. */
export interface ScheduleCampaignInput {
  campaign_name: string;
  total_messages: number;
  messages_per_day: number;
  start_date: string;
  days_of_week: string[];
  send_times: { start: string; end: string };
  time_zone: string;
  /** Sent as the Idempotency-Key header: a retried submission schedules one campaign. */
  idempotencyKey: string;
}

export interface ActivityArgs {
  period: ActivityPeriod;
  time_zone: string;
}

const CAMPAIGN_LIST = { type: 'Campaign', id: 'LIST' } as const;

/**
 * The schedule calls (spec §7) and the charts' read. Commands settle through the campaigns-list read model, whose
 * pushes refresh the Campaign tag; a send refreshes the charts through the outgoing-activity pushes.
 */
export const campaignsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    campaigns: builder.query<CampaignView[], void>({
      query: () => '/emails/schedule/info/',
      transformResponse: (answer: CampaignsAnswer) => answer.campaigns,
      providesTags: [CAMPAIGN_LIST],
    }),
    scheduleCampaign: builder.mutation<ScheduleCampaignAnswer, ScheduleCampaignInput>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/emails/schedule/',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      onQueryStarted: (_input, lifecycle) => settleCommand(lifecycle, { projections: ['campaigns-list'] }),
    }),
    cancelCampaign: builder.mutation<CancelCampaignAnswer, string>({
      query: (id) => ({ url: `/emails/schedule/cancel/${encodeURIComponent(id)}`, method: 'DELETE' }),
      onQueryStarted: (_id, lifecycle) => settleCommand(lifecycle, { projections: ['campaigns-list'] }),
    }),
    cancelAllCampaigns: builder.mutation<CancelAllCampaignsAnswer, void>({
      query: () => ({ url: '/emails/schedule/cancel/', method: 'DELETE' }),
      onQueryStarted: (_input, lifecycle) => settleCommand(lifecycle, { projections: ['campaigns-list'] }),
    }),
    outgoingActivity: builder.query<OutgoingActivityAnswer, ActivityArgs>({
      query: (params) => ({ url: '/emails/outgoing/activity', params }),
      providesTags: ['OutgoingActivity'],
    }),
  }),
});

export const {
  useCampaignsQuery,
  useScheduleCampaignMutation,
  useCancelCampaignMutation,
  useCancelAllCampaignsMutation,
  useOutgoingActivityQuery,
} = campaignsApi;
