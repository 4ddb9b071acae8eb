import { sql, Transaction } from 'kysely';
import type { SavedJobEvent } from '@outreach/backend/job-search/saved-job.events';
import { SAVED_JOB_EVENT_TYPES } from '@outreach/backend/job-search/saved-job.events';
import {
  savedJobIdOf,
  type SavedJobsReadModels,
  type SavedJobsRow,
} from '@outreach/backend/job-search/queries/saved-jobs.row';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import { foldByKey, writeFolded } from '../runner/fold-by-key';
import { createTable, upsertGuarded, type KeyedTable, type TimestampsAsText } from '../runner/keyed-table';
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

// A removed job leaves a tombstone so a re-applied older JobSaved cannot bring it back.
const tombstonesTable: KeyedTable<{ saved_job_id: string; position: string }> = {
  name: 'saved_jobs_tombstones',
  key: 'saved_job_id',
  columns: { saved_job_id: 'text', position: 'text' },
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
export const savedJobsProjector: Projector<SavedJobsReadModels> = {
  name: 'saved-jobs',
  version: 1,
  description: "Each user's saved jobs (title, company, web address, when saved), newest first by the query",
  handles: SAVED_JOB_EVENT_TYPES,
  tables: ['saved_jobs'],

  async migrate(trx) {
    await createTable(trx, savedJobsTable);
    await createTable(trx, tombstonesTable);
  },

  async apply(trx: Transaction<SavedJobsReadModels>, events: RecordedEvent[]) {
    const jobEvents = events as SavedJobRecordedEvent[];
    const ids = [...new Set(jobEvents.map(keyOfEvent))];
    const stored = await sql<Row & { tombstone: string | null; key: string }>`
      SELECT k.id AS key, s.saved_job_id, s.user_id, s.job_key, s.company_name, s.job_title, s.company_url,
        s.saved_at::text AS saved_at, s.position, t.position AS tombstone
      FROM unnest(${ids}::text[]) AS k(id)
      LEFT JOIN saved_jobs s ON s.saved_job_id = k.id
      LEFT JOIN saved_jobs_tombstones t ON t.saved_job_id = k.id
      WHERE s.saved_job_id IS NOT NULL OR t.saved_job_id IS NOT NULL
    `.execute(trx);

    const folded = foldByKey(jobEvents, {
      table: savedJobsTable,
      stored: stored.rows
        .filter((row) => row.position !== null)
        .map(({ tombstone: _, key: _key, ...row }) => row),
      tombstones: stored.rows.flatMap(({ key, tombstone }) =>
        tombstone === null ? [] : [{ key, position: tombstone }],
      ),
      keyOfEvent,
      evolve: evolveRow,
      removes: (event) => event.type === 'JobRemoved',
    });
    await writeFolded(trx, savedJobsTable, folded);
    await upsertGuarded(
      trx,
      tombstonesTable,
      folded.deletes.map(({ key, position }) => ({ saved_job_id: key, position })),
    );
    // Pushes go to owners' rooms, so the keys reported are the owners whose saved jobs this batch touched.
    return [...new Set(jobEvents.map((event) => event.data.userId))];
  },
};
