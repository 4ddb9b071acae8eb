import type { Pool } from 'pg';

/**
 * The rebuild's log, generated in SQL so both stores hold the same events without the seeding being
 * part of any measurement. Event i belongs to club i % clubs at stream version i / clubs: version 0 is
 * ClubCreated, every 100th version from 50 a ClubUpdated, the rest ClubSignupRecorded.
 */
const EVENT_ROWS = `
  SELECT i,
    'c' || lpad((i % $3)::text, 5, '0') AS code,
    i / $3 AS version,
    CASE WHEN i / $3 = 0 THEN 'ClubCreated' WHEN (i / $3) % 100 = 50 THEN 'ClubUpdated' ELSE 'ClubSignupRecorded' END AS type
  FROM generate_series($1::bigint, $2::bigint - 1) AS i`;

const DATA = `
  CASE
    WHEN s.type = 'ClubCreated' THEN jsonb_build_object('clubCode', s.code, 'clubName', 'Club ' || s.code,
      'maxFreeSignups', 5000, 'isActive', true)
    WHEN s.type = 'ClubUpdated' THEN jsonb_build_object('clubCode', s.code, 'clubName', 'Club ' || s.code || ' v' || s.version,
      'maxFreeSignups', 5000 + s.version / 100)
    ELSE jsonb_build_object('clubCode', s.code, 'userId', 'user-' || s.i)
  END`;

const RECORDED_AT = `to_char((timestamptz '2026-01-01T00:00:00Z' + s.i * interval '1 millisecond') AT TIME ZONE 'UTC',
  'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const EVENT_ID = `md5('bench-' || s.i)::uuid::text`;

/** Fields our store writes into metadata; Emmett keeps the event id in its own column instead. */
const METADATA_FIELDS = `'actorUserId', null, 'correlationId', ${EVENT_ID}, 'causationId', null,
  'recordedAt', ${RECORDED_AT}, 'schemaVersion', 1`;

const CHUNK = 100_000;

async function inChunks(
  total: number,
  insertChunk: (from: number, to: number) => Promise<void>,
): Promise<void> {
  for (let from = 0; from < total; from += CHUNK) await insertChunk(from, Math.min(total, from + CHUNK));
}

/** Writes es_events/es_streams directly, one transaction per 100,000 events. */
export async function seedOurLog(pool: Pool, events: number, clubs: number): Promise<void> {
  await inChunks(events, async (from, to) => {
    await pool.query(
      `INSERT INTO es_events (stream_id, stream_version, event_id, event_type, data, metadata)
       SELECT 'club-' || s.code, s.version, ${EVENT_ID}, s.type, ${DATA},
         jsonb_build_object('eventId', ${EVENT_ID}, ${METADATA_FIELDS})
       FROM (${EVENT_ROWS}) AS s ORDER BY s.i`,
      [from, to, clubs],
    );
  });
  await pool.query(
    `INSERT INTO es_streams (stream_id, version) SELECT stream_id, max(stream_version) FROM es_events GROUP BY stream_id
     ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version`,
  );
  await pool.query('VACUUM ANALYZE es_events');
  await pool.query('VACUUM ANALYZE es_streams');
}

/** Writes emt_messages/emt_streams directly (Emmett's default partition), one transaction per 100,000 events. */
export async function seedEmmettLog(pool: Pool, events: number, clubs: number): Promise<void> {
  await inChunks(events, async (from, to) => {
    await pool.query(
      `INSERT INTO emt_messages (stream_position, transaction_id, stream_id, message_schema_version, message_id,
         message_type, message_data, message_metadata, message_kind)
       SELECT s.version + 1, pg_current_xact_id(), 'club-' || s.code, '1', ${EVENT_ID}, s.type, ${DATA},
         jsonb_build_object(${METADATA_FIELDS}), 'E'
       FROM (${EVENT_ROWS}) AS s ORDER BY s.i`,
      [from, to, clubs],
    );
  });
  await pool.query(
    `INSERT INTO emt_streams (stream_id, stream_position, partition, stream_type, stream_metadata)
     SELECT stream_id, max(stream_position), 'emt:default', 'club', '{}' FROM emt_messages GROUP BY stream_id`,
  );
  await pool.query('VACUUM ANALYZE emt_messages');
  await pool.query('VACUUM ANALYZE emt_streams');
}
