import {
  DEFAULT_MESSAGE_TYPE,
  DEFAULT_TONE,
  MESSAGE_TYPES,
  TONES,
  type MessageType,
  type Tone,
} from '@outreach/backend/drafts/draft-rules.contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useAppStore } from '../../../api/hooks';
import { Button } from '../../../components/ui/button';
import { Dialog, type DialogOpenProps } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { DraftStreamError, streamDraft, type GeneratedDraft } from '../draft-stream';
import { needsResume } from './resume-missing-dialog';

/** Spec section 2: the progress overlay lists up to 6 steps, then says more are running. */
export const MAX_LISTED_STEPS = 6;

/**
 * The offline drafter finishes in milliseconds and its lines can arrive in one network chunk; the overlay
 * stays this long so the steps are seen, not flashed.
 */
export const MIN_PROGRESS_MS = 900;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface GenerationContext {
  contactId: string;
  contactEmail: string;
  /** Reviewed calendar text from Include Calendar, offered to the model. */
  availability: string | null;
  /** Names of the documents linked to the contact, which the e-mail may mention. */
  attachmentNames: readonly string[];
}

interface GenerateAiDialogProps extends DialogOpenProps {
  context: GenerationContext;
  onGenerated: (draft: GeneratedDraft, messageType: MessageType, tone: Tone) => void;
  onResumeMissing: () => void;
  onIncludeCalendar: () => void;
  onIncludeAttachment: () => void;
}

/** Spec section 2: Generate With AI, streaming its steps into the progress overlay. */
export function GenerateAiDialog({ open, onOpenChange, ...props }: GenerateAiDialogProps) {
  const [running, setRunning] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing while a generation streams would lose the draft it saves; the overlay has its own end.
        if (!running) onOpenChange(next);
      }}
      title="Generate With AI"
      wide
    >
      {open && <GenerateForm {...props} onRunning={setRunning} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function GenerateForm({
  context,
  onGenerated,
  onResumeMissing,
  onIncludeCalendar,
  onIncludeAttachment,
  onRunning,
  onDone,
}: Omit<GenerateAiDialogProps, 'open' | 'onOpenChange'> & {
  onRunning: (running: boolean) => void;
  onDone: () => void;
}) {
  const [instructions, setInstructions] = useState('');
  const [messageType, setMessageType] = useState<MessageType>(DEFAULT_MESSAGE_TYPE);
  const [tone, setTone] = useState<Tone>(DEFAULT_TONE);
  const [withCalendar, setWithCalendar] = useState(context.availability !== null);
  const [withAttachment, setWithAttachment] = useState(context.attachmentNames.length > 0);
  const [steps, setSteps] = useState<string[] | null>(null);
  const abort = useRef<AbortController | null>(null);
  const store = useAppStore();

  useEffect(() => () => abort.current?.abort(), []);

  const finish = () => {
    abort.current = null;
    setSteps(null);
    onRunning(false);
  };

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    const controller = new AbortController();
    abort.current = controller;
    setSteps([]);
    onRunning(true);
    const startedAt = Date.now();
    const mention =
      withAttachment && context.attachmentNames.length > 0
        ? `Mention that I attached: ${context.attachmentNames.join(', ')}.`
        : '';
    try {
      const draft = await streamDraft(
        {
          contact_email: context.contactEmail,
          contact_id: context.contactId,
          instructions: [instructions.trim(), mention].filter(Boolean).join('\n') || undefined,
          calendar_info: withCalendar && context.availability ? context.availability : undefined,
          message_type: messageType,
          tone,
        },
        (step) => setSteps((current) => [...(current ?? []), step]),
        store,
        controller.signal,
      );
      await pause(MIN_PROGRESS_MS - (Date.now() - startedAt));
      if (controller.signal.aborted) return;
      finish();
      onGenerated(draft, messageType, tone);
      toast.success('AI response generated.');
      onDone();
    } catch (failure) {
      if (controller.signal.aborted) return;
      finish();
      if (failure instanceof DraftStreamError && failure.failure.kind === 'no-stream') {
        toast.error('Streaming not supported in this browser.');
        return;
      }
      const detail = failure instanceof DraftStreamError ? failure.message : '';
      if (needsResume(detail)) {
        onDone();
        onResumeMissing();
        return;
      }
      toast.error('Failed to generate AI response.', { description: detail || undefined });
    }
  };

  return (
    <form noValidate onSubmit={generate} className="relative space-y-4">
      <TextAreaField
        id="ai-instructions"
        label="Instructions"
        hint="Optional: what this e-mail should ask for or mention."
        rows={4}
        value={instructions}
        onChange={(event) => setInstructions(event.target.value)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id="ai-message-type"
          label="Message type"
          options={MESSAGE_TYPES}
          value={messageType}
          onChange={setMessageType}
        />
        <SelectField id="ai-tone" label="Tone" options={TONES} value={tone} onChange={setTone} />
      </div>
      <div className="space-y-2 text-sm text-gray-800 dark:text-gray-200">
        <IncludeRow
          label="Mention attachment"
          checked={withAttachment}
          disabled={context.attachmentNames.length === 0}
          onCheckedChange={setWithAttachment}
          action={
            context.attachmentNames.length > 0
              ? `Attachments: ${context.attachmentNames.join(', ')}`
              : 'Include Attachment'
          }
          onAction={onIncludeAttachment}
        />
        <IncludeRow
          label="Include calendar availability"
          checked={withCalendar}
          disabled={context.availability === null}
          onCheckedChange={setWithCalendar}
          action={context.availability === null ? 'Include Calendar' : 'Change availability'}
          onAction={onIncludeCalendar}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={steps !== null}>
          Generate with AI Now!
        </Button>
      </div>
      {steps !== null && (
        <ProgressOverlay
          steps={steps}
          onCancel={() => {
            // A user's cancel is no failure: the aborted stream's rejection is ignored, no toast.
            abort.current?.abort();
            finish();
            onDone();
          }}
        />
      )}
    </form>
  );
}

function ProgressOverlay({ steps, onCancel }: { steps: readonly string[]; onCancel: () => void }) {
  return (
    <div className="absolute inset-0 flex items-center justify-center rounded-md bg-white/95 p-4 dark:bg-gray-900/95">
      <div role="status" aria-label="Generating your e-mail" className="w-full max-w-sm space-y-3">
        <p className="flex items-center gap-2 text-sm font-medium text-gray-900 dark:text-gray-100">
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-gray-300 border-t-indigo-600"
          />
          Writing your e-mail...
        </p>
        <ol aria-label="Generation steps" className="space-y-1 text-sm text-gray-700 dark:text-gray-300">
          {steps.slice(0, MAX_LISTED_STEPS).map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
        {steps.length > MAX_LISTED_STEPS && (
          <p className="text-sm text-gray-600 dark:text-gray-400">...more steps running</p>
        )}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </div>
    </div>
  );
}

interface IncludeRowProps {
  label: string;
  checked: boolean;
  /** Nothing to include yet: the box stays off until the action beside it has supplied something. */
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
  action: string;
  onAction: () => void;
}

/** A tick box to use an extra in the draft, beside the button that picks or changes that extra. */
function IncludeRow({ label, checked, disabled, onCheckedChange, action, onAction }: IncludeRowProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className="inline-flex items-center gap-2">
        <input
          type="checkbox"
          className="h-4 w-4 accent-indigo-600"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        {label}
      </label>
      <Button variant="ghost" size="sm" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}
