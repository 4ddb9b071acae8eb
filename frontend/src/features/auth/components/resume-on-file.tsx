import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { textLinkClasses } from '../../../components/ui/text-link';
import { cn } from '../../../lib/cn';
import { serverErrorMessage } from '../../../lib/error-detail';
import {
  useDeleteSignupResumeMutation,
  useSignupResumeContentQuery,
  useSignupResumeStatusQuery,
} from '../auth.api';

/** The text the server read from the resume: what drafting will work from, so the user can check it. */
function ResumeText({ id }: { id: string }) {
  const { data, isLoading, isError } = useSignupResumeContentQuery();
  return (
    <div id={id} className="mt-2">
      {isLoading ? (
        <Spinner label="Loading the text..." />
      ) : isError || !data ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          Unable to load resume content
        </p>
      ) : (
        <pre className="max-h-64 overflow-auto rounded bg-gray-50 p-2 text-xs break-words whitespace-pre-wrap text-gray-800 dark:bg-gray-800/60 dark:text-gray-200">
          {data.content}
        </pre>
      )}
    </div>
  );
}

interface ResumeOnFileProps {
  disabled: boolean;
  /** Called once the resume is deleted, so focus can move on from the controls that disappear with it. */
  onRemoved: () => void;
}

/** The resume the account already has, if any: its name, a way to remove it and the text read from it. */
export function ResumeOnFile({ disabled, onRemoved }: ResumeOnFileProps) {
  const { data: status } = useSignupResumeStatusQuery();
  const [deleteResume, { isLoading: removing }] = useDeleteSignupResumeMutation();
  const [confirming, setConfirming] = useState(false);
  const [showText, setShowText] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const textId = useId();
  // Focus follows the question: onto its answer when asked, back to Remove when the user keeps the file.
  const asked = useRef(false);

  useEffect(() => {
    if (confirming) {
      asked.current = true;
      confirmButton.current?.focus();
    } else if (asked.current) {
      asked.current = false;
      removeButton.current?.focus();
    }
  }, [confirming]);

  if (!status?.resume_exists) return null;
  const fileName = status.file_name ?? 'your resume';

  const remove = async () => {
    try {
      await deleteResume().unwrap();
    } catch (error) {
      toast.error(serverErrorMessage(error, 'Failed to delete resume'));
      return;
    }
    asked.current = false;
    setConfirming(false);
    setShowText(false);
    toast.success('Resume deleted successfully');
    onRemoved();
  };

  return (
    <div className="space-y-2 rounded-md border border-gray-200 p-3 text-sm dark:border-gray-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 break-all text-gray-800 dark:text-gray-200">
          On file: <span className="font-medium">{fileName}</span>
        </p>
        {!confirming && (
          <Button
            ref={removeButton}
            variant="ghost"
            size="sm"
            onClick={() => setConfirming(true)}
            disabled={disabled}
          >
            Remove
          </Button>
        )}
      </div>
      {confirming && (
        <div role="group" aria-label="Remove the resume on file" className="space-y-2">
          <p className="text-gray-700 dark:text-gray-300">Remove {fileName}? Drafts will no longer use it.</p>
          <div className="flex flex-wrap gap-2">
            <Button ref={confirmButton} variant="danger" size="sm" onClick={remove} disabled={removing}>
              {removing ? 'Removing...' : 'Yes, remove'}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setConfirming(false)} disabled={removing}>
              Keep it
            </Button>
          </div>
        </div>
      )}
      <button
        type="button"
        aria-expanded={showText}
        aria-controls={showText ? textId : undefined}
        onClick={() => setShowText((open) => !open)}
        className={cn(textLinkClasses, 'text-xs')}
      >
        View the text we read
      </button>
      {showText && <ResumeText id={textId} />}
    </div>
  );
}
