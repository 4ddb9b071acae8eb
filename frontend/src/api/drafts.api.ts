import type {
  AllDraftsResponse,
  DraftsResponse,
  DraftView,
  ListedDraft,
  MessageType,
  Tone,
} from '@outreach/backend/drafts/draft-rules.contract';
import type { ProjectionName } from '@outreach/backend/platform/realtime/projections.contract';
import { api } from './api';
import type { AppDispatch } from './root-reducer';
import { settleCommand, type CommandLifecycle } from './settle-command';

export type { MessageType, Tone };

/** A saved draft as GET /emails/drafts and /emails/drafts/all answer it, with how it goes out if sent now. */
export type Draft = ListedDraft;
export type DraftsView = DraftsResponse;
/** New drafts were created within the last 24 hours (NEW_DRAFT_WINDOW_MS); earlier ones before that. */
export type AllDraftsView = AllDraftsResponse;

export interface DraftResult {
  id: string;
  draft: DraftView;
  checkpoint: string;
}

export interface CreateDraftInput {
  contact_id: string;
  subject: string;
  body: string;
  message_type?: MessageType;
  tone?: Tone;
}

export interface UpdateDraftInput {
  id: string;
  subject: string;
  body: string;
  contact_id?: string;
}

export interface DeleteDraftResult {
  id: string;
  deleted: true;
  checkpoint: string;
}

export interface BatchFailure {
  draft_id: string;
  detail: string;
}

export interface BatchDeleteResult {
  deleted: number;
  failed: BatchFailure[];
  checkpoint: string;
}

export interface BatchSendResult {
  sent: number;
  failed: BatchFailure[];
  checkpoint: string;
}

/** POST /emails/send/ as a mass send (spec section 7): at most `limit` waiting drafts, one per contact. */
export interface MassSendInput {
  limit: number;
  /** The chosen contacts; left out, every contact with a waiting draft. */
  filtered_ids?: string[];
  /** Sent as the Idempotency-Key header: the same request again sends the same drafts once. */
  idempotencyKey: string;
}

/** The mass send's answer: sent, failed, and how many drafts wait for the daily cap, with its words (`detail`). */
export interface MassSendResult extends BatchSendResult {
  results: { draft_id: string; status: 'sent' | 'failed' | 'queued'; detail?: string }[];
  waiting: number;
  detail?: string;
}

export interface SendResult {
  message_id: string;
  status: 'sent' | 'failed';
  detail?: string;
  checkpoint: string;
}

export interface SendEmailInput {
  contact_id: string;
  subject: string;
  body: string;
  message_type?: MessageType;
  draft_id?: string;
  /** Sent as the Idempotency-Key header: a retried send with the same key sends once. */
  idempotencyKey: string;
}

/**
 * After a write, the drafts and conversations read models are behind until they push the write's checkpoint; their
 * pushes refetch the lists. Drafts the write removed leave every cached list at once.
 */
function settleDraftWrite<Result extends { checkpoint?: string }>(
  lifecycle: CommandLifecycle<Result>,
  projections: readonly ProjectionName[],
  removedIds: (result: Result) => string[] = () => [],
): Promise<void> {
  return settleCommand(lifecycle, {
    projections,
    adopt: (result, dispatch) => {
      const removed = new Set(removedIds(result));
      if (removed.size > 0) dispatch(removeFromCachedLists(removed, lifecycle.getState));
    },
  });
}

/** Sent or deleted drafts leave every cached list at once, before the read model confirms it. */
function removeFromCachedLists(removed: Set<string>, getState: () => unknown) {
  return (dispatch: AppDispatch) => {
    const keep = (draft: Draft) => !removed.has(draft.id);
    for (const { endpointName, originalArgs } of draftsApi.util.selectInvalidatedBy(getState() as never, [
      'Draft',
    ])) {
      if (endpointName === 'getAllDrafts') {
        dispatch(
          draftsApi.util.updateQueryData('getAllDrafts', undefined, (view) => {
            view.new_drafts = view.new_drafts.filter(keep);
            view.earlier_drafts = view.earlier_drafts.filter(keep);
          }),
        );
      } else if (endpointName === 'getDrafts') {
        dispatch(
          draftsApi.util.updateQueryData('getDrafts', originalArgs as number, (view) => {
            view.drafts = view.drafts.filter(keep);
          }),
        );
      }
    }
  };
}

