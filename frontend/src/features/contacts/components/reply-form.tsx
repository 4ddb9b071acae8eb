import {
  breakTagsToText,
  DEFAULT_MESSAGE_TYPE,
  DEFAULT_TONE,
  EMPTY_DRAFT_MESSAGE,
  MAX_DRAFT_BODY_LENGTH,
  MAX_DRAFT_SUBJECT_LENGTH,
  textToBreakTags,
  type MessageType,
  type Tone,
} from '@outreach/backend/drafts/draft-rules.contract';
import type { EmailPreview } from '@outreach/backend/messaging/messaging.contract';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { toast } from '../../../lib/toast';
import {
  useCreateDraftMutation,
  useDeleteDraftMutation,
  useSendEmailMutation,
  useUpdateDraftMutation,
} from '../../../api/drafts.api';
import { Button } from '../../../components/ui/button';
import { InputField, TextAreaField } from '../../../components/ui/field';
import { serverErrorCode, serverErrorMessage } from '../../../lib/error-detail';
import { usePreviewEmailMutation, type ConversationDraft } from '../contacts.api';
import { EmailPreviewBody } from '../../../components/ui/email-preview';
import type { GeneratedDraft } from '../draft-stream';
import { toastFailure } from '../../../lib/toast-failure';
import { needsResume } from './resume-missing-dialog';

export interface Compose {
  subject: string;
  /** As the textarea shows it: newlines, not the stored `<br>`. */
  body: string;
  /** The saved draft this compose edits; Save Draft creates one when null. */
  draftId: string | null;
  messageType: MessageType;
  tone: Tone;
  /** One per composed e-mail, so a retried Send after a lost answer sends once. */
  sendKey: string;
}

/** Said when a send reuses the key of an earlier attempt whose answer never came, with the message changed since. */
export const EARLIER_ATTEMPT_MAY_HAVE_BEEN_SENT =
  'Your earlier attempt may already have been sent before you changed the message. Check the conversation, then press Send again to send this version.';

export function emptyCompose(): Compose {
  return {
    subject: '',
    body: '',
    draftId: null,
    messageType: DEFAULT_MESSAGE_TYPE,
    tone: DEFAULT_TONE,
    sendKey: crypto.randomUUID(),
  };
}

export function composeFromDraft(draft: ConversationDraft): Compose {
  return {
    ...emptyCompose(),
    subject: draft.subject,
    body: breakTagsToText(draft.body),
    draftId: draft.id,
    messageType: draft.message_type ?? DEFAULT_MESSAGE_TYPE,
  };
}

export function composeFromGenerated(
  current: Compose,
  { subject, body, id }: GeneratedDraft,
  messageType: MessageType,
  tone: Tone,
): Compose {
  return {
    ...current,
    subject,
    body: breakTagsToText(body),
    draftId: id ?? current.draftId,
    messageType,
    tone,
  };
}

/** The words of the form: a first message to a contact is a new message, not a reply to anything. */
export function composeWording(firstMessage: boolean) {
  return firstMessage
    ? { title: 'New message', sent: 'Message sent successfully.', failed: 'Failed to send message.' }
    : { title: 'Reply', sent: 'Response sent successfully.', failed: 'Failed to send response.' };
}

interface ReplyFormProps {
  /** The open conversation's contact; null when none is selected. */
  contactId: string | null;
  /** Nothing has gone to or come from the contact yet (failed sends aside). */
  firstMessage: boolean;
  compose: Compose;
  onChange: Dispatch<SetStateAction<Compose>>;
  onAiDraft: () => void;
  onIncludeAttachment: () => void;
  onIncludeCalendar: () => void;
  onLearnMore: () => void;
  onResumeMissing: () => void;
}

/**
 * Spec section 2, Reply form: Subject, Body, AI Draft, Save Draft, Delete Draft, Send and the includes; titled as a new
 * message until the conversation has one.
 */
