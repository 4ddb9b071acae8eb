import type { EmailPreview } from '@outreach/backend/messaging/messaging.contract';
import { cn } from '../../lib/cn';
import { sanitizeHtml } from '../../lib/sanitize-html';

/**
 * A message as its contact reads it: the server renders it with the function that builds the MIME message (body,
 * footer, custom links), so nothing here adds or drops a part. Sanitising again keeps this page's one path for HTML.
 */
export function EmailPreviewBody({ preview, className }: { preview: EmailPreview; className?: string }) {
  return (
    <div className={cn('space-y-2', className)}>
      {/* The allow-list drops the body's <div>, so the footer's and links' paragraphs keep a mail reader's gap here. */}
      <div
        role="article"
        aria-label="E-mail content"
        className="text-sm break-words [&>p:not(:first-child)]:mt-3 text-gray-800 dark:text-gray-200 [&_a]:text-indigo-600 [&_a]:underline dark:[&_a]:text-indigo-400"
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(preview.html) }}
      />
      <AttachedFiles names={preview.attachments} />
    </div>
  );
}

/** The files a message carries, by name; nothing when it carries none. */
export function AttachedFiles({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <p className="text-xs break-words text-gray-600 dark:text-gray-400">
      <span className="font-medium">Attachments:</span> {names.join(', ')}
    </p>
  );
}
