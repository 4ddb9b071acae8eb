import type { TaskView } from '@outreach/backend/autopilot/autopilot.contract';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { DateTime } from '../../../components/ui/date-time';
import {
  isAwaitingReview,
  STAGES,
  stageStates,
  thresholdOf,
  type StageName,
  type StepState,
} from './task-detail-rules';

const STATE_BADGE: Record<StepState, { tone: 'green' | 'blue' | 'red' | 'grey'; text: string }> = {
  completed: { tone: 'green', text: 'Completed' },
  current: { tone: 'blue', text: 'In progress' },
  error: { tone: 'red', text: 'Failed' },
  upcoming: { tone: 'grey', text: 'Upcoming' },
};

function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds % 60)} s`;
}

/** What each stage has done so far, from the task's companies. */
function stageFacts(task: TaskView): Record<StageName, [string, ReactNode][]> {
  const companies = Object.values(task.company_statuses);
  const sum = (pick: (company: (typeof companies)[number]) => number) =>
    companies.reduce((total, company) => total + pick(company), 0);
  const scored = companies.filter((company) => company.job_score_threshold !== null);
  const atThreshold = sum(
    (company) => company.jobs_data.filter((job) => job.score >= thresholdOf(company, task)).length,
  );
  const ended = companies.filter((company) => company.status === 'completed' || company.status === 'failed');
  return {
    Initialization: [
      ['Started', <DateTime key="started" value={task.created_at} />],
      ['Companies', task.search_params.company_names.length],
      ['Job titles', task.search_params.job_titles.join(', ')],
    ],
    'Finding Data': [
      ['Companies begun', companies.length],
      ['Jobs found', sum((company) => company.jobs_found)],
      ['Contacts found', sum((company) => company.contacts_found)],
    ],
    Score: [
      ['Companies scored', scored.length],
      ['Score threshold', task.user_settings.job_score_threshold],
      ['Jobs at or above it', atThreshold],
      ['Awaiting your review', companies.filter(isAwaitingReview).length],
    ],
    Saving: [['Drafts generated', task.draft_count]],
    Done: [
      ['Companies finished', `${ended.length} of ${task.search_params.company_names.length}`],
      ['Failed', companies.filter((company) => company.status === 'failed').length],
      ['Completed', task.completed_at ? <DateTime key="completed" value={task.completed_at} /> : 'Not yet'],
      ...(task.performance_metrics
        ? ([
            ['Total time', formatSeconds(task.performance_metrics.total_duration_seconds)],
            ['Per company', formatSeconds(task.performance_metrics.avg_time_per_company)],
          ] as [string, ReactNode][])
        : []),
    ],
  };
}

/** Spec §2.2: the Stage Details side panel. */
export function StageDetailsPanel({ task }: { task: TaskView }) {
  const states = stageStates(task);
  const facts = stageFacts(task);
  return (
    <aside
      aria-labelledby="stage-details-heading"
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="stage-details-heading" className="font-semibold text-gray-900 dark:text-gray-100">
        Stage Details
      </h2>
      <ol className="space-y-4">
        {STAGES.map(({ name }) => (
          <li key={name} aria-label={name} className="space-y-1">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-medium text-gray-900 dark:text-gray-100">{name}</h3>
              <Badge tone={STATE_BADGE[states[name]].tone}>{STATE_BADGE[states[name]].text}</Badge>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-gray-600 dark:text-gray-400">
              {facts[name].map(([term, value]) => (
                <div key={term} className="contents">
                  <dt>{term}</dt>
                  <dd className="text-right break-words text-gray-900 dark:text-gray-100">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </aside>
  );
}
