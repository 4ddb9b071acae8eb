import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useMassSendDraftsMutation, type MassSendResult } from '../../../api/drafts.api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/field';
import { SectionCard } from '../../../components/ui/section-card';
import { countOf } from '../../../lib/count-of';
import { serverErrorCode, serverErrorMessage } from '../../../lib/error-detail';
import { randomUuid } from '../../../lib/random-uuid';
import { useContactsScope, useCountField } from '../use-outgoing-form';
import { MAX_MASS_SEND, NO_CONTACTS_MATCH, scopeProblem } from '../outgoing-rules';
import { ContactsChoice, type ContactFilterControls } from './contacts-choice';

const NO_CONTACTS_MATCH_CODE = 'SEND.NO_CONTACTS_MATCH';

export type MassEmailProps = ContactFilterControls;

/** Spec section 2: the Mass Email card, whose modal sends waiting drafts to many contacts at once. */
export function MassEmailCard(props: MassEmailProps) {
  const [open, setOpen] = useState(false);
  return (
    <SectionCard id="mass-email-card-title" title="Mass Email">
      <p className="text-sm text-gray-600 dark:text-gray-400">
        Send your waiting drafts in one go, one per contact, within today&apos;s sending limit.
      </p>
      <Button onClick={() => setOpen(true)}>Send Mass Email</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Mass Email" wide>
        {open && <MassEmailForm {...props} onClose={() => setOpen(false)} />}
      </Dialog>
    </SectionCard>
  );
}

type Step =
  | { kind: 'form' }
  | { kind: 'confirm'; limit: number; key: string }
  | { kind: 'sent'; result: MassSendResult };

/** How many, which contacts, a confirmation, then the answer: sent, failed, and those waiting for the cap. */
export function MassEmailForm({ onClose, ...filterControls }: MassEmailProps & { onClose: () => void }) {
  const limit = useCountField('10', MAX_MASS_SEND);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const { scope, setScope, matching } = useContactsScope(filterControls.contactFilter);
  const [massSend, sending] = useMassSendDraftsMutation();
  const matchCount = matching.data?.ids.length;

  const review = (event: FormEvent) => {
    event.preventDefault();
    const count = limit.read();
    if (count === null) return;
    const blocked = scopeProblem(scope, matchCount);
    setRefusal(blocked);
    if (blocked || (scope === 'filtered' && !matching.data)) return;
    // One key per confirmation: sending again after a failed answer sends the same drafts once.
    setStep({ kind: 'confirm', limit: count, key: randomUuid() });
  };

  const send = async (limitCount: number, key: string) => {
    try {
      const result = await massSend({
        limit: limitCount,
        idempotencyKey: key,
        ...(scope === 'filtered' ? { filtered_ids: matching.data?.ids ?? [] } : {}),
      }).unwrap();
      setStep({ kind: 'sent', result });
    } catch (error) {
      if (serverErrorCode(error) === NO_CONTACTS_MATCH_CODE) {
        setRefusal(serverErrorMessage(error, NO_CONTACTS_MATCH));
        setStep({ kind: 'form' });
        return;
      }
      toast.error('Failed to send mass emails.', { description: serverErrorMessage(error, '') || undefined });
    }
  };

  if (step.kind === 'sent') return <MassSendOutcome result={step.result} onClose={onClose} />;

  if (step.kind === 'confirm') {
    const who =
      scope === 'filtered'
        ? `the ${countOf(matchCount ?? 0, 'contact')} your filters match`
        : 'your contacts with a waiting draft';
    return (
      <div className="space-y-4 text-sm text-gray-700 dark:text-gray-300">
        <p>
          Send up to {countOf(step.limit, 'waiting draft')}, one per contact, to {who}? Sent e-mails cannot be
          recalled.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setStep({ kind: 'form' })} disabled={sending.isLoading}>
            Back
          </Button>
          <Button
            onClick={() => void send(step.limit, step.key)}
            disabled={sending.isLoading}
            aria-busy={sending.isLoading}
          >
            {sending.isLoading ? 'Sending...' : 'Send now'}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={review} className="space-y-4" aria-label="Mass email">
      <InputField
        id="mass-email-limit"
        label="How many e-mails"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_MASS_SEND}
        value={limit.typed}
        error={limit.problem}
        hint={`Up to ${MAX_MASS_SEND}: each contact's newest waiting draft is sent.`}
        onChange={(event) => limit.setTyped(event.target.value)}
      />
      <ContactsChoice
        name="mass-email-contacts"
        defaultLabel="All contacts with a waiting draft"
        scope={scope}
        onScope={(next) => {
          setScope(next);
          setRefusal(null);
        }}
        matching={matching}
        problem={refusal}
        {...filterControls}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={scope === 'filtered' && matching.isFetching}>
          Review
        </Button>
      </div>
    </form>
  );
}

function MassSendOutcome({ result, onClose }: { result: MassSendResult; onClose: () => void }) {
  return (
    <div className="space-y-3 text-sm text-gray-700 dark:text-gray-300">
      <p role="status" className="font-medium text-gray-900 dark:text-gray-100">
        {countOf(result.sent, 'e-mail')} sent.
      </p>
      {result.failed.length > 0 && (
        <p className="text-red-700 dark:text-red-400">
          {countOf(result.failed.length, 'e-mail')} failed: {result.failed[0]?.detail}
        </p>
      )}
      {result.waiting > 0 && (
        <p>
          {countOf(result.waiting, 'draft')} waiting{result.detail ? `: ${result.detail}` : '.'}
        </p>
      )}
      <div className="flex justify-end">
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}
