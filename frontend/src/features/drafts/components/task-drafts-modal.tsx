import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useGetAllDraftsQuery, type Draft } from '../../../api/drafts.api';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { QueryError } from '../../../components/ui/fetch-error';
import { Spinner } from '../../../components/ui/spinner';
import { withMember } from '../../../lib/with-member';
import { useDraftActions, type DraftActionWords } from '../use-draft-actions';
import { DraftCard } from './draft-card';
import { DraftEditor } from './draft-editor';

/** A draft an autopilot task made or found for one of its contacts. */
export interface TaskDraftRef {
  draft_id: string;
  /** Spec §3.5: the contact already had this draft before the task. */
  was_existing?: boolean;
}

interface TaskDraftsModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  drafts: readonly TaskDraftRef[];
  /** The task's start: without was_existing, a draft created before it was already there. */
  since: string;
}

export const NO_TASK_DRAFTS_YET =
  'No drafts found yet. The drafts may still be being generated or contacts may not have been processed yet.';

/** Spec §2.2: an autopilot task's generated drafts, new and existing, with the §8 Autopilot messages. */
export function TaskDraftsModal({ open, onOpenChange, title, drafts, since }: TaskDraftsModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} wide maxHeightClassName="max-h-[80vh]">
      {open && <TaskDraftsBody refs={drafts} since={since} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

type Pending = { kind: 'send' | 'delete'; ids: string[] } | { kind: 'delete-one'; draft: Draft };

/** The task's drafts still listed (sent or deleted ones are gone), split into new and existing. */
export function taskDraftGroups(
  all: readonly Draft[],
  refs: readonly TaskDraftRef[],
  since: string,
): { fresh: Draft[]; existing: Draft[] } {
  const byId = new Map(all.map((draft) => [draft.id, draft]));
  const start = Date.parse(since);
  const fresh: Draft[] = [];
  const existing: Draft[] = [];
  for (const ref of refs) {
    const draft = byId.get(ref.draft_id);
    if (!draft) continue;
    const wasExisting = ref.was_existing ?? Date.parse(draft.created_at) < start;
    (wasExisting ? existing : fresh).push(draft);
  }
  return { fresh, existing };
}

/** §8 Autopilot's words for one draft's send and delete. */
const TASK_DRAFTS_WORDS: DraftActionWords = {
  sent: 'Email sent successfully.',
  sendFailed: 'Failed to send draft.',
  deleted: 'Draft deleted successfully.',
  deleteFailed: 'Failed to delete draft.',
};

function TaskDraftsBody({
  refs,
  since,
  onClose,
}: {
  refs: readonly TaskDraftRef[];
  since: string;
  onClose: () => void;
}) {
  const query = useGetAllDraftsQuery();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Draft | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [now] = useState(() => Date.now());

  const all = query.data ? [...query.data.new_drafts, ...query.data.earlier_drafts] : [];
  const { fresh, existing } = taskDraftGroups(all, refs, since);
  const listed = [...fresh, ...existing];
  const listedIds = new Set(listed.map((draft) => draft.id));
  const chosen = [...selected].filter((id) => listedIds.has(id));

  // Opened on a company whose drafts are not readable yet: say so instead of an empty dialog. Judged once, on the
  // first answer, so drafts the user then sends or deletes do not close the dialog.
  const judged = useRef(false);
  const nothingListed = listed.length === 0;
  useEffect(() => {
    if (judged.current || !query.isSuccess) return;
    judged.current = true;
    if (nothingListed) {
      toast.info(NO_TASK_DRAFTS_YET);
      onClose();
    }
  }, [query.isSuccess, nothingListed, onClose]);

  const forget = (ids: readonly string[]) =>
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
  const { sendOne, deleteOne, runBatch, sendingId, busy } = useDraftActions(forget, TASK_DRAFTS_WORDS);

  const askBulk = (kind: 'send' | 'delete') => {
    if (chosen.length === 0) {
      toast.error(kind === 'send' ? 'No drafts selected for sending.' : 'No drafts selected for deletion.');
      return;
    }
    setPending({ kind, ids: chosen });
  };

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'delete-one') {
      await deleteOne(pending.draft);
    } else {
      const sending = pending.kind === 'send';
      const outcome = await runBatch(sending, pending.ids);
      if (outcome.failed.length === 0) {
        toast.success(
          sending ? 'Selected drafts sent successfully.' : 'Selected drafts deleted successfully.',
        );
      } else {
        toast.error(sending ? 'Failed to send some drafts.' : 'Failed to delete some drafts.', {
          description: outcome.failed[0]?.detail,
        });
      }
    }
    setPending(null);
  };

  if (editing) return <DraftEditor draft={editing} onDone={() => setEditing(null)} />;
  if (query.isLoading) return <Spinner label="Loading drafts" />;
  if (query.isError || !query.data) return <QueryError message="Failed to fetch drafts" query={query} />;

  const allChosen = listed.length > 0 && chosen.length === listed.length;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
          <input
            type="checkbox"
            checked={allChosen}
            disabled={listed.length === 0}
            onChange={() => setSelected(allChosen ? new Set() : new Set(listed.map((draft) => draft.id)))}
            className="h-4 w-4 accent-indigo-600"
          />
          Select all
        </label>
        <span className="flex-1" />
        <Button size="sm" onClick={() => askBulk('send')} disabled={busy}>
          Send Selected ({chosen.length})
        </Button>
        <Button variant="danger" size="sm" onClick={() => askBulk('delete')} disabled={busy}>
          Delete Selected
        </Button>
      </div>
      {listed.length === 0 && (
        <p className="py-6 text-center text-sm text-gray-600 dark:text-gray-400">
          None of this task&apos;s drafts are left: they were sent or deleted.
        </p>
      )}
      {(
        [
          ['New Drafts', fresh],
          ['Existing Drafts', existing],
        ] as const
      )
        .filter(([, items]) => items.length > 0)
        .map(([heading, items]) => (
          <section key={heading} aria-label={heading} className="space-y-2">
            <h3 className="text-sm font-semibold text-gray-700 uppercase dark:text-gray-300">
              {heading} ({items.length})
            </h3>
            {heading === 'Existing Drafts' && (
              <p className="text-xs text-gray-600 dark:text-gray-400">
                These contacts already had a draft before this task; the task kept it rather than write
                another.
              </p>
            )}
            {items.map((draft) => (
              <DraftCard
                key={draft.id}
                draft={draft}
                now={now}
                selected={selected.has(draft.id)}
                busy={busy || sendingId === draft.id}
                onToggle={() =>
                  setSelected((current) => withMember(current, draft.id, !current.has(draft.id)))
                }
                onEdit={() => setEditing(draft)}
                onSend={() => void sendOne(draft)}
                onDelete={() => setPending({ kind: 'delete-one', draft })}
              />
            ))}
          </section>
        ))}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(next) => !next && setPending(null)}
        title={
          pending?.kind === 'send'
            ? 'Send Selected Drafts'
            : pending?.kind === 'delete'
              ? 'Delete Selected Drafts'
              : 'Delete Draft'
        }
        confirmLabel={pending?.kind === 'send' ? 'Send' : 'Delete'}
        danger={pending?.kind !== 'send'}
        busy={busy}
        onConfirm={() => void confirm()}
      >
        <p>
          {pending?.kind === 'send'
            ? `Send ${pending.ids.length} selected drafts now?`
            : pending?.kind === 'delete'
              ? `Delete ${pending.ids.length} selected drafts? This cannot be undone.`
              : 'Delete this draft? This cannot be undone.'}
        </p>
      </ConfirmDialog>
    </div>
  );
}
