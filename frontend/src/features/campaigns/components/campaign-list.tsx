import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryError } from '../../../components/ui/fetch-error';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { toastFailure } from '../../../lib/toast-failure';
import { campaignStatus, countdownLabel, daysLabel, secondsUntilNext, windowLabel } from '../campaign-format';
import {
  CAMPAIGNS_POLL_MS,
  useCampaignsQuery,
  useCancelAllCampaignsMutation,
  useCancelCampaignMutation,
  type CampaignView,
} from '../campaigns.api';
import { ScheduleCampaignDialog } from './schedule-campaign-dialog';

/** The card shows the newest few and links to /outgoing for the rest; the page lists them all, ten at a time. */
export const CARD_CAMPAIGNS = 3;
export const PAGE_CAMPAIGNS = 10;
/** The countdowns move on this often between polls. */
const COUNTDOWN_TICK_MS = 30_000;

const CANCELLABLE: readonly CampaignView['status'][] = ['scheduled', 'partly_sent', 'paused'];

function useNow(tickMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}

/**
 * The user's scheduled campaigns with Schedule Campaign and Cancel All: polled every 60 s (spec §4), refreshed in
 * between by the campaigns-list pushes. 'card' shows the newest few, 'page' all of them.
 */
export function CampaignList({ mode }: { mode: 'card' | 'page' }) {
  const query = useCampaignsQuery(undefined, { pollingInterval: CAMPAIGNS_POLL_MS });
  const [scheduling, setScheduling] = useState(false);
  const [cancellingAll, setCancellingAll] = useState(false);
  const [cancelAll, cancelAllState] = useCancelAllCampaignsMutation();
  const [page, setPage] = useState(1);
  const now = useNow(COUNTDOWN_TICK_MS);

  const campaigns = query.data ?? [];
  const cancellable = campaigns.filter((campaign) => CANCELLABLE.includes(campaign.status));
  const pageSize = mode === 'card' ? CARD_CAMPAIGNS : PAGE_CAMPAIGNS;
  const lastPage = Math.max(1, Math.ceil(campaigns.length / pageSize));
  const shownPage = Math.min(page, lastPage);
  const shown = campaigns.slice((shownPage - 1) * pageSize, shownPage * pageSize);

  const confirmCancelAll = async () => {
    try {
      const { cancelled } = await cancelAll().unwrap();
      setCancellingAll(false);
      toast.success(cancelled === 1 ? '1 campaign cancelled' : `${cancelled} campaigns cancelled`);
    } catch (error) {
      setCancellingAll(false);
      toastFailure('Failed to cancel campaigns', error, () => setCancellingAll(true));
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setScheduling(true)}>Schedule Campaign</Button>
        {cancellable.length > 0 && (
          <Button variant="secondary" onClick={() => setCancellingAll(true)}>
            Cancel All
          </Button>
        )}
      </div>

      {query.isLoading ? (
        <Spinner label="Loading campaigns..." />
      ) : query.isError ? (
        <QueryError message="Failed to load campaigns" query={query} />
      ) : campaigns.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          No scheduled campaigns. Schedule one to send your messages a few a day, inside the hours you choose.
        </p>
      ) : (
        <>
          <ul aria-label="Campaigns" className="divide-y divide-gray-200 dark:divide-gray-800">
            {shown.map((campaign) => (
              <CampaignItem key={campaign.campaign_id} campaign={campaign} now={now} />
            ))}
          </ul>
          {mode === 'card'
            ? campaigns.length > CARD_CAMPAIGNS && (
                <p className="text-sm">
                  <TextLink to={paths.campaigns}>View all {campaigns.length} campaigns</TextLink>
                </p>
              )
            : campaigns.length > PAGE_CAMPAIGNS && (
                <Pager
                  label="Campaign pages"
                  shown={{ page: shownPage, limit: PAGE_CAMPAIGNS, total: campaigns.length }}
                  unit={['campaign', 'campaigns']}
                  onPageChange={setPage}
                />
              )}
        </>
      )}

      <ScheduleCampaignDialog open={scheduling} onOpenChange={setScheduling} />
      <ConfirmDialog
        open={cancellingAll}
        onOpenChange={setCancellingAll}
        title="Cancel all campaigns?"
        confirmLabel="Cancel all campaigns"
        busyLabel="Cancelling..."
        busy={cancelAllState.isLoading}
        onConfirm={() => void confirmCancelAll()}
      >
        <p>
          {cancellable.length === 1 ? 'Your 1 campaign stops' : `All ${cancellable.length} campaigns stop`}{' '}
          sending. Messages already sent stay sent; this cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}

function CampaignItem({ campaign, now }: { campaign: CampaignView; now: number }) {
  const [confirming, setConfirming] = useState(false);
  const [cancel, { isLoading }] = useCancelCampaignMutation();
  const status = campaignStatus(campaign.status);
  const next = secondsUntilNext(campaign, now);
  const titleId = `campaign-${campaign.campaign_id}`;

  const confirmCancel = async () => {
    try {
      await cancel(campaign.campaign_id).unwrap();
      setConfirming(false);
      toast.success('Campaign cancelled');
    } catch (error) {
      setConfirming(false);
      toastFailure('Failed to cancel campaign', error, () => setConfirming(true));
    }
  };

  return (
    <li aria-labelledby={titleId} className="space-y-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="break-words text-sm font-semibold text-gray-900 dark:text-gray-100">
            {campaign.campaign_name}
          </h3>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {campaign.sent_count}/{campaign.total_messages} sent · {campaign.remaining} remaining
          </p>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-gray-600 dark:text-gray-400">
        <dt>Days</dt>
        <dd>{daysLabel(campaign.days_of_week)}</dd>
        <dt>Window</dt>
        <dd className="break-words">{windowLabel(campaign)}</dd>
        <dt>Per day</dt>
        <dd>{campaign.messages_per_day}</dd>
        {next !== null && (
          <>
            <dt>Next message</dt>
            <dd>
              <time dateTime={campaign.next_send_at ?? undefined}>in {countdownLabel(next)}</time>
            </dd>
          </>
        )}
      </dl>
      {campaign.status === 'paused' && campaign.paused_reason && (
        <p className="text-xs text-red-700 dark:text-red-400">Paused: {campaign.paused_reason}</p>
      )}
      {CANCELLABLE.includes(campaign.status) && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setConfirming(true)}
          aria-label={`Cancel campaign ${campaign.campaign_name}`}
        >
          Cancel campaign
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this campaign?"
        confirmLabel="Cancel campaign"
        busyLabel="Cancelling..."
        busy={isLoading}
        onConfirm={() => void confirmCancel()}
      >
        <p>
          “{campaign.campaign_name}” stops sending; its {campaign.remaining} remaining messages will not go.
          Messages already sent stay sent.
        </p>
      </ConfirmDialog>
    </li>
  );
}
