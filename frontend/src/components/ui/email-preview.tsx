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
      <SanitizedHtml
        html={preview.html}
        role="article"
        aria-label="E-mail content"
        className="[&>p:not(:first-child)]:mt-3"
      />
      <AttachedFiles names={preview.attachments} />
    </div>
  );
}

/**
 * HTML from the API, sanitised again with DOMPurify and the server's allow-list: the one path by which e-mail HTML
 * reaches the page, whatever a read model or the API holds.
 */
export function SanitizedHtml({
  html,
  className,
  ...labels
}: {
  html: string;
  className?: string;
  role?: 'article';
  'aria-label'?: string;
}) {
  return (
    <div
      {...labels}
      className={cn(
        'text-sm break-words text-gray-800 dark:text-gray-200 [&_a]:text-indigo-600 [&_a]:underline dark:[&_a]:text-indigo-400',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
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
