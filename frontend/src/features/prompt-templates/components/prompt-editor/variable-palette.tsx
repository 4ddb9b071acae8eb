import {
  placeholder,
  PROMPT_VARIABLE_CATEGORIES,
  PROMPT_VARIABLES,
  type PromptVariable,
  type PromptVariableId,
} from '@outreach/backend/prompt-templates/prompt-variables.contract';
import type { DragEvent } from 'react';
import { toast } from '../../../../lib/toast';
import { focusRing, iconButtonClasses } from '../../../../components/ui/button';
import { CopyIcon, GripIcon, PencilIcon } from '../../../../components/ui/icons';
import { cn } from '../../../../lib/cn';
import type { VariablePreview } from './variable-values';

/** Marks a drag as one of our variables, so the template takes it and other drops keep the browser's handling. */
export const VARIABLE_DRAG_TYPE = 'application/x-prompt-variable';

interface VariablePaletteProps {
  previews: Record<PromptVariableId, VariablePreview>;
  onInsert: (id: PromptVariableId) => void;
  onEdit: (variable: PromptVariable) => void;
}

async function copyPlaceholder(id: PromptVariableId): Promise<void> {
  try {
    await navigator.clipboard.writeText(placeholder(id));
    toast.success('Variable copied to clipboard');
  } catch {
    toast.error('Failed to copy to clipboard');
  }
}

function startDrag(event: DragEvent<HTMLElement>, id: PromptVariableId): void {
  event.dataTransfer.setData(VARIABLE_DRAG_TYPE, id);
  event.dataTransfer.setData('text/plain', placeholder(id));
  event.dataTransfer.effectAllowed = 'copy';
}

export function VariablePalette({ previews, onInsert, onEdit }: VariablePaletteProps) {
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-sm font-semibold">Variables</h3>
        <p className="text-xs text-gray-600 dark:text-gray-400">
          Drag a variable into the template, or choose it to insert it at the cursor.
        </p>
      </div>
      {PROMPT_VARIABLE_CATEGORIES.map((category) => {
        const headingId = `prompt-variables-${category.replace(/\s+/g, '-').toLowerCase()}`;
        return (
          <section key={category} aria-labelledby={headingId} className="space-y-2">
            <h4
              id={headingId}
              className="text-xs font-semibold uppercase tracking-wide text-gray-500 dark:text-gray-400"
            >
              {category}
            </h4>
            <ul className="space-y-1.5">
              {PROMPT_VARIABLES.filter((variable) => variable.category === category).map((variable) => (
                <VariableItem
                  key={variable.id}
                  variable={variable}
                  preview={previews[variable.id]}
                  onInsert={onInsert}
                  onEdit={onEdit}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function VariableItem({
  variable,
  preview,
  onInsert,
  onEdit,
}: {
  variable: PromptVariable;
  preview: VariablePreview;
  onInsert: (id: PromptVariableId) => void;
  onEdit: (variable: PromptVariable) => void;
}) {
  const detailsId = `prompt-variable-${variable.id}-details`;
  return (
    <li className="flex items-stretch gap-1 rounded-md border border-gray-200 bg-gray-50 dark:border-gray-700 dark:bg-gray-800/60">
      {/* A native button cannot start a drag in Firefox, so the draggable chip is a div acting as one. */}
      <div
        role="button"
        tabIndex={0}
        draggable
        onDragStart={(event) => startDrag(event, variable.id)}
        className={cn(
          'flex min-w-0 flex-1 cursor-grab items-start gap-2 rounded-md p-2 text-left hover:bg-gray-100 active:cursor-grabbing dark:hover:bg-gray-700/60',
          focusRing,
        )}
        aria-label={`Insert ${variable.name}`}
        aria-describedby={detailsId}
        title={variable.description}
        onClick={() => onInsert(variable.id)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          onInsert(variable.id);
        }}
      >
        <GripIcon className="mt-0.5 h-4 w-4 shrink-0 text-gray-400" />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-sm font-medium text-gray-900 dark:text-gray-100">{variable.name}</span>
            {variable.required && <span className="text-xs text-red-700 dark:text-red-400">required</span>}
          </span>
          <span id={detailsId} className="block">
            <code className="block break-all text-xs text-indigo-700 dark:text-indigo-300">
              {placeholder(variable.id)}
            </code>
            <span
              className={cn(
                'block truncate text-xs',
                preview.isValue
                  ? 'text-gray-700 dark:text-gray-300'
                  : 'italic text-gray-500 dark:text-gray-400',
              )}
            >
              <span className="sr-only">{' Value: '}</span>
              {preview.text}
            </span>
            {preview.from && (
              <span className="block text-xs text-gray-500 dark:text-gray-400">{preview.from}</span>
            )}
          </span>
        </span>
      </div>
      <div className="flex flex-col justify-center">
        <button
          type="button"
          className={cn(iconButtonClasses, 'h-8 w-8')}
          aria-label={`Copy ${variable.name}`}
          title="Copy"
          onClick={() => void copyPlaceholder(variable.id)}
        >
          <CopyIcon className="h-4 w-4" />
        </button>
        {variable.editable && (
          <button
            type="button"
            className={cn(iconButtonClasses, 'h-8 w-8')}
            aria-label={`Edit ${variable.name}`}
            title="Edit"
            onClick={() => onEdit(variable)}
          >
            <PencilIcon className="h-4 w-4" />
          </button>
        )}
      </div>
    </li>
  );
}
