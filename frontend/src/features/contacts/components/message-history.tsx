import { normalizeDraftBody } from '@outreach/backend/drafts/draft-rules.contract';
import { DateTime } from '../../../components/ui/date-time';
import { EmailPreviewBody, SanitizedHtml } from '../../../components/ui/email-preview';
import { cn } from '../../../lib/cn';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import type { ConversationMessage } from '../contacts.api';

const STATUS_TEXT: Record<ConversationMessage['status'], string> = {
  queued: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  received: 'Received',
};

const STATUS_CLASSES: Record<ConversationMessage['status'], string> = {
  queued: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-300',
  sent: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300',
  failed: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-300',
  received: 'bg-blue-100 text-blue-800 dark:bg-blue-900/40 dark:text-blue-300',
};

const times = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A reply's body as the e-mail showed it (an outgoing message shows its preview instead), line breaks kept. */
function MessageBody({ content }: { content: string }) {
  return <SanitizedHtml html={normalizeDraftBody(content, sanitizeHtml)} className="prose-sm space-y-2" />;
}

function MessageItem({ message }: { message: ConversationMessage }) {
  const outgoing = message.direction === 'out';
  const from = message.from_name || message.from_email || (outgoing ? 'You' : 'Contact');
  const to = message.to_name || message.to_email || (outgoing ? 'Contact' : 'You');
  return (
    <li
      aria-label={`${outgoing ? 'Sent' : 'Received'} message: ${message.subject || '(no subject)'}`}
      className={cn(
        'space-y-2 rounded-lg border p-3',
        outgoing
          ? 'border-indigo-100 bg-indigo-50/60 sm:ml-8 dark:border-indigo-900 dark:bg-indigo-950/30'
          : 'border-gray-200 bg-white sm:mr-8 dark:border-gray-700 dark:bg-gray-900',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-gray-600 dark:text-gray-400">
        <span>
          <span className="font-medium text-gray-800 dark:text-gray-200">
            {outgoing ? 'Sent' : 'Received'}
          </span>
          {' · '}
          {from} → {to}
        </span>
        <span className="flex items-center gap-2">
          <DateTime value={message.sent_at} />
          <span className={cn('rounded-full px-2 py-0.5 font-medium', STATUS_CLASSES[message.status])}>
            {STATUS_TEXT[message.status]}
          </span>
        </span>
      </div>
      <p className="text-sm font-semibold text-gray-900 dark:text-gray-100">
        {message.subject || '(no subject)'}
      </p>
      {message.preview ? (
        <EmailPreviewBody preview={message.preview} />
      ) : (
        <MessageBody content={message.content} />
      )}
      {message.status === 'failed' && message.failure_reason && (
        <p className="text-xs text-red-700 dark:text-red-400">Not delivered: {message.failure_reason}</p>
      )}
      {outgoing && message.status === 'sent' && (
        // Human opens and clicks only: mail scanners and image proxies open every message.
        <p className="text-xs text-gray-600 dark:text-gray-400">
          Opened {times(message.human_opens, 'time', 'times')} · Clicked{' '}
          {times(message.human_clicks, 'time', 'times')}
        </p>
      )}
    </li>
  );
}

export function MessageHistory({ messages }: { messages: readonly ConversationMessage[] }) {
  if (messages.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-gray-300 p-4 text-center text-sm text-gray-600 dark:border-gray-700 dark:text-gray-400">
        No messages found for this conversation.
      </p>
    );
  }
  return (
    <ol aria-label="Message history" className="space-y-3">
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </ol>
  );
}