export function ReplyForm({
  contactId,
  firstMessage,
  compose,
  onChange,
  onAiDraft,
  onIncludeAttachment,
  onIncludeCalendar,
  onLearnMore,
  onResumeMissing,
}: ReplyFormProps) {
  const [createDraft, creating] = useCreateDraftMutation();
  const [updateDraft, updating] = useUpdateDraftMutation();
  const [deleteDraft, deleting] = useDeleteDraftMutation();
  const [sendEmail, sending] = useSendEmailMutation();
  const [sendProblem, setSendProblem] = useState<string | null>(null);
  const [renderPreview, previewing] = usePreviewEmailMutation();
  // The preview belongs to the body it was made from: any edit hides it, so it never shows an older text.
  const [shownPreview, setShownPreview] = useState<{ body: string; preview: EmailPreview } | null>(null);
  const preview = shownPreview && shownPreview.body === compose.body ? shownPreview.preview : null;
  const busy = creating.isLoading || updating.isLoading || deleting.isLoading || sending.isLoading;
  const set = (change: Partial<Compose>) => onChange((current) => ({ ...current, ...change }));
  const blank = !compose.subject.trim() && !compose.body.trim();
  const wording = composeWording(firstMessage);

  const save = async () => {
    if (!contactId) {
      toast.error('No conversation selected.');
      return;
    }
    // Spec section 5: both blank is empty; either one alone is a draft worth keeping.
    if (blank) {
      toast.error(EMPTY_DRAFT_MESSAGE);
      return;
    }
    const body = textToBreakTags(compose.body);
    try {
      const result = compose.draftId
        ? await updateDraft({
            id: compose.draftId,
            subject: compose.subject,
            body,
            contact_id: contactId,
          }).unwrap()
        : await createDraft({
            contact_id: contactId,
            subject: compose.subject,
            body,
            message_type: compose.messageType,
            tone: compose.tone,
          }).unwrap();
      set({ draftId: result.id });
      toast.success('Draft saved successfully.');
    } catch (failure) {
      toastFailure('Failed to save draft', failure);
    }
  };

  const remove = async () => {
    if (!compose.draftId) return;
    try {
      await deleteDraft(compose.draftId).unwrap();
      onChange(emptyCompose());
      toast.success('Draft deleted successfully');
    } catch (failure) {
      toastFailure('Failed to delete draft.', failure);
    }
  };

  const send = async () => {
    setSendProblem(null);
    if (!contactId) {
      toast.error('No conversation selected.');
      return;
    }
    try {
      const result = await sendEmail({
        contact_id: contactId,
        subject: compose.subject.trim(),
        body: textToBreakTags(compose.body),
        message_type: compose.messageType,
        draft_id: compose.draftId ?? undefined,
        idempotencyKey: compose.sendKey,
      }).unwrap();
      if (result.status === 'sent') {
        onChange(emptyCompose());
        toast.success(wording.sent);
        return;
      }
      // The message is recorded as failed; a new key lets Send try again as a new message.
      set({ sendKey: crypto.randomUUID() });
      setSendProblem(result.detail ?? null);
      toast.error(wording.failed, { description: result.detail });
    } catch (failure) {
      const detail = serverErrorMessage(failure, '');
      if (needsResume(detail)) {
        onResumeMissing();
        return;
      }
      // The server answered, so the key's attempt is over; without an answer the same key retries safely.
      const answered = typeof (failure as { status?: unknown } | null)?.status === 'number';
      if (answered) set({ sendKey: crypto.randomUUID() });
      if (serverErrorCode(failure) === 'REQUEST.IDEMPOTENCY_KEY_REUSED') {
        // An earlier attempt whose answer was lost, then an edit: that attempt may have been sent already.
        setSendProblem(EARLIER_ATTEMPT_MAY_HAVE_BEEN_SENT);
        toast.error(wording.failed, { description: EARLIER_ATTEMPT_MAY_HAVE_BEEN_SENT });
        return;
      }
      setSendProblem(detail || null);
      toastFailure(wording.failed, failure);
    }
  };

  const showPreview = async () => {
    if (!contactId) {
      toast.error('No conversation selected.');
      return;
    }
    const body = compose.body;
    try {
      const rendered = await renderPreview({ contact_id: contactId, body: textToBreakTags(body) }).unwrap();
      setShownPreview({ body, preview: rendered });
    } catch (failure) {
      toastFailure('Failed to preview the e-mail.', failure);
    }
  };

  const canSend = Boolean(compose.subject.trim() && compose.body.trim());

  return (
    <section
      aria-labelledby="reply-heading"
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="reply-heading" className="text-base font-semibold text-gray-900 dark:text-gray-100">
          {compose.draftId ? `${wording.title} (editing a saved draft)` : wording.title}
        </h3>
        <button
          type="button"
          onClick={onLearnMore}
          className="rounded text-xs font-medium text-indigo-600 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-400"
        >
          Learn more about drafting with AI
        </button>
      </div>
      <InputField
        id="reply-subject"
        label="Subject"
        value={compose.subject}
        maxLength={MAX_DRAFT_SUBJECT_LENGTH}
        onChange={(event) => set({ subject: event.target.value })}
      />
      <TextAreaField
        id="reply-body"
        label="Body"
        rows={10}
        value={compose.body}
        maxLength={MAX_DRAFT_BODY_LENGTH}
        onChange={(event) => set({ body: event.target.value })}
      />
      {preview && (
        <section
          aria-label="As it will be sent"
          className="space-y-2 rounded-md border border-dashed border-gray-300 p-3 dark:border-gray-600"
        >
          <h4 className="text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">
            As it will be sent
          </h4>
          <EmailPreviewBody preview={preview} />
        </section>
      )}
      {sendProblem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {sendProblem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onIncludeAttachment}>
          Include Attachment
        </Button>
        <Button variant="secondary" size="sm" onClick={onIncludeCalendar}>
          Include Calendar
        </Button>
        <Button variant="secondary" size="sm" onClick={onAiDraft}>
          AI Draft
        </Button>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 pt-3 dark:border-gray-700">
        <Button variant="ghost" size="sm" onClick={() => void remove()} disabled={!compose.draftId || busy}>
          {deleting.isLoading ? 'Deleting...' : 'Delete Draft'}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void showPreview()}
          disabled={!compose.body.trim() || previewing.isLoading}
        >
          {previewing.isLoading ? 'Previewing...' : 'Preview'}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void save()} disabled={busy}>
          {creating.isLoading || updating.isLoading ? 'Saving...' : 'Save Draft'}
        </Button>
        <Button size="sm" onClick={() => void send()} disabled={!canSend || busy}>
          {sending.isLoading ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </section>
  );
}
