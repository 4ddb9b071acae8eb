import {
  DEFAULT_MESSAGE_TYPE,
  DEFAULT_TONE,
  MESSAGE_TYPES,
  TONES,
  type MessageType,
  type Tone,
} from '@outreach/backend/drafts/draft-rules.contract';
import { MAX_INSTRUCTIONS_LENGTH } from '@outreach/backend/drafting/drafting.contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useAppStore } from '../../../api/hooks';
import { catchUp } from '../../../api/settle-command';
import { Button } from '../../../components/ui/button';
import { InputField, TextAreaField } from '../../../components/ui/field';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { randomUuid } from '../../../lib/random-uuid';
import { BulkStreamError, streamBulkEmails, type BulkWriteRequest } from '../bulk-stream';
import {
  ALL_EMAILS_GENERATED,
  generationReducer,
  initialGeneration,
  isRunning,
  savedCount,
  type GenerationAction,
  type GenerationState,
} from '../generation-machine';
import { MAX_BULK_EMAILS, scopeProblem } from '../outgoing-rules';
import { useContactsScope, useCountField } from '../use-outgoing-form';
import { ContactsChoice, type ContactFilterControls } from './contacts-choice';
import { GenerationStatus } from './generation-status';

const NETWORK_FAILURE = 'The connection to the server failed. Check your network and retry.';

export interface GenerateMessagesPanelProps extends ContactFilterControls {
  /** Drafting needs the resume: the page opens its resume-missing prompt. */
  onResumeMissing: () => void;
  /** A generation saved at least one draft (the onboarding tour listens). */
  onDraftsSaved: () => void;
}

/**
 * Spec section 2, Generate Messages panel and its status box: writes AI drafts for several contacts through the
 * bulk stream (spec section 7), showing each e-mail as it arrives. Cancel stops the stream and keeps the drafts
 * made; Retry asks again under the same Idempotency-Key, so drafts already saved are not written twice.
 */
export function GenerateMessagesPanel({
  onResumeMissing,
  onDraftsSaved,
  ...filterControls
}: GenerateMessagesPanelProps) {
  const number = useCountField('5', MAX_BULK_EMAILS);
  const [instructions, setInstructions] = useState('');
  const [messageType, setMessageType] = useState<MessageType>(DEFAULT_MESSAGE_TYPE);
  const [tone, setTone] = useState<Tone>(DEFAULT_TONE);
  const [generation, setGeneration] = useState<GenerationState>(initialGeneration);
  const lastRun = useRef<{ request: BulkWriteRequest; key: string } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const store = useAppStore();
  const { scope, setScope, matching } = useContactsScope(filterControls.contactFilter);
  const running = isRunning(generation);

  useEffect(() => () => abort.current?.abort(), []);

  const run = async (request: BulkWriteRequest, key: string) => {
    const controller = new AbortController();
    abort.current = controller;
    lastRun.current = { request, key };
    let state = initialGeneration;
    const apply = (action: GenerationAction) => {
      state = generationReducer(state, action);
      setGeneration(state);
    };
    apply({ type: 'started' });
    try {
      await streamBulkEmails(request, { idempotencyKey: key, signal: controller.signal }, store, (event) =>
        apply({ type: 'received', event }),
      );
      apply(controller.signal.aborted ? { type: 'cancelled' } : { type: 'closed' });
    } catch (failure) {
      apply(
        controller.signal.aborted
          ? { type: 'cancelled' }
          : {
              type: 'failed',
              detail: failure instanceof BulkStreamError ? failure.message : NETWORK_FAILURE,
            },
      );
    }
    if (abort.current === controller) abort.current = null;
    if (state.resumeMissing) onResumeMissing();
    if (savedCount(state) > 0) onDraftsSaved();
    // The drafts pushes refresh the lists; a push that does not come in time refreshes them here.
    if (state.checkpoint) void catchUp(store.dispatch, store.getState, ['drafts-list'], state.checkpoint);
    if (state.phase === 'complete' && state.message === ALL_EMAILS_GENERATED)
      toast.success(ALL_EMAILS_GENERATED);
  };

  const generate = (event: FormEvent) => {
    event.preventDefault();
    const count = number.read();
    if (count === null || (scope === 'filtered' && !matching.data)) return;
    const request: BulkWriteRequest = {
      number: count,
      instructions: instructions.trim() || undefined,
      message_type: messageType,
      tone,
      ...(scope === 'filtered' ? { filtered_ids: matching.data?.ids ?? [] } : {}),
    };
    void run(request, randomUuid());
  };

  const retry = () => {
    if (lastRun.current) void run(lastRun.current.request, lastRun.current.key);
  };

  const scopeBlocked = scopeProblem(scope, matching.data?.ids.length);
  const waitingForCount = scope === 'filtered' && !matching.data;

  return (
    <SectionCard id="generate-messages-panel-title" title="Generate Messages">
      <form noValidate onSubmit={generate} className="space-y-4" aria-label="Generate messages">
        <div className="grid gap-3 sm:grid-cols-3">
          <InputField
            id="generate-number"
            label="Number of e-mails"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_BULK_EMAILS}
            value={number.typed}
            error={number.problem}
            hint={`Up to ${MAX_BULK_EMAILS}, one per contact.`}
            disabled={running}
            onChange={(event) => number.setTyped(event.target.value)}
          />
          <SelectField
            id="generate-message-type"
            label="Message type"
            options={MESSAGE_TYPES}
            value={messageType}
            onChange={setMessageType}
            disabled={running}
          />
          <SelectField
            id="generate-tone"
            label="Tone"
            options={TONES}
            value={tone}
            onChange={setTone}
            disabled={running}
          />
        </div>
        <ContactsChoice
          name="generate-contacts"
          defaultLabel="All contacts without a waiting draft"
          scope={scope}
          onScope={setScope}
          matching={matching}
          disabled={running}
          problem={scopeBlocked}
          {...filterControls}
        />
        <TextAreaField
          id="generate-instructions"
          label="Instructions"
          hint="Optional: what every e-mail should ask for or mention."
          rows={3}
          maxLength={MAX_INSTRUCTIONS_LENGTH}
          value={instructions}
          disabled={running}
          onChange={(event) => setInstructions(event.target.value)}
        />
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button
            type="submit"
            disabled={running || scopeBlocked !== null || waitingForCount}
            aria-busy={running}
          >
            {running ? 'Generating...' : 'Generate Messages'}
          </Button>
        </div>
      </form>
      <GenerationStatus generation={generation} onCancel={() => abort.current?.abort()} onRetry={retry} />
    </SectionCard>
  );
}
