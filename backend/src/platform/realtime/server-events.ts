/** The one map of socket events the server emits; the gateway and the frontend both type against it. */

export interface ProjectionBatch {
  projection: string;
  /** Position of the last event the batch applied; compare as strings. */
  checkpoint: string;
  /** Read-model keys the batch touched; null means "anything may have changed". */
  keys: string[] | null;
}

export interface ServerEvents {
  'projection.updated': (batch: ProjectionBatch) => void;
  'session.ready': (info: { userId: string; rooms: string[] }) => void;
}

export interface ClientEvents {
  'checkpoint.current': (projection: string, reply: (checkpoint: string) => void) => void;
}
