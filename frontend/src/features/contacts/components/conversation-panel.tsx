import { useEffect, useState } from 'react';
import { EmailAddress } from '../../../components/ui/email-address';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { FetchError } from '../../../components/ui/fetch-error';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { reportTourAction } from '../../../lib/tour-actions';
import { similarityClasses, similarityPercent } from '../../../lib/similarity';
import { fullName, roleLine } from '../contact-display';
import {
  useContactConversationQuery,
  useContactDocumentsQuery,
  type Conversation,
  type ConversationDraft,
} from '../contacts.api';
import { SelectAttachmentDialog, UploadDocumentDialog } from './attachment-dialogs';
import { CalendarDialog } from './calendar-dialog';
import { ContactAvatar } from './contact-avatar';
import { DraftingHelpDialog } from './drafting-help-dialog';
import { GenerateAiDialog } from './generate-ai-dialog';
import { MessageHistory } from './message-history';
import { composeFromDraft, composeFromGenerated, emptyCompose, ReplyForm, type Compose } from './reply-form';
import { ResumeMissingDialog } from './resume-missing-dialog';

const panelClasses =
  'min-w-0 space-y-4 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900';

/** Spec section 2, Contacts page (right): the selected contact's conversation. */
export function ConversationPanel({ contactId }: { contactId: string | null }) {
  const conversation = useContactConversationQuery(contactId ?? '', { skip: !contactId });

  if (!contactId) {
    return (
      <section className={panelClasses}>
        <p className="py-10 text-center text-sm text-gray-600 dark:text-gray-400">
          Select a contact to view conversation details.
        </p>
      </section>
    );
  }
  if (conversation.isError && !conversation.isFetching) {
    const status = (conversation.error as { status?: unknown } | undefined)?.status;
    // 404: not one of the user's contacts; 400: not a contact id at all. Either way the address is wrong.
    if (status === 404 || status === 400) {
      return (
        <section className={panelClasses}>
          <div role="alert" className="space-y-2 text-sm text-red-700 dark:text-red-400">
            <p className="font-medium">Failed to load contact from URL</p>
            <TextLink to={paths.contacts} className="inline-block">
              Back to all contacts
            </TextLink>
          </div>
        </section>
      );
    }
    return (
      <section className={panelClasses}>
        <FetchError
          message="Failed to load conversation."
          error={conversation.error}
          onRetry={() => void conversation.refetch()}
        />
      </section>
    );
  }
  // currentData: another contact's conversation must not show while this one loads.
  if (!conversation.currentData) {
    return (
      <section className={panelClasses}>
        <Spinner label="Loading conversation..." />
      </section>
    );
  }
  return <ConversationView key={contactId} conversation={conversation.currentData} />;
}

type OpenDialog = 'ai' | 'attachment' | 'upload' | 'calendar' | 'help' | 'resume' | null;

function newestDraft(drafts: readonly ConversationDraft[]): ConversationDraft | null {
  return drafts.reduce<ConversationDraft | null>(
    (newest, draft) => (!newest || draft.created_at > newest.created_at ? draft : newest),
    null,
  );
}

