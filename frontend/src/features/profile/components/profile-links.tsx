import {
  isHttpUrl,
  isLinkedInProfileUrl,
  LINKEDIN_PROFILE_MESSAGE,
  PORTFOLIO_LINK_MESSAGE,
} from '@outreach/backend/profile/profile-rules.contract';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { useAppStore } from '../../../api/hooks';
import { useSavePortfolioLinkMutation } from '../../../api/profile.api';
import { catchUpWithSettings } from '../../../api/settings.api';
import { Field, Input } from '../../../components/ui/field';
import { ProgressIndicator } from '../../../components/ui/progress-indicator';
import { serverErrorMessage } from '../../../lib/error-detail';
import { toastFailure } from '../../../lib/toast-failure';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';
import { useStagedProgress } from '../../../lib/use-staged-progress';
import { useSaveLinkedinProfileMutation } from '../profile.api';

/** Spec section 9: the LinkedIn URL saves 600 ms after typing stops, the portfolio link 3 s after. */
export const LINKEDIN_SAVE_DELAY_MS = 600;
export const PORTFOLIO_SAVE_DELAY_MS = 3000;

/** A web address as typed, with https:// added when the scheme is missing (people paste "linkedin.com/in/name"). */
function withWebScheme(text: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
}

interface LinkFieldProps {
  initial: string | null;
}

/** The LinkedIn profile URL, saved as the user types; the profile fetch's stages show under it. */
export function LinkedinProfileField({ initial }: LinkFieldProps) {
  const [value, setValue] = useState(initial ?? '');
  const [error, setError] = useState<string>();
  const saved = useRef(initial ?? '');
  const [save] = useSaveLinkedinProfileMutation();
  const store = useAppStore();
  const progress = useStagedProgress();

  const submit = async (text: string) => {
    const trimmed = text.trim();
    if (trimmed === saved.current) return;
    const url = trimmed === '' ? null : withWebScheme(trimmed);
    if (url !== null && !isLinkedInProfileUrl(url)) {
      setError(LINKEDIN_PROFILE_MESSAGE);
      return;
    }
    setError(undefined);
    progress.show(75, 'Processing');
    try {
      const result = await save({ linkedin_profile: url }).unwrap();
      saved.current = trimmed;
      progress.show(90, 'Loading settings');
      await catchUpWithSettings(store.dispatch, store.getState, result.checkpoint);
      progress.show(100, 'Complete');
    } catch (failure) {
      progress.reset();
      toast.error('Failed to update LinkedIn profile', {
        description: serverErrorMessage(failure, 'Failed to update LinkedIn profile URL.'),
        action: { label: 'Retry', onClick: () => void submit(text) },
      });
    }
  };
  const debounced = useDebouncedCallback((text: string) => void submit(text), LINKEDIN_SAVE_DELAY_MS);

  return (
    <div className="space-y-2">
      <Field
        id="settings-linkedin-profile"
        label="LinkedIn Profile URL"
        error={error}
        hint="Saved as you type. We keep the address only; we never scrape LinkedIn."
      >
        <Input
          id="settings-linkedin-profile"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.linkedin.com/in/your-name"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            debounced.schedule(event.target.value);
          }}
          onBlur={debounced.flush}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'settings-linkedin-profile-error' : 'settings-linkedin-profile-hint'}
        />
      </Field>
      <ProgressIndicator label="Updating your LinkedIn profile" stage={progress.stage} />
    </div>
  );
}

/** The portfolio link, saved 3 s after typing stops or on leaving the field. */
export function PortfolioLinkField({ initial }: LinkFieldProps) {
  const [value, setValue] = useState(initial ?? '');
  const [error, setError] = useState<string>();
  const saved = useRef(initial ?? '');
  const [save, { isLoading }] = useSavePortfolioLinkMutation();

  const submit = async (text: string) => {
    const trimmed = text.trim();
    if (trimmed === saved.current) return;
    if (trimmed !== '' && !isHttpUrl(trimmed)) {
      setError(PORTFOLIO_LINK_MESSAGE);
      return;
    }
    setError(undefined);
    try {
      await save({ portfolio_link: trimmed === '' ? null : trimmed }).unwrap();
      saved.current = trimmed;
      toast.success('Portfolio link updated successfully');
    } catch (failure) {
      toastFailure('Failed to update portfolio link', failure, () => void submit(text));
    }
  };
  const debounced = useDebouncedCallback((text: string) => void submit(text), PORTFOLIO_SAVE_DELAY_MS);

  return (
    <Field
      id="settings-portfolio-link"
      label="Portfolio Link"
      error={error}
      hint={isLoading ? 'Saving...' : 'A link drafts may include, starting with http:// or https://'}
    >
      <Input
        id="settings-portfolio-link"
        type="url"
        inputMode="url"
        placeholder="https://your-site.com"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          debounced.schedule(event.target.value);
        }}
        onBlur={debounced.flush}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'settings-portfolio-link-error' : 'settings-portfolio-link-hint'}
      />
    </Field>
  );
}
