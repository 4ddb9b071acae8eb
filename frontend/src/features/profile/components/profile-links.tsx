import {
  isHttpUrl,
  isLinkedInProfileUrl,
  LINKEDIN_PROFILE_MESSAGE,
  PORTFOLIO_LINK_MESSAGE,
} from '@outreach/backend/profile/profile-rules.contract';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../../lib/toast';
import { useAppStore } from '../../../api/hooks';
import { useSaveLinkedinProfileMutation, useSavePortfolioLinkMutation } from '../../../api/profile.api';
import { catchUpWithSettings } from '../../../api/settings.api';
import { InputField } from '../../../components/ui/field';
import { ProgressIndicator } from '../../../components/ui/progress-indicator';
import { serverErrorMessage } from '../../../lib/error-detail';
import { toastFailure } from '../../../lib/toast-failure';
import { reportTourAction } from '../../../lib/tour-actions';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';
import { useStagedProgress } from '../../../lib/use-staged-progress';

/** Spec section 9: the LinkedIn URL saves 600 ms after typing stops, the portfolio link 3 s after. */
export const LINKEDIN_SAVE_DELAY_MS = 600;
export const PORTFOLIO_SAVE_DELAY_MS = 3000;

/** A web address as typed, with https:// added when the scheme is missing (people paste "linkedin.com/in/name"). */
function withWebScheme(text: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
}

interface AutosaveOptions<Result> {
  initial: string | null;
  delayMs: number;
  /** Why the trimmed text cannot be saved, or undefined when it can. */
  problem: (trimmed: string) => string | undefined;
  save: (trimmed: string) => Promise<Result>;
  /** What follows a save (staged progress, a toast); a failure here is reported as the save's. */
  saved: (result: Result) => unknown;
  /** Reports a failure; retry sends the same text again. */
  failed: (failure: unknown, retry: () => void) => void;
}

/** A link saved as the user types: after a pause or on leaving the field, and only when it changed. */
function useAutosavedLink<Result>({
  initial,
  delayMs,
  problem,
  save,
  saved,
  failed,
}: AutosaveOptions<Result>) {
  const [value, setValue] = useState(initial ?? '');
  const [error, setError] = useState<string>();
  const lastSaved = useRef(initial ?? '');
  const stored = initial ?? '';

  // A value saved elsewhere (the tour, another tab) arrives through the settings push: it replaces what the field
  // shows unless the user has typed something not yet saved.
  useEffect(() => {
    const previous = lastSaved.current;
    if (stored === previous) return;
    lastSaved.current = stored;
    setValue((current) => (current.trim() === previous ? stored : current));
  }, [stored]);

  const submit = async (text: string) => {
    const trimmed = text.trim();
    if (trimmed === lastSaved.current) return;
    const found = problem(trimmed);
    setError(found);
    if (found) return;
    try {
      const result = await save(trimmed);
      lastSaved.current = trimmed;
      await saved(result);
    } catch (failure) {
      failed(failure, () => void submit(text));
    }
  };
  const debounced = useDebouncedCallback((text: string) => void submit(text), delayMs);

  return {
    error,
    input: {
      value,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.target.value);
        debounced.schedule(event.target.value);
      },
      onBlur: debounced.flush,
    },
  };
}

interface LinkFieldProps {
  initial: string | null;
}

/** The LinkedIn profile URL, saved as the user types; the profile fetch's stages show under it. */
export function LinkedinProfileField({ initial }: LinkFieldProps) {
  const [save] = useSaveLinkedinProfileMutation();
  const store = useAppStore();
  const progress = useStagedProgress();
  const link = useAutosavedLink({
    initial,
    delayMs: LINKEDIN_SAVE_DELAY_MS,
    problem: (trimmed) =>
      trimmed !== '' && !isLinkedInProfileUrl(withWebScheme(trimmed)) ? LINKEDIN_PROFILE_MESSAGE : undefined,
    save: (trimmed) => {
      progress.show(75, 'Processing');
      return save({ linkedin_profile: trimmed === '' ? null : withWebScheme(trimmed) }).unwrap();
    },
    saved: async (result) => {
      if (result.linkedin_profile)
        reportTourAction({ type: 'linkedin-entered', url: result.linkedin_profile });
      progress.show(90, 'Loading settings');
      await catchUpWithSettings(store.dispatch, store.getState, result.checkpoint);
      progress.show(100, 'Complete');
    },
    failed: (failure, retry) => {
      progress.reset();
      toast.error('Failed to update LinkedIn profile', {
        description: serverErrorMessage(failure, 'Failed to update LinkedIn profile URL.'),
        action: { label: 'Retry', onClick: retry },
      });
    },
  });

  return (
    <div className="space-y-2">
      <InputField
        id="settings-linkedin-profile"
        label="LinkedIn Profile URL"
        error={link.error}
        hint="Saved as you type. We keep the address only; we never scrape LinkedIn."
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://www.linkedin.com/in/your-name"
        {...link.input}
      />
      <ProgressIndicator label="Updating your LinkedIn profile" stage={progress.stage} />
    </div>
  );
}

/** The portfolio link, saved 3 s after typing stops or on leaving the field. */
export function PortfolioLinkField({ initial }: LinkFieldProps) {
  const [save, { isLoading }] = useSavePortfolioLinkMutation();
  const link = useAutosavedLink({
    initial,
    delayMs: PORTFOLIO_SAVE_DELAY_MS,
    problem: (trimmed) => (trimmed !== '' && !isHttpUrl(trimmed) ? PORTFOLIO_LINK_MESSAGE : undefined),
    save: (trimmed) => save({ portfolio_link: trimmed === '' ? null : trimmed }).unwrap(),
    saved: () => toast.success('Portfolio link updated successfully'),
    failed: (failure, retry) => toastFailure('Failed to update portfolio link', failure, retry),
  });

  return (
    <InputField
      id="settings-portfolio-link"
      label="Portfolio Link"
      error={link.error}
      hint={isLoading ? 'Saving...' : 'A link drafts may include, starting with http:// or https://'}
      type="url"
      inputMode="url"
      placeholder="https://your-site.com"
      {...link.input}
    />
  );
}
