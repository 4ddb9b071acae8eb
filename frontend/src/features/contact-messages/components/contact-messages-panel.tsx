import { CONTACT_SUBJECT_LABELS } from '@outreach/backend/contact-messages/contact-message.contract';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { DateTime } from '../../../components/ui/date-time';
import { QueryError } from '../../../components/ui/fetch-error';
import { PagedHeading, Pager, usePagingFocus } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { useListContactMessagesQuery, type ContactMessage } from '../contact-messages.api';

function MessageCard({ message }: { message: ContactMessage }) {
  return (
    <li className="space-y-2 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold text-gray-900 dark:text-gray-100">
          {message.name}{' '}
          <a
            href={`mailto:${message.email}`}
            className="font-normal text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
          >
            {message.email}
          </a>
        </h4>
        <p className="text-xs text-gray-600 dark:text-gray-400">
          <DateTime value={message.received_at} />
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Badge tone="blue">{CONTACT_SUBJECT_LABELS[message.subject]}</Badge>
        {message.forwarded_to ? (
          <span className="text-gray-600 dark:text-gray-400">Sent to {message.forwarded_to}</span>
        ) : (
          <span className="text-amber-800 dark:text-amber-300">Waiting to be sent to support</span>
        )}
      </div>
      <p className="whitespace-pre-wrap break-words text-sm text-gray-800 dark:text-gray-200">
        {message.message}
      </p>
    </li>
  );
}

/** What visitors sent through the public Contact page, newest first. */
export function ContactMessagesPanel() {
  const [page, setPage] = useState(1);
  const query = useListContactMessagesQuery(page, { refetchOnMountOrArgChange: true });
  const { data, isLoading, isError, isFetching } = query;
  const { heading, paging } = usePagingFocus(data);

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">Messages</h2>
      {isLoading ? (
        <Spinner label="Loading messages..." />
      ) : isError || !data ? (
        <QueryError message="Failed to fetch messages" query={query} framed />
      ) : data.messages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-center text-sm text-gray-600 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-400">
          No messages yet
        </p>
      ) : (
        <section aria-labelledby="contact-messages-list" aria-busy={isFetching} className="space-y-3">
          <PagedHeading id="contact-messages-list" ref={heading}>
            Contact form messages
          </PagedHeading>
          <ul className="space-y-3">
            {data.messages.map((message) => (
              <MessageCard key={message.id} message={message} />
            ))}
          </ul>
          <Pager
            label="Message pages"
            shown={data}
            unit={['message', 'messages']}
            busy={isFetching}
            onPageChange={paging(setPage)}
          />
        </section>
      )}
    </div>
  );
}
