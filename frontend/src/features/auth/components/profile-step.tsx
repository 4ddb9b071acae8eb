import {
  isHttpUrl,
  isLinkedInProfileUrl,
  LINKEDIN_PROFILE_MESSAGE,
  PORTFOLIO_LINK_MESSAGE,
} from '@outreach/backend/profile/profile-rules.contract';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { readAccessToken } from '../../../api/session-storage';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Field, Input, InputField, fieldAria } from '../../../components/ui/field';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { serverErrorMessage } from '../../../lib/error-detail';
import {
  useSaveSignupLinkedinProfileMutation,
  useSaveSignupPortfolioLinkMutation,
  useSignupResumeStatusQuery,
  useUploadSignupResumeMutation,
} from '../auth.api';
import { RESUME_ACCEPT, RESUME_HINT, resumeProblem } from '../../../lib/resume-file';
import { type ProfileFieldErrors, serverFieldErrors, withWebScheme } from '../profile-fields';
import { AuthCard } from './auth-card';
import { ResumeOnFile } from './resume-on-file';

export const AUTH_MISSING = 'Authentication missing, please sign up with Google or Outlook first';
export const PROFILE_FAILED = 'Error completing signup';

/** The profile's web addresses, in the order they show and are saved. */
const WEB_ADDRESS_FIELDS = [
  {
    name: 'linkedin',
    id: 'linkedin-profile',
    label: 'LinkedIn Profile',
    example: 'https://www.linkedin.com/in/your-name',
    autoComplete: 'url',
    saving: 'Saving your LinkedIn profile',
    valid: isLinkedInProfileUrl,
    invalid: LINKEDIN_PROFILE_MESSAGE,
  },
  {
    name: 'portfolio',
    id: 'portfolio-website',
    label: 'Portfolio Website',
    example: 'https://your-site.com',
    autoComplete: undefined,
    saving: 'Saving your portfolio website',
    valid: isHttpUrl,
    invalid: PORTFOLIO_LINK_MESSAGE,
  },
] as const;

type WebAddressName = (typeof WEB_ADDRESS_FIELDS)[number]['name'];

interface Step {
  label: string;
  run: () => Promise<unknown>;
}

interface Progress {
  done: number;
  total: number;
  label: string;
}

/** 'Complete Your Profile': every field optional; only the filled ones are sent (spec section 2, Sign-up page). */
export function ProfileStep() {
  const navigate = useNavigate();
  const [addresses, setAddresses] = useState<Record<WebAddressName, string>>({ linkedin: '', portfolio: '' });
  const [resume, setResume] = useState<File | null>(null);
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [progress, setProgress] = useState<Progress | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [errorFocusRequests, setErrorFocusRequests] = useState(0);
  const resumeOnFile = useSignupResumeStatusQuery().data?.resume_exists === true;
  const resumeHint = resumeOnFile ? `${RESUME_HINT}; a new file replaces the one on file` : RESUME_HINT;
  const [saveLinkedin] = useSaveSignupLinkedinProfileMutation();
  const [savePortfolio] = useSaveSignupPortfolioLinkMutation();
  const [uploadResume] = useUploadSignupResumeMutation();
  const saveAddress: Record<WebAddressName, (url: string) => Promise<unknown>> = {
    linkedin: (url) => saveLinkedin({ linkedin_profile: url }).unwrap(),
    portfolio: (url) => savePortfolio({ portfolio_link: url }).unwrap(),
  };

  // The first field with an error, so a keyboard or screen reader user lands on what to fix.
  useEffect(() => {
    if (errorFocusRequests > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorFocusRequests]);
  const focusFirstError = () => setErrorFocusRequests((count) => count + 1);

  const chooseResume = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file && resumeProblem(file);
    if (problem) event.target.value = '';
    setResume(problem ? null : file);
    setErrors((current) => ({ ...current, resume: problem ?? undefined }));
  };

  const stepsToRun = (): Step[] | null => {
    const found: ProfileFieldErrors = { resume: errors.resume };
    const steps: Step[] = [];
    for (const { name, saving, valid, invalid } of WEB_ADDRESS_FIELDS) {
      if (!addresses[name].trim()) continue;
      const url = withWebScheme(addresses[name]);
      if (valid(url)) steps.push({ label: saving, run: () => saveAddress[name](url) });
      else found[name] = invalid;
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) return null;

    if (resume) steps.push({ label: 'Uploading your resume', run: () => uploadResume(resume).unwrap() });
    return steps;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const steps = stepsToRun();
    if (!steps) {
      focusFirstError();
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
      const refused = serverFieldErrors(error);
      if (Object.keys(refused).length > 0) {
        setErrors((current) => ({ ...current, ...refused }));
        focusFirstError();
      }
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
        {WEB_ADDRESS_FIELDS.map(({ name, id, label, example, autoComplete }) => (
          <InputField
            key={name}
            id={id}
            label={label}
            error={errors[name]}
            type="url"
            inputMode="url"
            autoComplete={autoComplete}
            placeholder={example}
            value={addresses[name]}
            onChange={(event) => setAddresses((current) => ({ ...current, [name]: event.target.value }))}
            disabled={submitting}
          />
        ))}
        <Field id="resume-upload" label="Resume Upload" error={errors.resume} hint={resumeHint}>
          <ResumeOnFile
            disabled={submitting}
            onRemoved={() => form.current?.querySelector<HTMLElement>('#resume-upload')?.focus()}
          />
          <Input
            id="resume-upload"
            type="file"
            accept={RESUME_ACCEPT}
            onChange={chooseResume}
            disabled={submitting}
            {...fieldAria('resume-upload', errors.resume, resumeHint)}
            className="file:mr-3 file:rounded file:border-0 file:bg-indigo-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-indigo-700 dark:file:bg-indigo-950 dark:file:text-indigo-300"
          />
        </Field>

        {progress && (
          <div className="space-y-1">
            <ProgressBar
              label="Completing your profile"
              value={progress.done}
              max={progress.total}
              percent={((progress.done + 0.5) / progress.total) * 100}
            />
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
