import { useId, useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { QueryError } from '../../../components/ui/fetch-error';
import { inputClasses } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { serverErrorMessage } from '../../../lib/error-detail';
import { useOutboxMessageQuery, useSimulateReplyMutation, type OutboxMessage } from '../outbox.api';
import { formatBytes } from '../../../lib/format-bytes';

/** One captured e-mail: its headers, its HTML as a recipient would see it, its attachments, and a simulated reply. */
export function OutboxMessageView({ id, onClose }: { id: string; onClose: () => void }) {
  const message = useOutboxMessageQuery(id);
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-5 dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex items-start justify-between gap-2">
        <h2
          id={headingId}
          className="min-w-0 text-base font-semibold break-words text-gray-900 dark:text-gray-100"
        >
          {message.data ? message.data.subject || '(no subject)' : 'E-mail'}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      {message.isLoading && <Spinner label="Loading the e-mail" />}
      {message.isError && <QueryError message="Failed to load the e-mail" query={message} />}
      {message.data && <MessageBody message={message.data} />}
    </section>
  );
}

function MessageBody({ message }: { message: OutboxMessage }) {
  const headers: [string, ReactNode][] = [
    ['From', message.from ?? message.from_address ?? ''],
    ['To', message.to],
    ['Subject', message.subject],
    ['Date', <DateTime key="date" value={message.created_at} />],
    ['Message-ID', message.message_id_header ?? message.message_id],
    ['Size', formatBytes(message.raw_size)],
  ];
  return (
    <>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {headers
          .filter(([, value]) => value !== '')
          .map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-medium text-gray-600 dark:text-gray-400">{name}</dt>
              <dd className="break-words text-gray-900 dark:text-gray-100">{value}</dd>
            </div>
          ))}
      </dl>
      {/* The captured HTML is untrusted: no scripts, no same-origin access, only what a mail reader would show. */}
      <iframe
        title="E-mail content"
        sandbox=""
        srcDoc={message.html || `<pre>${escapeHtml(message.text)}</pre>`}
        className="h-96 w-full rounded-md border border-gray-200 bg-white dark:border-gray-700"
      />
      <div className="space-y-1">
        <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-100">Attachments</h3>
        {message.attachments.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">No attachments.</p>
        ) : (
          <ul aria-label="Attachments" className="list-disc pl-5 text-sm text-gray-800 dark:text-gray-200">
            {message.attachments.map((attachment, index) => (
              <li key={`${attachment.filename}-${index}`}>
                {attachment.filename}
                {attachment.size_bytes !== undefined && ` (${formatBytes(attachment.size_bytes)})`}
              </li>
            ))}
          </ul>
        )}
      </div>
      <SimulateReply id={message.id} />
    </>
  );
}

function SimulateReply({ id }: { id: string }) {
  const [content, setContent] = useState('');
  const [simulate, { isLoading }] = useSimulateReplyMutation();
  const fieldId = useId();

  const send = async () => {
    try {
      await simulate({ id, content: content.trim() || undefined }).unwrap();
      setContent('');
      toast.success('Reply simulated');
    } catch (error) {
      toast.error('Failed to simulate reply', { description: serverErrorMessage(error, '') || undefined });
    }
  };

  return (
    <div className="space-y-2 border-t border-gray-200 pt-4 dark:border-gray-800">
      <label htmlFor={fieldId} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
        Reply text (optional)
      </label>
      <textarea
        id={fieldId}
        rows={3}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        className={inputClasses}
      />
      <Button onClick={() => void send()} disabled={isLoading} aria-busy={isLoading}>
        Simulate reply
      </Button>
    </div>
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