function ConversationView({ conversation }: { conversation: Conversation }) {
  const { contact, conversation_history, email_drafts, attached_documents } = conversation;
  // The newest saved draft is the reply in progress: it opens in the form so work carries on where it stopped.
  const [compose, setCompose] = useState<Compose>(() => {
    const draft = newestDraft(email_drafts);
    return draft ? composeFromDraft(draft) : emptyCompose();
  });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // A second dialog opened from Generate With AI stacks on it instead of replacing it.
  const [stacked, setStacked] = useState<OpenDialog>(null);
  const [availability, setAvailability] = useState<string | null>(null);
  const documents = useContactDocumentsQuery(undefined, { skip: attached_documents.length === 0 });
  const attachmentNames = attached_documents.map(
    (id) => documents.data?.documents.find((document) => document.id === id)?.name ?? 'document',
  );
  const isOpen = (name: Exclude<OpenDialog, null>) => dialog === name || stacked === name;
  const open = (name: Exclude<OpenDialog, null>) => (dialog === 'ai' ? setStacked(name) : setDialog(name));
  const close = (name: Exclude<OpenDialog, null>) => {
    if (stacked === name) setStacked(null);
    else if (dialog === name) setDialog(null);
  };
  const openChange = (name: Exclude<OpenDialog, null>) => (next: boolean) =>
    next ? open(name) : close(name);
  const score = contact.similarity_score ?? null;
  // Shown once per contact (the view is keyed by the contact): the tour's 'see the conversation' step.
  useEffect(() => reportTourAction({ type: 'conversation-viewed', contactId: contact.id }), [contact.id]);

  return (
    <section aria-labelledby="conversation-heading" className={panelClasses}>
      {/* The score goes under the name when they do not fit side by side: the name is never the one squeezed. */}
      <header className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <ContactAvatar contact={contact} size="lg" />
        <div className="min-w-0 flex-1 basis-48">
          <h2
            id="conversation-heading"
            className="text-xl font-semibold break-words text-gray-900 dark:text-gray-100"
          >
            {fullName(contact)}
          </h2>
          <p className="text-sm break-words text-gray-700 dark:text-gray-300">{roleLine(contact)}</p>
          <p className="text-xs text-gray-500 dark:text-gray-400">
            <EmailAddress address={contact.email} />
          </p>
        </div>
        <p className="shrink-0 text-sm text-gray-700 dark:text-gray-300">
          Similarity score{' '}
          <span
            className={cn(
              'ml-1 inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
              similarityClasses(score),
            )}
          >
            {similarityPercent(score)}
          </span>
        </p>
      </header>

      <div className="space-y-2">
        <h3 className="text-base font-semibold text-gray-900 dark:text-gray-100">Messages</h3>
        <MessageHistory messages={conversation_history} />
      </div>

      {email_drafts.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-base font-semibold text-gray-900 dark:text-gray-100">Drafts</h3>
          <ul aria-label="Drafts" className="space-y-2">
            {email_drafts.map((draft) => (
              <li
                key={draft.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-dashed border-gray-300 px-3 py-2 text-sm dark:border-gray-600"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-gray-900 dark:text-gray-100">
                    {draft.subject || '(no subject)'}
                  </span>
                  <span className="text-xs text-gray-500 dark:text-gray-400">
                    {draft.message_type} · <DateTime value={draft.created_at} />
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Edit draft ${draft.subject || '(no subject)'}`}
                  aria-pressed={compose.draftId === draft.id}
                  onClick={() => setCompose(composeFromDraft(draft))}
                >
                  {compose.draftId === draft.id ? 'Editing' : 'Edit'}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <ReplyForm
        contactId={contact.id}
        firstMessage={conversation_history.every((message) => message.status === 'failed')}
        compose={compose}
        onChange={setCompose}
        onAiDraft={() => setDialog('ai')}
        onIncludeAttachment={() => open('attachment')}
        onIncludeCalendar={() => open('calendar')}
        onLearnMore={() => setDialog('help')}
        onResumeMissing={() => setDialog('resume')}
      />

      <GenerateAiDialog
        open={isOpen('ai')}
        onOpenChange={openChange('ai')}
        context={{ contactId: contact.id, contactEmail: contact.email, availability, attachmentNames }}
        onGenerated={(draft, messageType, tone) =>
          setCompose((current) => composeFromGenerated(current, draft, messageType, tone))
        }
        onResumeMissing={() => {
          setStacked(null);
          setDialog('resume');
        }}
        onIncludeCalendar={() => open('calendar')}
        onIncludeAttachment={() => open('attachment')}
      />
      <SelectAttachmentDialog
        open={isOpen('attachment')}
        onOpenChange={openChange('attachment')}
        contactId={contact.id}
        attachedIds={attached_documents}
        onUploadNew={() => {
          close('attachment');
          open('upload');
        }}
      />
      <UploadDocumentDialog
        open={isOpen('upload')}
        onOpenChange={openChange('upload')}
        contactId={contact.id}
      />
      <CalendarDialog
        open={isOpen('calendar')}
        onOpenChange={openChange('calendar')}
        onInsert={(text) => {
          setAvailability(text);
          // From Generate With AI the text goes to the model; from the reply form it goes into the body.
          if (dialog !== 'ai') {
            setCompose((current) => ({
              ...current,
              body: current.body.trim() ? `${current.body.trimEnd()}\n\n${text}` : text,
            }));
          }
        }}
      />
      <DraftingHelpDialog open={dialog === 'help'} onOpenChange={openChange('help')} />
      <ResumeMissingDialog open={dialog === 'resume'} onOpenChange={openChange('resume')} />
    </section>
  );
}
