import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses =
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus-visible:border-indigo-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 read-only:bg-gray-100 read-only:text-gray-600 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:read-only:bg-gray-700 dark:read-only:text-gray-300';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-gray-500 dark:text-gray-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}

/** A Field's control names its error when it has one, else its hint, so a screen reader reads it out. */
export function fieldAria(id: string, error: string | undefined, hint?: ReactNode) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

interface LabelledProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input tied to its error or hint. */
export function InputField({ id, label, error, hint, ...input }: LabelledProps & ComponentProps<'input'>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input id={id} {...fieldAria(id, error, hint)} {...input} />
    </Field>
  );
}

/** A labelled textarea tied to its error or hint. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  ...textarea
}: LabelledProps & ComponentProps<'textarea'>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <textarea id={id} className={inputClasses} {...fieldAria(id, error, hint)} {...textarea} />
    </Field>
  );
}
