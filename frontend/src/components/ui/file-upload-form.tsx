import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { cn } from '../../lib/cn';
import type { Stage } from '../../lib/use-staged-progress';
import { Button } from './button';
import { Field, fieldAria, inputClasses } from './field';
import { ProgressIndicator } from './progress-indicator';

/** A file input styled as the other inputs, its button tinted in both themes. */
const fileInputClasses = cn(
  inputClasses,
  'file:mr-3 file:rounded file:border-0 file:bg-indigo-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-indigo-700 dark:file:bg-indigo-950 dark:file:text-indigo-300',
);

interface FileFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  accept?: string;
  multiple?: boolean;
  disabled: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The files now chosen (none, one, or several with `multiple`). */
  onFiles(files: File[]): void;
}

/** A labelled file input whose error or hint is read out with it. */
export function FileField({
  id,
  label,
  error,
  hint,
  accept,
  multiple,
  disabled,
  inputRef,
  onFiles,
}: FileFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        className={fileInputClasses}
        onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
        disabled={disabled}
        {...fieldAria(id, error, hint)}
      />
    </Field>
  );
}

/** The files a FileField holds, the problem shown under it, and its input, to focus or to empty. */
export function useChosenFiles() {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  return {
    files,
    /** The first file chosen, or null: the one file of a single-file field. */
    file: files[0] ?? null,
    setError,
    /** Shows the problem under the field and moves the focus there. */
    refuse: (problem: string | undefined) => {
      setError(problem);
      inputRef.current?.focus();
    },
    /** Empties the field, after an upload. */
    clear: () => {
      setFiles([]);
      if (inputRef.current) inputRef.current.value = '';
    },
    /** What FileField takes from it: a new choice clears the problem. */
    field: {
      error,
      inputRef,
      onFiles: (chosen: File[]) => {
        setFiles(chosen);
        setError(undefined);
      },
    },
  };
}

interface FileUploadFormProps {
  onSubmit(event: FormEvent): void;
  progress: { stage: Stage | null; busy: boolean };
  /** Names the progress bar: what is being uploaded. */
  progressLabel: string;
  submitLabel: string;
  /** The form's fields, a FileField among them. */
  children: ReactNode;
}

/** An upload form: its fields, the upload's staged progress, and a submit button held while it runs. */
export function FileUploadForm({
  onSubmit,
  progress,
  progressLabel,
  submitLabel,
  children,
}: FileUploadFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      {children}
      <ProgressIndicator label={progressLabel} stage={progress.stage} />
      <Button type="submit" size="sm" disabled={progress.busy}>
        {progress.busy ? 'Uploading...' : submitLabel}
      </Button>
    </form>
  );
}
