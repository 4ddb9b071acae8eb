import { sql } from 'kysely';
import type { SavedJobEvent } from '@outreach/backend/job-search/saved-job.events';
import { SAVED_JOB_EVENT_TYPES } from '@outreach/backend/job-search/saved-job.events';
import {
  savedJobIdOf,
  type SavedJobsReadModels,
  type SavedJobsRow,
} from '@outreach/backend/job-search/queries/saved-jobs.row';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import type { KeyedTable, TimestampsAsText } from '../runner/keyed-table';
import { keyedTableProjector } from '../runner/keyed-table-projector';
import type { Projector } from '../runner/projector';

type Row = TimestampsAsText<SavedJobsRow>;

export const savedJobsTable: KeyedTable<Row> = {
  name: 'saved_jobs',
  key: 'saved_job_id',
  columns: {
    saved_job_id: 'text',
    user_id: 'text',
    job_key: 'text',
    company_name: 'text',
    job_title: 'text',
    company_url: 'text',
    saved_at: 'timestamptz',
    position: 'text',
  },
  // Every query names one owner and reads newest first.
  indexes: [sql`CREATE INDEX saved_jobs_newest ON saved_jobs (user_id, saved_at DESC, position DESC)`],
};

type SavedJobRecordedEvent = RecordedEvent & SavedJobEvent;

const keyOfEvent = (event: SavedJobRecordedEvent) => savedJobIdOf(event.data.userId, event.data.jobKey);

function evolveRow(row: Row | null, event: SavedJobRecordedEvent): Row | null {
  switch (event.type) {
    case 'JobSaved': {
      // The decider never saves a saved job; a row already here keeps its first save.
      if (row) return row;
      const { data } = event;
      return {
        saved_job_id: keyOfEvent(event),
        user_id: data.userId,
        job_key: data.jobKey,
        company_name: data.company_name,
        job_title: data.job_title,
        company_url: data.company_url,
        saved_at: event.metadata.recordedAt,
        position: event.position,
      };
    }
    case 'JobRemoved':
      return null;
    default: {
      const _never: never = event;
      return row;
    }
  }
}

/** Each user's saved jobs for the saved-jobs modal, the job search's Select marks and the contact search. */
export const savedJobsProjector: Projector<SavedJobsReadModels> = keyedTableProjector({
  name: 'saved-jobs',
  version: 1,
  description: "Each user's saved jobs (title, company, web address, when saved), newest first by the query",
  handles: SAVED_JOB_EVENT_TYPES,
  table: savedJobsTable,
  keyOfEvent,
  evolve: evolveRow,
  // A removed job leaves a tombstone so a re-applied older JobSaved cannot bring it back.
  removes: (event) => event.type === 'JobRemoved',
  // Pushes go to owners' rooms.
  pushKeyOf: (event) => event.data.userId,
});
