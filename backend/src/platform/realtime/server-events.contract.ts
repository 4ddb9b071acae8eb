/** The one map of socket events the server emits; the gateway and the frontend both type against it. */

import type { ProjectionName } from './projections.contract';

export interface ProjectionBatch {
  projection: ProjectionName;
  /** Position of the last event the batch applied; compare as strings. */
  checkpoint: string;
  /** Read-model keys the batch touched; null means "anything may have changed". */
  keys: string[] | null;
}

/** A CSV import's progress, pushed to its user while POST /contacts/bulk/ runs (importId from the request's import_id). */
export interface ContactsImportProgress {
  importId: string;
  phase: 'reading' | 'validating' | 'importing' | 'done';
  done: number;
  total: number;
}

/** A contact search's phase, pushed to its user while POST /snowflake/search runs (searchId from the request's search_id). */
export interface ContactSearchProgress {
  searchId: string;
  phase: 'searching' | 'filtering' | 'scoring' | 'done';
  /** Companies searched so far in 'searching', people kept so far in 'filtering' and 'scoring'. */
  done: number;
  total: number;
}

export interface ServerEvents {
  'projection.updated': (batch: ProjectionBatch) => void;
  'session.ready': (info: { userId: string; rooms: string[] }) => void;
  'contacts.import.progress': (progress: ContactsImportProgress) => void;
  'contacts.search.progress': (progress: ContactSearchProgress) => void;
}

export interface ClientEvents {
  'checkpoint.current': (projection: ProjectionName, reply: (checkpoint: string) => void) => void;
}
