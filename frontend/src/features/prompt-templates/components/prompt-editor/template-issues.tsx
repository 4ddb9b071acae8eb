import type { PromptTemplateIssue } from '@outreach/backend/prompt-templates/prompt-template-check.contract';
import { cn } from '../../../../lib/cn';

/** The problems found at the last check; the editor empties the list as soon as the template changes. */
export function TemplateIssues({ issues }: { issues: readonly PromptTemplateIssue[] }) {
  if (issues.length === 0) return null;
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  return (
    <div
      role="alert"
      className={cn(
        'rounded-md border p-3 text-sm',
        errors > 0
          ? 'border-red-200 bg-red-50 dark:border-red-900 dark:bg-red-950/40'
          : 'border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/40',
      )}
    >
      <p
        className={cn(
          'font-medium',
          errors > 0 ? 'text-red-800 dark:text-red-300' : 'text-amber-900 dark:text-amber-200',
        )}
      >
        {errors > 0 ? 'Fix these before the template can be saved:' : 'Worth a look:'}
      </p>
      <ul aria-label="Template issues" className="mt-1 list-disc space-y-0.5 pl-5">
        {issues.map((issue) => (
          <li
            key={`${issue.severity}:${issue.message}`}
            className={cn(
              issue.severity === 'error'
                ? 'text-red-700 dark:text-red-400'
                : 'text-amber-800 dark:text-amber-300',
            )}
          >
            <span className="sr-only">{issue.severity === 'error' ? 'Error: ' : 'Warning: '}</span>
            {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
