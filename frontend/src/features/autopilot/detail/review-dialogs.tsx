import type { TaskView } from '@outreach/backend/autopilot/autopilot.contract';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/field';
import { TextLink } from '../../../components/ui/text-link';
import { serverErrorMessage } from '../../../lib/error-detail';
import { withMember } from '../../../lib/with-member';
import { useContinueWithoutJobsMutation, useContinueWithSelectedJobsMutation } from '../autopilot.api';
import { adjustThresholdPath, CONTACT_COUNT, parseContactCount, thresholdOf } from './task-detail-rules';

interface ReviewJobsDialogProps {
  task: TaskView;
  /** The company under review; null keeps the dialog closed. */
  company: string | null;
  onClose: () => void;
  /** Leaves this dialog for 'Continue without jobs' on the same company. */
  onWithoutJobs: (company: string) => void;
}

/** Spec §2.2/§5: 'Review Jobs & Companies' for a company whose jobs all scored below the threshold. */
export function ReviewJobsDialog({ task, company, onClose, onWithoutJobs }: ReviewJobsDialogProps) {
  return (
    <Dialog
      open={company !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Review Jobs & Companies"
      wide
    >
      {company !== null && (
        <ReviewJobsBody
          key={company}
          task={task}
          company={company}
          onClose={onClose}
          onWithoutJobs={onWithoutJobs}
        />
      )}
    </Dialog>
  );
}

function ReviewJobsBody({
  task,
  company,
  onClose,
  onWithoutJobs,
}: Omit<ReviewJobsDialogProps, 'company'> & { company: string }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [continueWithSelected, { isLoading }] = useContinueWithSelectedJobsMutation();
  const entry = Object.hasOwn(task.company_statuses, company) ? task.company_statuses[company] : undefined;
  if (!entry) return <p className="text-sm">No data found for company: {company}</p>;
  const threshold = thresholdOf(entry, task);
  const jobs = entry.jobs_data.filter((job) => job.score < threshold);

  const submit = async () => {
    try {
      const answer = await continueWithSelected({
        id: task._id,
        target_company: company,
        selected_jobs: [...selected],
      }).unwrap();
      toast.success(answer.message);
      onClose();
    } catch (error) {
      toast.error(`Failed to continue with selection: ${serverErrorMessage(error, 'the request failed')}`);
    }
  };

  return (
    <div className="space-y-4 text-sm">
      <p className="text-gray-700 dark:text-gray-300">
        Every job found at <span className="font-medium">{company}</span> scored below your threshold of{' '}
        {threshold}. Choose the jobs the drafts should speak to, or continue without jobs.
      </p>
      <fieldset className="space-y-2">
        <legend className="font-medium text-gray-900 dark:text-gray-100">Jobs below the threshold</legend>
        {jobs.length === 0 && <p className="text-gray-600 dark:text-gray-400">No jobs to choose from.</p>}
        {jobs.map((job) => (
          <label
            key={job.id}
            className="flex items-start gap-3 rounded-md border border-gray-200 p-2 dark:border-gray-700"
          >
            <input
              type="checkbox"
              checked={selected.has(job.id)}
              onChange={() => setSelected((current) => withMember(current, job.id, !current.has(job.id)))}
              className="mt-1 h-4 w-4 shrink-0 accent-indigo-600"
            />
            <span className="min-w-0 break-words">
              <span className="font-medium text-gray-900 dark:text-gray-100">{job.title}</span>
              {job.location && ` · ${job.location}`} · score {job.score}/10
              {job.matches.length > 0 && (
                <span className="block text-xs text-gray-500 dark:text-gray-400">
                  Matches: {job.matches.join(', ')}
                </span>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      <TextLink to={adjustThresholdPath(task._id)}>Adjust score threshold in settings</TextLink>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onWithoutJobs(company)} disabled={isLoading}>
          Continue without jobs
        </Button>
        <Button
          onClick={() => void submit()}
          disabled={isLoading || selected.size === 0}
          aria-busy={isLoading}
        >
          Continue with Selected Jobs
        </Button>
      </div>
    </div>
  );
}

interface ContinueWithoutJobsDialogProps {
  taskId: string;
  company: string | null;
  onClose: () => void;
}

/** Spec §5: draft for 1-20 contacts (default 5) at a company without jobs. */
export function ContinueWithoutJobsDialog({ taskId, company, onClose }: ContinueWithoutJobsDialogProps) {
  return (
    <Dialog open={company !== null} onOpenChange={(open) => !open && onClose()} title="Continue without jobs">
      {company !== null && (
        <ContinueWithoutJobsBody key={company} taskId={taskId} company={company} onClose={onClose} />
      )}
    </Dialog>
  );
}

function ContinueWithoutJobsBody({
  taskId,
  company,
  onClose,
}: {
  taskId: string;
  company: string;
  onClose: () => void;
}) {
  const [count, setCount] = useState(String(CONTACT_COUNT.default));
  const [continueWithout, { isLoading }] = useContinueWithoutJobsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const contactCount = parseContactCount(count);
    if (!company || contactCount === null) {
      toast.error('Please enter a valid number of contacts');
      return;
    }
    try {
      const answer = await continueWithout({ id: taskId, company, contact_count: contactCount }).unwrap();
      toast.success(answer.message);
      onClose();
    } catch (error) {
      toast.error(`Failed to update selection: ${serverErrorMessage(error, 'the request failed')}`);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4 text-sm">
      <p className="text-gray-700 dark:text-gray-300">
        Drafts for contacts at <span className="font-medium">{company}</span> without speaking to a job.
      </p>
      <InputField
        id="continue-without-jobs-count"
        label="Number of contacts"
        type="number"
        inputMode="numeric"
        min={CONTACT_COUNT.min}
        max={CONTACT_COUNT.max}
        step={1}
        value={count}
        hint={`${CONTACT_COUNT.min} to ${CONTACT_COUNT.max}; 5 to 10 recommended.`}
        onChange={(event) => setCount(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
          Continue
        </Button>
      </div>
    </form>
  );
}
