import { useState } from 'react';
import { useGetDraftsQuery, type Draft } from '../../../api/drafts.api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { QueryError } from '../../../components/ui/fetch-error';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { bodyText, draftAge, preview } from '../draft-list-view';
import { DraftEditor } from './draft-editor';
import { DraftsModal } from './drafts-modal';

/** Spec section 9: the draft card shows the first 2 drafts. */
export const DRAFTED_CARD_LIMIT = 2;

/**
 * Spec section 2, Outgoing Messages: the Drafted Messages card with the latest drafts (previews of 100
 * characters), View all opening the All Drafts modal and Edit a draft's editor. The list follows the drafts pushes,
 * so drafts a generation saves appear without a reload.
 */
export function DraftedMessagesCard({ onViewAll }: { onViewAll?: () => void }) {
  const drafts = useGetDraftsQuery(DRAFTED_CARD_LIMIT);
  const [viewingAll, setViewingAll] = useState(false);
  const [editing, setEditing] = useState<Draft | null>(null);
  // Fixed while the page is open, as in the drafts modal, so ages do not shift under the reader's eyes.
  const [now] = useState(() => Date.now());
  const latest = drafts.data?.drafts.slice(0, DRAFTED_CARD_LIMIT) ?? [];

  return (
    <SectionCard
      id="drafted-messages-card-title"
      title="Drafted Messages"
      action={
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setViewingAll(true);
            onViewAll?.();
          }}
        >
          View all
        </Button>
      }
    >
      {drafts.isLoading ? (
        <Spinner label="Loading drafts" />
      ) : drafts.isError ? (
        <QueryError message="Failed to fetch drafted messages." query={drafts} />
      ) : latest.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          No drafts yet. Generate messages above and they appear here.
        </p>
      ) : (
        <ul aria-label="Latest drafts" className="divide-y divide-gray-200 dark:divide-gray-800">
          {latest.map((draft) => (
            <li
              key={draft.id}
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <p className="text-sm text-gray-600 dark:text-gray-400">
                  <span className="font-medium text-gray-900 dark:text-gray-100">
                    {draft.contact_name || draft.contact_email}
                  </span>
                  {draft.company && ` at ${draft.company}`} · {draftAge(draft.created_at, now)}
                </p>
                <p className="font-medium break-words text-gray-900 dark:text-gray-100">
                  {draft.subject || '(no subject)'}
                </p>
                <p className="text-sm break-words text-gray-700 dark:text-gray-300">
                  {preview(bodyText(draft.body)).text}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit draft ${draft.subject || 'with no subject'}`}
                onClick={() => setEditing(draft)}
              >
                Edit
              </Button>
            </li>
          ))}
        </ul>
      )}
      <DraftsModal open={viewingAll} onOpenChange={setViewingAll} />
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="Edit Draft"
        wide
      >
        {editing && <DraftEditor draft={editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </SectionCard>
  );
}
