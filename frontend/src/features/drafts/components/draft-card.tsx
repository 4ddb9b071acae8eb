import { useId, useState } from 'react';
import type { Draft } from '../../../api/drafts.api';
import { Button } from '../../../components/ui/button';
import { AttachedFiles } from '../../../components/ui/email-preview';
import { bodyText, draftAge, preview } from '../draft-list-view';

interface DraftCardProps {
  draft: Draft;
  selected: boolean;
  busy: boolean;
  now: number;
  onToggle: () => void;
  onEdit: () => void;
  onSend: () => void;
  onDelete: () => void;
}

export function DraftCard({
  draft,
  selected,
  busy,
  now,
  onToggle,
  onEdit,
  onSend,
  onDelete,
}: DraftCardProps) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  // As it goes out (footer and links included) when the server could render it; the body alone when its contact is gone.
  const text = draft.preview?.text ?? bodyText(draft.body);
  const shown = preview(text);
  const subject = draft.subject || '(no subject)';

  return (
    <article
      aria-labelledby={titleId}
      className="space-y-2 rounded-lg border border-gray-200 p-3 dark:border-gray-800"
    >
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          aria-label={`Select draft ${subject}`}
          className="mt-1 h-4 w-4 shrink-0 accent-indigo-600"
        />
        <div className="min-w-0 flex-1">
          <h4 id={titleId} className="font-medium break-words text-gray-900 dark:text-gray-100">
            {subject}
          </h4>
          <p className="text-xs break-words text-gray-600 dark:text-gray-400">
            {draft.contact_name ? `${draft.contact_name} · ` : ''}
            {draft.contact_email}
            {draft.company && ` · ${draft.company}`} · {draftAge(draft.created_at, now)}
          </p>
        </div>
      </div>
      <p id={bodyId} className="text-sm break-words whitespace-pre-wrap text-gray-800 dark:text-gray-200">
        {expanded ? text : shown.text}
      </p>
      <AttachedFiles names={draft.preview?.attachments ?? []} />
      <div className="flex flex-wrap gap-2">
        {shown.truncated && (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Show Less' : 'Show More'}
          </Button>
        )}
        {(
          [
            ['Edit', 'secondary', onEdit],
            ['Send', 'primary', onSend],
            ['Delete', 'danger', onDelete],
          ] as const
        ).map(([action, variant, onClick]) => (
          <Button
            key={action}
            variant={variant}
            size="sm"
            onClick={onClick}
            disabled={busy}
            aria-label={`${action} draft ${subject}`}
          >
            {action}
          </Button>
        ))}
      </div>
    </article>
  );
}
