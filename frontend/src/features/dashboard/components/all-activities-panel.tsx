import { useState, type RefObject } from 'react';
import { Dialog, type DialogOpenProps } from '../../../components/ui/dialog';
import { QueryError } from '../../../components/ui/fetch-error';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { pageOfOffset } from '../../../lib/paging';
import { useGetDashboardSummaryQuery } from '../dashboard.api';
import { ActivityList } from './activity-list';

/** The side panel pages through the whole feed, newest first. */
export const ACTIVITY_PANEL_PAGE = 20;

/** Spec §2 Dashboard: 'All Activities', the side panel 'View N more activities' opens. */
export function AllActivitiesPanel({
  open,
  onOpenChange,
  now,
  returnFocus,
}: DialogOpenProps & { now: number; returnFocus: RefObject<HTMLElement | null> }) {
  const [offset, setOffset] = useState(0);
  const page = useGetDashboardSummaryQuery(
    { activity_limit: ACTIVITY_PANEL_PAGE, activity_offset: offset },
    { skip: !open },
  );
  const activity = page.data?.recentActivity;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="All Activities"
      placement="side"
      returnFocus={returnFocus}
    >
      <div className="space-y-4">
        {page.isError && !activity ? (
          <QueryError message="Failed to load activities" query={page} />
        ) : !activity ? (
          <Spinner label="Loading activities" />
        ) : activity.total === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">No Recent Activity</p>
        ) : (
          <>
            <ActivityList items={activity.items} now={now} />
            <Pager
              label="Activity pages"
              shown={pageOfOffset(activity)}
              unit={['activity', 'activities']}
              busy={page.isFetching}
              onPageChange={(next) => setOffset((next - 1) * ACTIVITY_PANEL_PAGE)}
            />
          </>
        )}
      </div>
    </Dialog>
  );
}
