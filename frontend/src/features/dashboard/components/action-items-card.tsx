import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import type { ActionItem } from '../dashboard.api';
import { SectionCard } from '../../../components/ui/section-card';

/** Where each kind of suggestion leads; drafts open the draft review on the page. */
const LINKS: Record<Exclude<ActionItem['kind'], 'review_drafts'>, string> = {
  reply_waiting: `${paths.contacts}?filter=responses`,
  campaign_paused: paths.outgoingMessages,
  follow_up_due: paths.contacts,
  upload_resume: paths.settings,
  optimize_outreach: `${paths.settings}?tab=Advanced`,
  scale_outreach: paths.contacts,
};

const actionClasses = buttonClasses('secondary', 'sm');

/** Spec §2 Dashboard: up to 4 suggestions, or 'All caught up! No action items needed.' */
export function ActionItemsCard({
  items,
  onReviewDrafts,
}: {
  items: ActionItem[];
  onReviewDrafts: () => void;
}) {
  return (
    <SectionCard id="action-items-heading" title="Action Items">
      {items.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">All caught up! No action items needed.</p>
      ) : (
        <ul className="divide-y divide-gray-200 dark:divide-gray-800">
          {items.map((item) => (
            <li
              key={item.kind}
              className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p className="font-medium text-gray-900 dark:text-gray-100">{item.title}</p>
                <p className="text-sm text-gray-600 dark:text-gray-400">{item.description}</p>
              </div>
              {item.kind === 'review_drafts' ? (
                <button type="button" className={actionClasses} onClick={onReviewDrafts}>
                  {item.actionLabel}
                </button>
              ) : (
                <Link className={actionClasses} to={LINKS[item.kind]}>
                  {item.actionLabel}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
