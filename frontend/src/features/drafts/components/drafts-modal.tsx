import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useGetAllDraftsQuery, type BatchFailure, type Draft } from '../../../api/drafts.api';
import { Button } from '../../../components/ui/button';
import { Dialog, type DialogOpenProps } from '../../../components/ui/dialog';
import { QueryError } from '../../../components/ui/fetch-error';
import { Input, inputClasses } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { serverErrorMessage } from '../../../lib/error-detail';
import { withMember } from '../../../lib/with-member';
import {
  SORT_KEYS,
  SORT_LABELS,
  visibleDrafts,
  type DraftFilter,
  type MatchMode,
  type SortDirection,
  type SortKey,
} from '../draft-list-view';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDraftActions, type DraftActionWords } from '../use-draft-actions';
import { DraftCard } from './draft-card';
import { DraftEditor } from './draft-editor';
import { DraftsFilterPanel } from './drafts-filter-panel';

/** Spec section 2, Drafts modal ('All Drafts'). */
export function DraftsModal({ open, onOpenChange }: DialogOpenProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="All Drafts" wide maxHeightClassName="max-h-[80vh]">
      {open && <DraftsModalBody />}
    </Dialog>
  );
}

type Pending =
  | { kind: 'bulk-send'; ids: string[] }
  | { kind: 'bulk-delete'; ids: string[] }
  | { kind: 'delete'; draft: Draft };

function failureDescription(failed: BatchFailure[]): string | undefined {
  return failed[0]?.detail;
}

/** The drafts modal's words for one draft's send and delete. */
const DRAFTS_MODAL_WORDS: DraftActionWords = {
  sent: 'Draft sent successfully',
  sendFailed: 'Failed to send draft',
  deleted: 'Draft deleted successfully',
  deleteFailed: 'Failed to delete draft',
};

