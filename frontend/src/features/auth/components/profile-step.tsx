import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { readAccessToken } from '../../../app/session-storage';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { serverErrorMessage } from '../../../lib/error-detail';
import {
  useSaveSignupLinkedinProfileMutation,
  useSaveSignupPortfolioLinkMutation,
  useUploadSignupResumeMutation,
} from '../auth.api';
import { normalizeWebAddress, RESUME_ACCEPT, resumeProblem } from '../profile-fields';
import { AuthCard } from './auth-card';

export const AUTH_MISSING = 'Authentication missing, please sign up with Google or Outlook first';
export const PROFILE_FAILED = 'Error completing signup';

const INVALID_LINKEDIN = 'Enter a web address such as https://www.linkedin.com/in/your-name';
const INVALID_PORTFOLIO = 'Enter a web address such as https://your-site.com';

interface FieldErrors {
  linkedin?: string;
  portfolio?: string;
  resume?: string;
}

interface Step {
  label: string;
  run: () => Promise<unknown>;
}

interface Progress {
  done: number;
  total: number;
  label: string;
}

const describedBy = (id: string, error: string | undefined, hint: boolean) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/** 'Complete Your Profile': every field optional; only the filled ones are sent (spec section 2, Sign-up page). */
export function ProfileStep() {
  const navigate = useNavigate();
  const [linkedin, setLinkedin] = useState('');
  const [portfolio, setPortfolio] = useState('');
  const [resume, setResume] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<Progress | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [saveLinkedin] = useSaveSignupLinkedinProfileMutation();
  const [savePortfolio] = useSaveSignupPortfolioLinkMutation();
  const [uploadResume] = useUploadSignupResumeMutation();

  const chooseResume = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file && resumeProblem(file);
    if (problem) event.target.value = '';
    setResume(problem ? null : file);
    setErrors((current) => ({ ...current, resume: problem ?? undefined }));
  };

  const stepsToRun = (): Step[] | null => {
    const linkedinUrl = linkedin.trim() ? normalizeWebAddress(linkedin) : '';
    const portfolioUrl = portfolio.trim() ? normalizeWebAddress(portfolio) : '';
    const found: FieldErrors = {
      linkedin: linkedinUrl === null ? INVALID_LINKEDIN : undefined,
      portfolio: portfolioUrl === null ? INVALID_PORTFOLIO : undefined,
      resume: errors.resume,
    };
    setErrors(found);
    if (linkedinUrl === null || portfolioUrl === null || found.resume) return null;

    const steps: Step[] = [];
    if (linkedinUrl) {
      steps.push({
        label: 'Saving your LinkedIn profile',
        run: () => saveLinkedin({ linkedin_profile: linkedinUrl }).unwrap(),
      });
    }
    if (portfolioUrl) {
      steps.push({
        label: 'Saving your portfolio website',
        run: () => savePortfolio({ portfolio_link: portfolioUrl }).unwrap(),
      });
    }
    if (resume) steps.push({ label: 'Uploading your resume', run: () => uploadResume(resume).unwrap() });
    return steps;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const steps = stepsToRun();
    if (!steps) {
      // The first field with an error, so a keyboard or screen reader user lands on what to fix.
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (!readAccessToken()) {
      toast.error(AUTH_MISSING);
      return;
    }
    try {
      for (const [index, step] of steps.entries()) {
        setProgress({ done: index, total: steps.length, label: step.label });
        await step.run();
      }
    } catch (error) {
      setProgress(null);
      const detail = serverErrorMessage(error, '');
      toast.error(PROFILE_FAILED, detail ? { description: detail } : undefined);
      return;
    }
    toast.success('Signup complete. Welcome!');
    navigate(paths.dashboard, { replace: true });
  };

  const submitting = progress !== null;

  return (
    <AuthCard
      title="Complete Your Profile"
      subtitle="All fields are optional. They help us write outreach that sounds like you."
      wide
    >
      <form ref={form} noValidate onSubmit={submit} className="space-y-4">
        <Field id="linkedin-profile" label="LinkedIn Profile" error={errors.linkedin}>
          <Input
            id="linkedin-profile"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://www.linkedin.com/in/your-name"
            value={linkedin}
            onChange={(event) => setLinkedin(event.target.value)}
            disabled={submitting}
            aria-invalid={errors.linkedin ? true : undefined}
            aria-describedby={describedBy('linkedin-profile', errors.linkedin, false)}
          />
        </Field>
        <Field id="portfolio-website" label="Portfolio Website" error={errors.portfolio}>
          <Input
            id="portfolio-website"
            type="url"
            inputMode="url"
            placeholder="https://your-site.com"
            value={portfolio}
            onChange={(event) => setPortfolio(event.target.value)}
            disabled={submitting}
            aria-invalid={errors.portfolio ? true : undefined}
            aria-describedby={describedBy('portfolio-website', errors.portfolio, false)}
          />
        </Field>
        <Field id="resume-upload" label="Resume Upload" error={errors.resume} hint="PDF, up to 5 MB">
          <Input
            id="resume-upload"
            type="file"
            accept={RESUME_ACCEPT}
            onChange={chooseResume}
            disabled={submitting}
            aria-invalid={errors.resume ? true : undefined}
            aria-describedby={describedBy('resume-upload', errors.resume, true)}
            className="file:mr-3 file:rounded file:border-0 file:bg-indigo-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-indigo-700 dark:file:bg-indigo-950 dark:file:text-indigo-300"
          />
        </Field>

        {progress && (
          <div className="space-y-1">
            <div
              role="progressbar"
              aria-label="Completing your profile"
              aria-valuemin={0}
              aria-valuemax={progress.total}
              aria-valuenow={progress.done}
              className="h-1.5 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
            >
              <div
                className="h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400"
                style={{ width: `${((progress.done + 0.5) / progress.total) * 100}%` }}
              />
            </div>
            <p role="status" className="text-xs text-gray-600 dark:text-gray-400">
              {progress.label}...
            </p>
          </div>
        )}

        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Link to={paths.dashboard} className={buttonClasses('ghost')}>
            Skip for now
          </Link>
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Saving...' : 'Complete Setup'}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