/** A batch call's request: the drafts' ids in the body. */
const batchOf = (url: string) => (draftIds: string[]) => ({
  url,
  method: 'POST',
  body: { draft_ids: draftIds },
});

/** The drafts of a batch that went through: all but the failed ones. */
export function passedIds(draftIds: readonly string[], failed: readonly BatchFailure[]): string[] {
  const failedIds = new Set(failed.map((failure) => failure.draft_id));
  return draftIds.filter((id) => !failedIds.has(id));
}

export const draftsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** The most recent drafts, newest first. */
    getDrafts: builder.query<DraftsView, number>({
      query: (limit) => ({ url: '/emails/drafts', params: { limit } }),
      providesTags: ['Draft'],
    }),
    getAllDrafts: builder.query<AllDraftsView, void>({
      query: () => '/emails/drafts/all',
      providesTags: ['Draft'],
    }),
    createDraft: builder.mutation<DraftResult, CreateDraftInput>({
      query: (body) => ({ url: '/emails/drafts/', method: 'POST', body }),
      onQueryStarted: (_input, lifecycle) => settleDraftWrite(lifecycle, ['drafts-list']),
    }),
    updateDraft: builder.mutation<DraftResult, UpdateDraftInput>({
      query: ({ id, ...body }) => ({ url: `/emails/drafts/${encodeURIComponent(id)}`, method: 'PUT', body }),
      onQueryStarted: (_input, lifecycle) => settleDraftWrite(lifecycle, ['drafts-list']),
    }),
    deleteDraft: builder.mutation<DeleteDraftResult, string>({
      query: (id) => ({ url: `/emails/drafts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      onQueryStarted: (id, lifecycle) => settleDraftWrite(lifecycle, ['drafts-list'], () => [id]),
    }),
    batchDeleteDrafts: builder.mutation<BatchDeleteResult, string[]>({
      query: batchOf('/emails/drafts/batch-delete'),
      onQueryStarted: (draftIds, lifecycle) =>
        settleDraftWrite(lifecycle, ['drafts-list'], ({ failed }) => passedIds(draftIds, failed)),
    }),
    sendDraft: builder.mutation<SendResult, string>({
      query: (id) => ({ url: `/emails/drafts/${encodeURIComponent(id)}/send`, method: 'POST' }),
      onQueryStarted: (id, lifecycle) =>
        settleDraftWrite(lifecycle, ['drafts-list', 'conversations'], (result) =>
          result.status === 'sent' ? [id] : [],
        ),
    }),
    batchSendDrafts: builder.mutation<BatchSendResult, string[]>({
      query: batchOf('/emails/drafts/batch-send'),
      onQueryStarted: (draftIds, lifecycle) =>
        settleDraftWrite(lifecycle, ['drafts-list', 'conversations'], ({ failed }) =>
          passedIds(draftIds, failed),
        ),
    }),
    sendEmail: builder.mutation<SendResult, SendEmailInput>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/emails/send/',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      onQueryStarted: (input, lifecycle) =>
        settleDraftWrite(lifecycle, ['conversations', 'drafts-list'], (result) =>
          input.draft_id && result.status === 'sent' ? [input.draft_id] : [],
        ),
    }),
    massSendDrafts: builder.mutation<MassSendResult, MassSendInput>({
      query: ({ idempotencyKey, ...body }) => ({
        url: '/emails/send/',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      onQueryStarted: (_input, lifecycle) =>
        settleDraftWrite(lifecycle, ['drafts-list', 'conversations'], ({ results }) =>
          results.filter((result) => result.status !== 'failed').map((result) => result.draft_id),
        ),
    }),
  }),
});

export const {
  useGetDraftsQuery,
  useGetAllDraftsQuery,
  useCreateDraftMutation,
  useUpdateDraftMutation,
  useDeleteDraftMutation,
  useBatchDeleteDraftsMutation,
  useSendDraftMutation,
  useBatchSendDraftsMutation,
  useSendEmailMutation,
  useMassSendDraftsMutation,
} = draftsApi;