function DraftsModalBody() {
  const drafts = useGetAllDraftsQuery();
  const [search, setSearch] = useState('');
  const [sortKey, setSortKey] = useState<SortKey>('date');
  const [direction, setDirection] = useState<SortDirection>('desc');
  const [filters, setFilters] = useState<DraftFilter[]>([]);
  const [mode, setMode] = useState<MatchMode>('all');
  const [showFilters, setShowFilters] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Draft | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  // Fixed while the modal is open, so draft ages do not change under the reader's eyes.
  const [now] = useState(() => Date.now());

  const view = { search, filters, mode, sortKey, direction };
  const groups = drafts.data
    ? [
        { title: 'New', items: visibleDrafts(drafts.data.new_drafts, view) },
        { title: 'Earlier', items: visibleDrafts(drafts.data.earlier_drafts, view) },
      ]
    : [];
  const visible = groups.flatMap((group) => group.items);
  const total = drafts.data ? drafts.data.new_drafts.length + drafts.data.earlier_drafts.length : 0;
  // Only drafts still listed count: a draft sent elsewhere leaves the selection with the list.
  const listedIds = new Set(
    drafts.data ? [...drafts.data.new_drafts, ...drafts.data.earlier_drafts].map((draft) => draft.id) : [],
  );
  const chosen = [...selected].filter((id) => listedIds.has(id));

  const toggle = (id: string) => setSelected((current) => withMember(current, id, !current.has(id)));

  const forget = (ids: readonly string[]) =>
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
  const { sendOne, deleteOne, runBatch, sendingId, busy } = useDraftActions(forget, DRAFTS_MODAL_WORDS);

  const askBulk = (kind: 'bulk-send' | 'bulk-delete') => {
    if (chosen.length === 0) {
      toast.error(
        kind === 'bulk-send' ? 'No drafts selected for sending.' : 'No drafts selected for deletion.',
      );
      return;
    }
    setPending({ kind, ids: chosen });
  };

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'delete') {
      await deleteOne(pending.draft);
    } else {
      const sending = pending.kind === 'bulk-send';
      const verb = sending ? 'send' : 'delete';
      const outcome = await runBatch(sending, pending.ids);
      if (outcome.errors.length === outcome.chunks) {
        toast.error(`Failed to ${verb} drafts`, {
          description: serverErrorMessage(outcome.errors[0], '') || undefined,
        });
      } else {
        if (outcome.done > 0)
          toast.success(`${outcome.done} drafts ${sending ? 'sent' : 'deleted'} successfully`);
        if (outcome.failed.length > 0) {
          toast.error(`Failed to ${verb} some drafts.`, { description: failureDescription(outcome.failed) });
        }
      }
    }
    setPending(null);
  };

  if (editing) return <DraftEditor draft={editing} onDone={() => setEditing(null)} />;
  if (drafts.isLoading) return <Spinner label="Loading drafts" />;
  if (drafts.isError || !drafts.data) {
    return <QueryError message="Failed to load drafts" query={drafts} />;
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="drafts-search" className="sr-only">
            Search drafts
          </label>
          <Input
            id="drafts-search"
            type="search"
            placeholder="Search company, contact, subject or body"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="flex gap-2">
          <label htmlFor="drafts-sort" className="sr-only">
            Sort by
          </label>
          <select
            id="drafts-sort"
            value={sortKey}
            onChange={(event) => setSortKey(event.target.value as SortKey)}
            className={inputClasses}
          >
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {SORT_LABELS[key]}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            onClick={() => setDirection((current) => (current === 'asc' ? 'desc' : 'asc'))}
            aria-label={
              direction === 'asc'
                ? 'Sort ascending, switch to descending'
                : 'Sort descending, switch to ascending'
            }
          >
            <span aria-hidden="true">{direction === 'asc' ? '↑ Asc' : '↓ Desc'}</span>
          </Button>
          <Button
            variant="secondary"
            aria-expanded={showFilters}
            aria-controls="drafts-filters"
            onClick={() => setShowFilters((value) => !value)}
          >
            Filters{filters.length > 0 && ` (${filters.length})`}
          </Button>
        </div>
      </div>
      {showFilters && (
        <div id="drafts-filters">
          <DraftsFilterPanel filters={filters} mode={mode} onFilters={setFilters} onMode={setMode} />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setSelected(new Set(visible.map((draft) => draft.id)))}
          disabled={visible.length === 0}
        >
          Select All
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setSelected(new Set())}
          disabled={chosen.length === 0}
        >
          Deselect All
        </Button>
        <span className="flex-1" />
        <Button size="sm" onClick={() => askBulk('bulk-send')} disabled={busy}>
          Send Selected ({chosen.length})
        </Button>
        <Button variant="danger" size="sm" onClick={() => askBulk('bulk-delete')} disabled={busy}>
          Delete Selected
        </Button>
      </div>
      {visible.length === 0 ? (
        <div className="py-8 text-center">
          <p className="font-medium text-gray-900 dark:text-gray-100">No drafts found</p>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {total > 0 ? 'Try adjusting your search or filters' : 'Create some drafts to get started'}
          </p>
        </div>
      ) : (
        groups
          .filter((group) => group.items.length > 0)
          .map((group) => (
            <section key={group.title} aria-label={`${group.title} drafts`} className="space-y-2">
              <h3 className="text-sm font-semibold text-gray-700 uppercase dark:text-gray-300">
                {group.title} ({group.items.length})
              </h3>
              {group.items.map((draft) => (
                <DraftCard
                  key={draft.id}
                  draft={draft}
                  now={now}
                  selected={selected.has(draft.id)}
                  busy={busy || sendingId === draft.id}
                  onToggle={() => toggle(draft.id)}
                  onEdit={() => setEditing(draft)}
                  onSend={() => void sendOne(draft)}
                  onDelete={() => setPending({ kind: 'delete', draft })}
                />
              ))}
            </section>
          ))
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(next) => !next && setPending(null)}
        title={
          pending?.kind === 'bulk-send'
            ? 'Send Selected Drafts'
            : pending?.kind === 'bulk-delete'
              ? 'Delete Selected Drafts'
              : 'Delete Draft'
        }
        confirmLabel={pending?.kind === 'bulk-send' ? 'Send' : 'Delete'}
        danger={pending?.kind !== 'bulk-send'}
        busy={busy}
        onConfirm={() => void confirm()}
      >
        <p>
          {pending?.kind === 'bulk-send'
            ? `Send ${pending.ids.length} selected drafts now?`
            : pending?.kind === 'bulk-delete'
              ? `Delete ${pending.ids.length} selected drafts? This cannot be undone.`
              : 'Delete this draft? This cannot be undone.'}
        </p>
      </ConfirmDialog>
    </div>
  );
}
