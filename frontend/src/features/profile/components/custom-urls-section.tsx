import {
  CUSTOM_URL_DEFAULT_INCLUDE_IN_EMAILS,
  CUSTOM_URL_LIMIT_MESSAGE,
  customUrlNameProblem,
  customUrlProblem,
  MAX_CUSTOM_URL_NAME_LENGTH,
  MAX_CUSTOM_URLS,
  MAX_URL_LENGTH,
  normalizeCustomUrl,
} from '@outreach/backend/profile/profile-rules.contract';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { SettingsSection } from '../../../components/ui/settings-section';
import { textLinkClasses } from '../../../components/ui/text-link';
import { cn } from '../../../lib/cn';
import { toastFailure } from '../../../lib/toast-failure';
import {
  useAddCustomUrlMutation,
  useDeleteCustomUrlMutation,
  useToggleCustomUrlMutation,
  type CustomUrl,
} from '../profile.api';
import { ItemList } from './item-list';

/** Spec section 8: these failures name the HTTP status. */
function failedWithStatus(message: string, error: unknown): void {
  const status = (error as { status?: unknown } | null)?.status;
  const shown = typeof status === 'number' ? String(status) : 'network error';
  toastFailure(`${message}: ${shown}`, error);
}

type Problems = { name?: string; url?: string };

const checkbox =
  'h-4 w-4 rounded border-gray-300 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-gray-600 dark:bg-gray-800';

/** Links e-mails may include: added with the spec's rules, included or not one by one, deleted. */
export function CustomUrlsSection({ urls }: { urls: readonly CustomUrl[] }) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [include, setInclude] = useState(CUSTOM_URL_DEFAULT_INCLUDE_IN_EMAILS);
  const [problems, setProblems] = useState<Problems>({});
  const nameInput = useRef<HTMLInputElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const [addUrl, { isLoading: adding }] = useAddCustomUrlMutation();
  const [toggleUrl] = useToggleCustomUrlMutation();
  const [deleteUrl] = useDeleteCustomUrlMutation();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      name: customUrlNameProblem(name) ?? undefined,
      url: customUrlProblem(url) ?? undefined,
    };
    setProblems(found);
    if (found.name || found.url) {
      (found.name ? nameInput : urlInput).current?.focus();
      return;
    }
    try {
      await addUrl({ name: name.trim(), url: normalizeCustomUrl(url), include_in_emails: include }).unwrap();
    } catch (error) {
      failedWithStatus('Failed to add custom URL', error);
      return;
    }
    setName('');
    setUrl('');
    setInclude(CUSTOM_URL_DEFAULT_INCLUDE_IN_EMAILS);
    nameInput.current?.focus();
  };

  const toggle = async (id: string, includeInEmails: boolean) => {
    try {
      await toggleUrl({ id, include_in_emails: includeInEmails }).unwrap();
    } catch (error) {
      failedWithStatus('Failed to update custom URL', error);
    }
  };

  const remove = async (id: string) => {
    try {
      await deleteUrl(id).unwrap();
    } catch (error) {
      failedWithStatus('Failed to delete custom URL', error);
    }
  };

  return (
    <SettingsSection
      title="Custom URLs"
      description="Links such as GitHub or a personal site that e-mails may include."
    >
      <ItemList
        label="Custom URLs"
        empty="No custom URLs yet."
        items={urls}
        detail={(item) => (
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(textLinkClasses, 'text-xs break-all')}
          >
            {item.url}
          </a>
        )}
        actions={(item) => (
          <div className="flex items-center gap-3">
            <label className="flex items-center gap-2 text-xs text-gray-700 dark:text-gray-300">
              <input
                type="checkbox"
                className={checkbox}
                checked={item.include_in_emails}
                onChange={(event) => void toggle(item.id, event.target.checked)}
                aria-label={`Include ${item.name} in emails`}
              />
              <span aria-hidden="true">In emails</span>
            </label>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete ${item.name}`}
              onClick={() => void remove(item.id)}
            >
              Delete
            </Button>
          </div>
        )}
      />
      {urls.length >= MAX_CUSTOM_URLS ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{CUSTOM_URL_LIMIT_MESSAGE}</p>
      ) : (
        <form noValidate onSubmit={add} aria-label="Add a custom URL" className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField
              ref={nameInput}
              id="settings-custom-url-name"
              label="Name"
              error={problems.name}
              maxLength={MAX_CUSTOM_URL_NAME_LENGTH}
              placeholder="e.g. GitHub"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <InputField
              ref={urlInput}
              id="settings-custom-url"
              label="URL"
              error={problems.url}
              type="url"
              inputMode="url"
              maxLength={MAX_URL_LENGTH}
              placeholder="https://"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
          </div>
          <label className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
            <input
              type="checkbox"
              className={checkbox}
              checked={include}
              onChange={(event) => setInclude(event.target.checked)}
            />
            Include in emails
          </label>
          <Button type="submit" size="sm" disabled={adding}>
            {adding ? 'Adding...' : 'Add URL'}
          </Button>
        </form>
      )}
    </SettingsSection>
  );
}
