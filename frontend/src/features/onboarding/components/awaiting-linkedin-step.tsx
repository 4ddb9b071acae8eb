import {
  hasEnoughLinkedInText,
  isTourLinkedInUrl,
  LINKEDIN_AUTO_COMPLETE_DELAY_MS,
  TOUR_CHECK_MESSAGES,
} from '@outreach/backend/onboarding/tour-steps.contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { serverErrorMessage } from '../../../lib/error-detail';
import { useSaveLinkedinProfileMutation } from '../../../api/profile.api';
import { useTourProfileSettingsQuery } from '../onboarding.api';
import { useCompleteAfter } from '../use-complete-after';
import type { CompleteStep } from './tour-step-body';

const FIELD = 'linkedin_profile';
const SAVE_FAILED = 'Could not save your LinkedIn profile. Please try again.';

/** The server's message for the field itself, without the field name in front (a 400 lists them by field). */
function fieldMessage(failure: unknown, fallback: string): string {
  const detail = (failure as { data?: { detail?: unknown } }).data?.detail;
  if (Array.isArray(detail)) {
    const item = detail.find(
      (entry: { loc?: unknown }) => Array.isArray(entry?.loc) && entry.loc.includes(FIELD),
    ) as { msg?: unknown } | undefined;
    if (typeof item?.msg === 'string' && item.msg) return item.msg;
  }
  return serverErrorMessage(failure, fallback);
}

/**
 * Asks for the LinkedIn profile URL, saves it to the settings and completes the step. When the user's
 * LinkedIn details already hold enough text, the step completes by itself 2 s after showing (settings §4.6).
 */
export function AwaitingLinkedInStep({ complete, busy }: { complete: CompleteStep; busy: boolean }) {
  const inputId = useId();
  const { data: settings } = useTourProfileSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [saveProfile, { isLoading: saving }] = useSaveLinkedinProfileMutation();
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const edited = useRef(false);
  const stored = settings?.linkedin_profile ?? null;
  const enoughText = hasEnoughLinkedInText(settings?.linkedin_data);

  useEffect(() => {
    if (stored && !edited.current) setUrl(stored);
  }, [stored]);

  const sent = useCompleteAfter(complete, LINKEDIN_AUTO_COMPLETE_DELAY_MS, enoughText);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = url.trim();
    if (!isTourLinkedInUrl(value)) {
      setProblem(TOUR_CHECK_MESSAGES.linkedinUrl);
      return;
    }
    setProblem(undefined);
    try {
      await saveProfile({ linkedin_profile: value }).unwrap();
    } catch (failure) {
      setProblem(fieldMessage(failure, SAVE_FAILED));
      return;
    }
    sent.current = true;
    if (!(await complete())) sent.current = false;
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <InputField
        id={inputId}
        label="LinkedIn profile URL"
        error={problem}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://www.linkedin.com/in/your-name"
        value={url}
        onChange={(event) => {
          edited.current = true;
          setUrl(event.target.value);
        }}
      />
      {enoughText && (
        <p role="status" className="text-sm text-gray-500 dark:text-gray-400">
          Your LinkedIn details are already here. Moving on…
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy || saving}>
          Save and continue
        </Button>
      </div>
    </form>
  );
}
