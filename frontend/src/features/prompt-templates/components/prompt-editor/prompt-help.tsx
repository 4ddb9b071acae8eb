import { MAX_PROMPT_TEMPLATE_LENGTH } from '@outreach/backend/prompt-templates/prompt-variables.contract';
import { focusRing } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';

export function PromptHelp() {
  return (
    <details className="group rounded-md border border-gray-200 dark:border-gray-700">
      <summary
        className={cn('cursor-pointer select-none rounded-md px-3 py-2 text-sm font-semibold', focusRing)}
      >
        Help &amp; Tips
      </summary>
      <ul className="list-disc space-y-1.5 px-3 pb-3 pl-7 text-sm text-gray-700 dark:text-gray-300">
        <li>
          The template is the instruction the AI follows when it drafts each e-mail. Describe the tone, the
          length and what to mention; the AI writes the e-mail itself.
        </li>
        <li>
          Variables are written in double braces, such as <code>{'{{firstName}}'}</code>. Drag one from the
          list, choose it to insert it at the cursor, or copy it and paste it anywhere.
        </li>
        <li>
          First Name, Last Name, Job Title and Skills are required: every template must use them, and they
          cannot be saved blank.
        </li>
        <li>
          Contact and Company variables are filled in for each e-mail; Current Date, Season and Time of Day
          come from the clock when the e-mail is drafted.
        </li>
        <li>
          AI Generated variables (hometown, interests, personality traits, career goals, work style) are
          written by the AI when drafting. A hint you give them is kept in this browser for the preview only.
        </li>
        <li>
          Changes save automatically 3 seconds after you stop typing, unless the template has problems; they
          are listed under the template. Templates can be up to {MAX_PROMPT_TEMPLATE_LENGTH} characters.
        </li>
        <li>Use Test prompt to draft a sample e-mail to one of your contacts with the saved template.</li>
      </ul>
    </details>
  );
}
