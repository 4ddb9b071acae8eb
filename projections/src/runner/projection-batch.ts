import {
  isProjectionName,
  type ProjectionName,
} from '@outreach/backend/platform/realtime/projections.contract';
import type { ProjectionBatch } from '@outreach/backend/platform/realtime/server-events.contract';

export type { ProjectionBatch };

/** Channel a standalone runner NOTIFYs on, once per committed batch. */
export const PROJECTION_BATCHES_CHANNEL = 'projection_batches';

/** PostgreSQL rejects NOTIFY payloads of 8000 bytes or more; stay clearly below. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7900;

export function projectionBatch(
  projection: ProjectionName,
  checkpoint: string,
  keys: string[] | null,
): ProjectionBatch {
  return { projection, checkpoint, keys: keys === null ? null : [...new Set(keys)] };
}

/** JSON for pg_notify; when the keys would not fit, they become null ("anything may have changed"). */
export function notifyPayload(batch: ProjectionBatch): string {
  const full = JSON.stringify(batch);
  if (Buffer.byteLength(full, 'utf8') <= MAX_NOTIFY_PAYLOAD_BYTES) return full;
  return JSON.stringify({ ...batch, keys: null });
}

/** Reads a payload received by LISTEN projection_batches; null for anything that is not a batch. */
export function parseNotifyPayload(payload: string | undefined): ProjectionBatch | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<ProjectionBatch>;
    const keysValid =
      value.keys === null || (Array.isArray(value.keys) && value.keys.every((k) => typeof k === 'string'));
    if (!isProjectionName(value.projection) || typeof value.checkpoint !== 'string' || !keysValid)
      return null;
    return { projection: value.projection, checkpoint: value.checkpoint, keys: value.keys ?? null };
  } catch {
    return null;
  }
}
