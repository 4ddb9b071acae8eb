import { useState } from 'react';
import { useGetAllDraftsQuery, useGetDraftsQuery } from '../../../api/drafts.api';
import { Button } from '../../../components/ui/button';
import { DraftsModal } from './drafts-modal';

/** Spec section 9: the dashboard previews at most this many of the newest drafts. */
export const DRAFTS_PREVIEW_LIMIT = 10;

/**
 * The dashboard's Active Drafts card: how many drafts wait, the newest of them, and the way to review them.
 * The count needs every draft (GET /emails/drafts/all, shared with the modal's cache entry); the preview asks
 * only for the newest DRAFTS_PREVIEW_LIMIT.
 */
export function ActiveDraftsCard() {
  const [open, setOpen] = useState(false);
  const drafts = useGetAllDraftsQuery();
  const latest = useGetDraftsQuery(DRAFTS_PREVIEW_LIMIT);
  const count = drafts.data ? drafts.data.new_drafts.length + drafts.data.earlier_drafts.length : null;
  const preview = latest.data?.drafts ?? [];
  return (
    <section
      aria-labelledby="active-drafts-heading"
      className="space-y-2 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="active-drafts-heading" className="text-sm font-medium text-gray-600 dark:text-gray-400">
        Active Drafts
      </h2>
      <p className="text-2xl font-bold text-gray-900 dark:text-gray-100">{count ?? '–'}</p>
      {preview.length > 0 && (
        <ul aria-label="Latest drafts" className="space-y-1 text-sm text-gray-700 dark:text-gray-300">
          {preview.map((draft) => (
            <li key={draft.id} className="truncate">
              <span className="font-medium">{draft.subject || '(no subject)'}</span>
              {' – '}
              {draft.contact_name || draft.contact_email}
            </li>
          ))}
        </ul>
      )}
      <Button size="sm" onClick={() => setOpen(true)}>
        Review Drafts
      </Button>
      <DraftsModal open={open} onOpenChange={setOpen} />
    </section>
  );
}
