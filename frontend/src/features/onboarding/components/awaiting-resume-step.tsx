import { useEffect, useRef, type ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { useTourResumeStatusQuery } from '../onboarding.api';
import { tourScreen } from '../tour-content';
import type { CompleteStep } from './tour-step-body';

interface AwaitingResumeStepProps {
  complete: CompleteStep;
  busy: boolean;
  /** The link to where the resume is uploaded. */
  children: ReactNode;
}

/**
 * Completes by itself once a resume is on file (settings §4.6): checked on entering and again whenever the
 * user's settings change (their push refetches the status).
 */
export function AwaitingResumeStep({ complete, busy, children }: AwaitingResumeStepProps) {
  const { data } = useTourResumeStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const sent = useRef(false);
  const hasResume = data?.resume_exists === true;

  useEffect(() => {
    if (!hasResume || sent.current) return;
    sent.current = true;
    void complete().then((done) => {
      sent.current = done;
    });
  }, [hasResume, complete]);

  // Without a settings screen yet there is nowhere to upload, so the step may be passed by hand.
  const settingsAvailable = tourScreen(paths.settings)?.available ?? false;
  return (
    <>
      {children}
      <p role="status" className="text-sm text-gray-500 dark:text-gray-400">
        {hasResume ? 'Resume found. Moving on…' : 'Waiting for your resume…'}
      </p>
      {!settingsAvailable && (
        <div className="flex justify-end">
          <Button onClick={() => void complete()} disabled={busy}>
            Next
          </Button>
        </div>
      )}
    </>
  );
}
