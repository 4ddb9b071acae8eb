import { sql, type Migration } from 'kysely';
import { sqlMigration } from '../../database/sql-migration';

/*
 * es_append(stream, expected, ids, types, data[], metadata[]) appends in one round trip.
 * expected: >= 0 exact version, -1 no stream, -2 any, -3 stream exists.
 * outcome: 'appended' | 'duplicate' (same ids already appended together: original result) |
 * 'wrong_expected_version' (version = actual, -1 when missing) | 'event_id_reused' (conflicting_event_id).
 * Duplicates are checked before the version guard because a retried command carries its old expected version.
 */
const existingAppendFunction = sql`
CREATE FUNCTION es_existing_append(p_stream_id text, p_event_ids text[], p_event_types text[])
RETURNS TABLE (outcome text, version bigint, positions text[], conflicting_event_id text)
LANGUAGE sql STABLE AS $$
  SELECT
    CASE
      WHEN count(e.event_id) = cardinality(p_event_ids)
        AND bool_and(e.stream_id = p_stream_id AND e.event_type = i.type)
        AND count(DISTINCT e.stream_version - i.ord) = 1
      THEN 'duplicate' ELSE 'event_id_reused'
    END,
    max(e.stream_version),
    array_agg(lpad(e.tx_id::text, 20, '0') || '-' || lpad(e.global_position::text, 20, '0') ORDER BY i.ord),
    (array_agg(i.id ORDER BY i.ord) FILTER (WHERE e.event_id IS NOT NULL))[1]
  FROM unnest(p_event_ids, p_event_types) WITH ORDINALITY AS i(id, type, ord)
  LEFT JOIN es_events e ON e.event_id = i.id
$$
`;

const appendFunction = sql`
CREATE FUNCTION es_append(
  p_stream_id text,
  p_expected bigint,
  p_event_ids text[],
  p_event_types text[],
  p_data jsonb,
  p_metadata jsonb
)
RETURNS TABLE (outcome text, version bigint, positions text[], conflicting_event_id text)
LANGUAGE plpgsql AS $$
DECLARE
  v_count bigint := cardinality(p_event_ids);
  v_next bigint;
  v_current bigint;
  v_positions text[];
BEGIN
  IF EXISTS (SELECT 1 FROM es_events WHERE event_id = ANY (p_event_ids)) THEN
    RETURN QUERY SELECT * FROM es_existing_append(p_stream_id, p_event_ids, p_event_types);
    RETURN;
  END IF;

  IF p_expected >= 0 THEN
    UPDATE es_streams SET version = es_streams.version + v_count
      WHERE stream_id = p_stream_id AND es_streams.version = p_expected
      RETURNING es_streams.version INTO v_next;
  ELSIF p_expected = -1 THEN
    INSERT INTO es_streams (stream_id, version) VALUES (p_stream_id, v_count - 1)
      ON CONFLICT (stream_id) DO NOTHING
      RETURNING es_streams.version INTO v_next;
  ELSIF p_expected = -3 THEN
    UPDATE es_streams SET version = es_streams.version + v_count
      WHERE stream_id = p_stream_id
      RETURNING es_streams.version INTO v_next;
  ELSE
    INSERT INTO es_streams (stream_id, version) VALUES (p_stream_id, v_count - 1)
      ON CONFLICT (stream_id) DO UPDATE SET version = es_streams.version + v_count
      RETURNING es_streams.version INTO v_next;
  END IF;

  IF v_next IS NULL THEN
    -- The guard may have waited on an identical append that has committed meanwhile; each statement sees it.
    IF EXISTS (SELECT 1 FROM es_events WHERE event_id = ANY (p_event_ids)) THEN
      RETURN QUERY SELECT * FROM es_existing_append(p_stream_id, p_event_ids, p_event_types);
      RETURN;
    END IF;
    SELECT s.version INTO v_current FROM es_streams s WHERE s.stream_id = p_stream_id;
    RETURN QUERY SELECT 'wrong_expected_version'::text, coalesce(v_current, -1), NULL::text[], NULL::text;
    RETURN;
  END IF;

  WITH inserted AS (
    INSERT INTO es_events (stream_id, stream_version, event_id, event_type, data, metadata)
    SELECT p_stream_id, v_next - v_count + e.ord, e.id, e.type, p_data -> (e.ord - 1)::int, p_metadata -> (e.ord - 1)::int
    FROM unnest(p_event_ids, p_event_types) WITH ORDINALITY AS e(id, type, ord)
    ORDER BY e.ord
    RETURNING es_events.stream_version, es_events.tx_id, es_events.global_position
  )
  SELECT array_agg(lpad(i.tx_id::text, 20, '0') || '-' || lpad(i.global_position::text, 20, '0') ORDER BY i.stream_version)
    INTO v_positions FROM inserted i;

  RETURN QUERY SELECT 'appended'::text, v_next, v_positions, NULL::text;
END;
$$
`;

/** The write-side log: streams with their versions, and events in (tx_id, global_position) commit order. */
export const eventStoreMigrations: Record<string, Migration> = {
  '2026-11-22-0001-event-store': sqlMigration({
    up: [
      sql`
        CREATE TABLE es_streams (
          stream_id text PRIMARY KEY,
          version bigint NOT NULL
        )
      `,
      sql`
        CREATE TABLE es_events (
          global_position bigint GENERATED ALWAYS AS IDENTITY,
          tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
          stream_id text NOT NULL,
          stream_version bigint NOT NULL,
          event_id text NOT NULL UNIQUE,
          event_type text NOT NULL,
          data jsonb NOT NULL,
          metadata jsonb NOT NULL,
          recorded_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (stream_id, stream_version)
        )
      `,
      sql`CREATE INDEX es_events_commit_order ON es_events (tx_id, global_position)`,
      sql`CREATE INDEX es_events_actor ON es_events ((metadata ->> 'actorUserId'), global_position)`,
      existingAppendFunction,
      appendFunction,
      // A generic plan cached while es_events was empty scans the whole table for the event-id check on
      // every later append (seen in the benchmark: millions of rows read); replan per call instead.
      sql`ALTER FUNCTION es_append(text, bigint, text[], text[], jsonb, jsonb) SET plan_cache_mode = force_custom_plan`,
    ],
    down: [
      sql`DROP FUNCTION IF EXISTS es_append(text, bigint, text[], text[], jsonb, jsonb)`,
      sql`DROP FUNCTION IF EXISTS es_existing_append(text, text[], text[])`,
      sql`DROP TABLE IF EXISTS es_events`,
      sql`DROP TABLE IF EXISTS es_streams`,
    ],
  }),
};
