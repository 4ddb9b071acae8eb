import type { ProfileStatus } from '@outreach/backend/settings/settings-views.contract';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { QueryError, type RetryableQuery } from '../../../components/ui/fetch-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { Link } from 'react-router-dom';
import { cn } from '../../../lib/cn';

/** §2.1: the three parts of a profile the autopilot drafts from, in the button's order. */
export const PROFILE_ITEMS = [
  { key: 'hasResume', label: 'Resume' },
  { key: 'hasLinkedInProfile', label: 'LinkedIn profile' },
  { key: 'hasLinkedInData', label: 'Professional data' },
] as const satisfies readonly { key: keyof ProfileStatus; label: string }[];

export const COMPLETE_PROFILE_LINK = `${paths.settings}?from=autopilot`;

/** Three dots, green for each part of the profile on file; opens 'Complete Your Profile'. */
export function ProfileStatusButton({
  status,
  query,
}: {
  status: ProfileStatus | undefined;
  /** The settings read the status comes from: a failed one offers Retry in the dialog. */
  query: RetryableQuery & { isError: boolean };
}) {
  const [open, setOpen] = useState(false);
  const done = status ? PROFILE_ITEMS.filter(({ key }) => status[key]).length : null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={done === null ? 'Profile status' : `Profile status: ${done} of 3 complete`}
      >
        <span aria-hidden="true" className="flex gap-1">
          {PROFILE_ITEMS.map(({ key }) => (
            <span
              key={key}
              className={cn(
                'h-2.5 w-2.5 rounded-full',
                !status
                  ? 'bg-gray-300 dark:bg-gray-600'
                  : status[key]
                    ? 'bg-green-500 dark:bg-green-400'
                    : 'bg-red-500 dark:bg-red-400',
              )}
            />
          ))}
        </span>
        Profile
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Complete Your Profile">
        <div className="space-y-4 text-sm">
          <p className="text-gray-700 dark:text-gray-300">
            The autopilot writes each draft from your resume and professional details.
          </p>
          {status ? (
            <ul aria-label="Profile items" className="space-y-2">
              {PROFILE_ITEMS.map(({ key, label }) => (
                <li key={key} className="flex items-center justify-between gap-3">
                  <span>{label}</span>
                  <span
                    className={cn(
                      'font-medium',
                      status[key] ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400',
                    )}
                  >
                    {status[key] ? 'Complete' : 'Missing'}
                  </span>
                </li>
              ))}
            </ul>
          ) : query.isError ? (
            <QueryError message="Failed to load your profile status" query={query} />
          ) : (
            <Spinner label="Loading your profile status..." />
          )}
          <div className="flex justify-end">
            <Link to={COMPLETE_PROFILE_LINK} className={buttonClasses()}>
              Complete Profile in Settings
            </Link>
          </div>
        </div>
      </Dialog>
    </>
  );
}
