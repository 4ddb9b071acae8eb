import { useState } from 'react';
import { TextLink } from '../../components/ui/text-link';
import { paths } from '../../config/paths';
import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { ActiveDraftsCard } from '../../features/drafts/components/active-drafts-card';
import { DraftsModal } from '../../features/drafts/components/drafts-modal';

/**
 * The dashboard, with the drafts feature's review behind its Active Drafts metric and its drafts action item, and
 * the newest drafts' preview (spec §9: at most 10).
 */
export function DashboardPage() {
  const [reviewing, setReviewing] = useState(false);
  return (
    <>
      <DashboardView onReviewDrafts={() => setReviewing(true)}>
        <div className="grid gap-4 lg:grid-cols-2">
          <ActiveDraftsCard />
          {/* The sign-up callback goes straight here (spec); this is the way back to the optional profile step. */}
          <p className="text-sm text-gray-600 dark:text-gray-400">
            Drafts get better with your LinkedIn profile, portfolio and resume.{' '}
            <TextLink to={paths.signup}>Complete your profile</TextLink>
          </p>
        </div>
      </DashboardView>
      <DraftsModal open={reviewing} onOpenChange={setReviewing} />
    </>
  );
}
