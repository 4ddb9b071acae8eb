import { JOB_SCORE_THRESHOLD } from '@outreach/backend/preferences/preferences-rules.contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { QueryError } from '../../../components/ui/fetch-error';
import { SettingsSection } from '../../../components/ui/settings-section';
import { TabLoading } from '../../../components/ui/tab-loading';
import { paths } from '../../../config/paths';
import { toastFailure } from '../../../lib/toast-failure';
import { useAutopilotSettingsQuery, useSaveAutopilotSettingsMutation } from '../preferences.api';

interface AutopilotTabProps {
  /** From ?retry_task=: the task to re-run once the new threshold is saved. */
  retryTaskId: string | null;
  /** Re-runs a task with the saved settings, answering the new task's id (app/ gives the autopilot's call). */
  rerunTask: (taskId: string) => Promise<string>;
  onLoadingChange: (loading: boolean) => void;
}

export function taskPath(taskId: string): string {
  return paths.autopilotTask.replace(':taskId', encodeURIComponent(taskId));
}

/** The autopilot's job score threshold, loaded when the tab first opens. */
export function AutopilotTab({ retryTaskId, rerunTask, onLoadingChange }: AutopilotTabProps) {
  const { data, isLoading, isError, error, isFetching, refetch } = useAutopilotSettingsQuery();
  if (isLoading)
    return <TabLoading label="Loading autopilot settings..." onLoadingChange={onLoadingChange} />;
  if (isError || !data) {
    return (
      <QueryError message="Failed to load autopilot settings" query={{ error, isFetching, refetch }} framed />
    );
  }
  return <ThresholdForm initial={data.job_score_threshold} retryTaskId={retryTaskId} rerunTask={rerunTask} />;
}

function ThresholdForm({
  initial,
  retryTaskId,
  rerunTask,
}: { initial: number } & Pick<AutopilotTabProps, 'retryTaskId' | 'rerunTask'>) {
  const [threshold, setThreshold] = useState(initial);
  const [save, { isLoading }] = useSaveAutopilotSettingsMutation();
  const navigate = useNavigate();

  const [rerunning, setRerunning] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ job_score_threshold: threshold }).unwrap();
    } catch (error) {
      toastFailure(
        retryTaskId ? 'Failed to re-run task with new settings' : 'Failed to update autopilot settings',
        error,
      );
      return;
    }
    if (!retryTaskId) {
      toast.success('Autopilot settings saved');
      return;
    }
    // Spec §4.6: in retry mode saving re-runs the task with the new settings, then opens the new task.
    setRerunning(true);
    try {
      navigate(taskPath(await rerunTask(retryTaskId)));
    } catch (error) {
      toastFailure('Failed to re-run task with new settings', error);
      setRerunning(false);
    }
  };

  return (
    <div className="max-w-xl">
      <SettingsSection
        title="Job Score Threshold"
        description="The autopilot scores every job it finds from 1 to 10 and skips jobs scoring below this."
      >
        <form noValidate onSubmit={submit} className="space-y-4">
          <div className="space-y-2">
            <div className="flex items-baseline justify-between">
              <label
                htmlFor="settings-job-score-threshold"
                className="text-sm font-medium text-gray-800 dark:text-gray-200"
              >
                Job score threshold
              </label>
              <output
                htmlFor="settings-job-score-threshold"
                className="text-lg font-semibold text-indigo-700 dark:text-indigo-300"
              >
                {threshold}
              </output>
            </div>
            <input
              id="settings-job-score-threshold"
              type="range"
              min={JOB_SCORE_THRESHOLD.min}
              max={JOB_SCORE_THRESHOLD.max}
              step={1}
              value={threshold}
              onChange={(event) => setThreshold(Number(event.target.value))}
              className="w-full accent-indigo-600 dark:accent-indigo-400"
            />
            <div aria-hidden="true" className="flex justify-between text-xs text-gray-500 dark:text-gray-400">
              <span>{JOB_SCORE_THRESHOLD.min}</span>
              <span>{JOB_SCORE_THRESHOLD.max}</span>
            </div>
          </div>
          {retryTaskId && (
            <p className="rounded-md bg-indigo-50 p-3 text-sm text-indigo-900 dark:bg-indigo-950/60 dark:text-indigo-200">
              Saving will re-run the task with the new threshold as a new task, then take you to it.
            </p>
          )}
          <Button type="submit" disabled={isLoading || rerunning}>
            {isLoading || rerunning ? 'Saving...' : retryTaskId ? 'Save and Re-run Task' : 'Save'}
          </Button>
        </form>
      </SettingsSection>
    </div>
  );
}
