import { useRef, useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { QueryError } from '../../../components/ui/fetch-error';
import { Spinner } from '../../../components/ui/spinner';
import { DASHBOARD_CACHE_MS, useGetDashboardSummaryQuery } from '../dashboard.api';
import { useScheduledRetries } from '../dashboard-retry';
import { zeroedSummary } from '../zeroed-summary';
import { ActionItemsCard } from './action-items-card';
import { ActivityList } from './activity-list';
import { AllActivitiesPanel } from './all-activities-panel';
import { SectionCard } from '../../../components/ui/section-card';
import { MetricCards } from './metric-cards';
import { QuickActions } from './quick-actions';

/** The dashboard's own read: the figures, the suggestions and the newest activity (spec §2: the newest item). */
export const DASHBOARD_SUMMARY_ARGS = { activity_limit: 1, activity_offset: 0 } as const;

const FALLBACK = zeroedSummary();

/**
 * Spec §2 Dashboard. Cached 5 minutes and refreshed every 5 minutes and on window focus (§4, §9); pushes refresh it
 * sooner; a failed load is tried again on §4's schedule. The draft review belongs to the drafts feature, so the page
 * that composes both opens it and adds its panels (children) below.
 */
export function DashboardView({
  onReviewDrafts,
  children,
}: {
  onReviewDrafts: () => void;
  children?: ReactNode;
}) {
  const summary = useGetDashboardSummaryQuery(DASHBOARD_SUMMARY_ARGS, {
    pollingInterval: DASHBOARD_CACHE_MS,
    refetchOnFocus: true,
  });
  // Spec §4: failed loads are tried again after 2 s (first try) or 5 s (an exception), zeroed figures meanwhile.
  useScheduledRetries(summary);
  const [panelOpen, setPanelOpen] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  // The panel opens without a trigger of its own; closing it returns here.
  const viewMore = useRef<HTMLButtonElement>(null);
  const data = summary.data ?? FALLBACK;
  const now = Date.now();
  const { items, total } = data.recentActivity;
  const more = total - items.length;

  async function refresh() {
    setRefreshing(true);
    try {
      await summary.refetch().unwrap();
      toast.success('Dashboard refreshed with latest data');
    } catch {
      toast.error('Failed to refresh the dashboard');
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">
          Welcome back{data.firstName ? `, ${data.firstName}` : ''}
        </h1>
        <Button variant="secondary" onClick={() => void refresh()} disabled={refreshing || summary.isLoading}>
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {summary.isLoading && <Spinner label="Loading dashboard" />}
      {summary.isError && !summary.data && (
        <QueryError
          framed
          message="Failed to load the dashboard; the figures below are empty."
          query={summary}
        />
      )}
      <p className="text-sm text-gray-600 dark:text-gray-400">
        Figures for the last {data.period.days} days (UTC), against the {data.period.days} days before.
      </p>
      <MetricCards summary={data} onReviewDrafts={onReviewDrafts} />
      <QuickActions />
      <div className="grid gap-4 lg:grid-cols-2">
        <ActionItemsCard items={data.actionItems} onReviewDrafts={onReviewDrafts} />
        <SectionCard id="recent-activity-heading" title="Recent Activity">
          {total === 0 ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">No Recent Activity</p>
          ) : (
            <>
              <ActivityList items={items} now={now} />
              {more > 0 && (
                <Button ref={viewMore} variant="ghost" size="sm" onClick={() => setPanelOpen(true)}>
                  View {more} more {more === 1 ? 'activity' : 'activities'}
                </Button>
              )}
            </>
          )}
        </SectionCard>
      </div>
      {children}
      <AllActivitiesPanel open={panelOpen} onOpenChange={setPanelOpen} now={now} returnFocus={viewMore} />
    </section>
  );
}
