import type { PromptVariable } from '@outreach/backend/prompt-templates/prompt-variables.contract';
import { type KeyboardEvent, type RefObject, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { inputClasses } from '../../../../components/ui/field';
import { cn } from '../../../../lib/cn';

interface VariableEditDialogProps {
  /** The variable being edited; null closes the dialog. */
  variable: PromptVariable | null;
  initialValue: string;
  /** Resolves true when the value was stored, which closes the dialog; false keeps it open. */
  onSave: (value: string) => Promise<boolean>;
  onCancel: () => void;
  /** Checked before saving; a message keeps the dialog open and shows under the field. */
  validate?: (value: string) => string | null;
  hint?: string;
}

export function VariableEditDialog({ variable, ...props }: VariableEditDialogProps) {
  const fieldRef = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  return (
    <Dialog
      open={variable !== null}
      initialFocus={fieldRef}
      // Escape and the close button cancel (spec §5, single variable edit).
      onOpenChange={(open) => !open && props.onCancel()}
      title={variable ? `Edit ${variable.name}` : ''}
      description={variable?.description}
    >
      {variable && <VariableEditForm key={variable.id} variable={variable} fieldRef={fieldRef} {...props} />}
    </Dialog>
  );
}

function VariableEditForm({
  variable,
  initialValue,
  onSave,
  onCancel,
  validate,
  hint,
  fieldRef,
}: Omit<VariableEditDialogProps, 'variable'> & {
  variable: PromptVariable;
  fieldRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
}) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  // Educations are edited one per line, so their field is multi-line as well.
  const multiline = variable.multiline || variable.id === 'education';
  const blankRequired = variable.required && value.trim() === '';
  const canSave = !blankRequired && !saving;
  const fieldId = `prompt-variable-${variable.id}`;
  const hintText = hint ?? (variable.list ? 'Separate items with commas.' : undefined);
  const keyHint = multiline ? 'Ctrl+Enter saves, Escape cancels.' : 'Enter saves, Escape cancels.';

  const save = async () => {
    if (!canSave || savingRef.current) return;
    const problem = validate?.(value) ?? null;
    setError(problem);
    if (problem) return;
    savingRef.current = true;
    setSaving(true);
    try {
      await onSave(value);
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const withModifier = event.ctrlKey || event.metaKey;
    if (multiline && !withModifier) return;
    event.preventDefault();
    void save();
  };

  const describedBy = [hintText && `${fieldId}-hint`, `${fieldId}-keys`, error && `${fieldId}-error`]
    .filter(Boolean)
    .join(' ');
  const fieldProps = {
    id: fieldId,
    value,
    onChange: (event: { target: { value: string } }) => {
      setValue(event.target.value);
      setError(null);
    },
    onKeyDown,
    'aria-describedby': describedBy,
    'aria-invalid': error !== null || undefined,
    'aria-required': variable.required || undefined,
    className: cn(inputClasses, multiline && 'min-h-32 resize-y'),
    ref: (node: HTMLInputElement | HTMLTextAreaElement | null) => {
      fieldRef.current = node;
    },
  };

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <label htmlFor={fieldId} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
          {variable.name}
          {variable.required && <span className="text-red-600 dark:text-red-400"> (required)</span>}
        </label>
        {multiline ? (
          <textarea rows={variable.id === 'education' ? 4 : 6} {...fieldProps} />
        ) : (
          <input type={variable.id === 'portfolioLink' ? 'url' : 'text'} {...fieldProps} />
        )}
        {hintText && (
          <p id={`${fieldId}-hint`} className="text-xs text-gray-500 dark:text-gray-400">
            {hintText}
          </p>
        )}
        <p id={`${fieldId}-keys`} className="text-xs text-gray-500 dark:text-gray-400">
          {keyHint}
        </p>
        {error && (
          <p id={`${fieldId}-error`} role="alert" className="text-xs text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={() => void save()} disabled={!canSave} aria-busy={saving}>
          Save
        </Button>
      </div>
    </div>
  );
}
