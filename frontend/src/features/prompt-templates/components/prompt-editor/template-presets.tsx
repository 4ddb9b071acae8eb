import {
  PROMPT_PRESETS,
  type PromptPreset,
} from '@outreach/backend/prompt-templates/prompt-variables.contract';
import { Button } from '../../../../components/ui/button';

interface TemplatePresetsProps {
  onApply: (preset: PromptPreset) => void;
  disabled: boolean;
}

export function TemplatePresets({ onApply, disabled }: TemplatePresetsProps) {
  return (
    <section aria-labelledby="prompt-presets-heading" className="space-y-2">
      <h3 id="prompt-presets-heading" className="text-sm font-semibold">
        Template Presets
      </h3>
      <p className="text-xs text-gray-600 dark:text-gray-400">
        Applying a preset replaces the template and saves it.
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {PROMPT_PRESETS.map((preset) => (
          <li
            key={preset.id}
            className="flex flex-col justify-between gap-2 rounded-md border border-gray-200 p-3 dark:border-gray-700"
          >
            <div>
              <p className="text-sm font-medium">{preset.name}</p>
              <p className="text-xs text-gray-600 dark:text-gray-400">{preset.description}</p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              aria-label={`Apply ${preset.name} template`}
              disabled={disabled}
              onClick={() => onApply(preset)}
            >
              Apply
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
