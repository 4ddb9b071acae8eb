import { sql, type QueryExecutorProvider } from 'kysely';
import {
  createTable,
  deleteGuarded,
  readStored,
  tombstonesOf,
  upsertGuarded,
  type KeyedTable,
} from './keyed-table';
import {
  createProjectionsTestDatabase,
  type ProjectionsTestDatabase,
} from './testing/projections-test-database';

jest.setTimeout(30_000);

interface Row {
  id: string;
  name: string;
  note: string | null;
  count: number;
  tags: string[];
  at: string;
  position: string;
}

const things: KeyedTable<Row> = {
  name: 'things',
  key: 'id',
  columns: {
    id: 'text',
    name: 'text',
    note: 'text NULL',
    count: 'integer',
    tags: 'jsonb',
    at: 'timestamptz',
    position: 'text',
  },
  clauses: { count: sql`DEFAULT 0 CHECK (count >= 0)` },
  generated: sql`label text GENERATED ALWAYS AS (lower(name)) STORED`,
  storage: sql`fillfactor = 70`,
  indexes: [sql`CREATE INDEX things_by_name ON things (name, id)`],
};

const thing = (id: string, position: string, extra: Partial<Row> = {}): Row => ({
  id,
  name: `Thing ${id}`,
  note: null,
  count: 1,
  tags: ['a'],
  at: '2026-01-02T03:04:05.678Z',
  position,
  ...extra,
});

let tdb: ProjectionsTestDatabase;

/** Runs statements with unqualified names resolving to the test's schema, as the runner does for a projector. */
const inKeyed = <T>(work: (trx: QueryExecutorProvider) => Promise<T>) =>
  tdb.db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('search_path', 'keyed, public', true)`.execute(trx);
    return work(trx);
  });

beforeAll(async () => {
  tdb = await createProjectionsTestDatabase();
  await sql`CREATE SCHEMA keyed`.execute(tdb.db);
  await inKeyed(async (trx) => {
    await createTable(trx, things);
    await createTable(trx, tombstonesOf(things));
  });
});

afterAll(async () => {
  await tdb.close();
});

describe('a keyed table', () => {
  it('is created as declared: the key is the primary key and columns are NOT NULL unless their type says NULL', async () => {
    const { rows } = await sql<{ column: string; type: string; notnull: boolean; default: string | null }>`
      SELECT a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS notnull,
        pg_get_expr(d.adbin, d.adrelid) AS default
      FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE a.attrelid = 'keyed.things'::regclass AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attnum
    `.execute(tdb.db);

    expect(rows).toEqual([
      { column: 'id', type: 'text', notnull: true, default: null },
      { column: 'name', type: 'text', notnull: true, default: null },
      { column: 'note', type: 'text', notnull: false, default: null },
      { column: 'count', type: 'integer', notnull: true, default: '0' },
      { column: 'tags', type: 'jsonb', notnull: true, default: null },
      { column: 'at', type: 'timestamp with time zone', notnull: true, default: null },
      { column: 'position', type: 'text', notnull: true, default: null },
      { column: 'label', type: 'text', notnull: false, default: 'lower(name)' },
    ]);
  });

  it('keeps its clauses, storage parameters and indexes', async () => {
    const { rows } = await sql<{ definition: string }>`
      SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE conrelid = 'keyed.things'::regclass ORDER BY contype
    `.execute(tdb.db);
    const options = await sql<{ reloptions: string[] }>`
      SELECT reloptions FROM pg_class WHERE oid = 'keyed.things'::regclass
    `.execute(tdb.db);
    const indexes = await sql<{ indexname: string }>`
      SELECT indexname FROM pg_indexes WHERE schemaname = 'keyed' ORDER BY indexname
    `.execute(tdb.db);

    expect(rows.map((row) => row.definition)).toEqual(['CHECK ((count >= 0))', 'PRIMARY KEY (id)']);
    expect(options.rows[0].reloptions).toEqual(['fillfactor=70']);
    expect(indexes.rows.map((row) => row.indexname)).toEqual([
      'things_by_name',
      'things_pkey',
      'things_tombstones_pkey',
    ]);
  });

  it('reads back the stored rows of some keys as written, timestamps as text', async () => {
    await inKeyed((trx) => upsertGuarded(trx, things, [thing('a', '002', { note: 'n' }), thing('b', '003')]));

    const stored = await inKeyed((trx) => readStored(trx, things, ['a', 'c']));

    expect(stored.tombstones).toEqual([]);
    expect(stored.rows).toEqual([
      { ...thing('a', '002', { note: 'n' }), at: expect.stringMatching(/^2026-01-02 03:04:05\.678\+00/) },
    ]);
    expect(Date.parse(stored.rows[0].at)).toBe(Date.parse('2026-01-02T03:04:05.678Z'));
  });

  it('reads the tombstones of deleted keys alongside the rows still stored', async () => {
    const tombstones = tombstonesOf(things);
    await inKeyed(async (trx) => {
      await upsertGuarded(trx, things, [thing('d', '005')]);
      await deleteGuarded(trx, things, [{ key: 'd', position: '006' }]);
      await upsertGuarded(trx, tombstones, [
        { id: 'd', position: '006' },
        { id: 'e', position: '004' },
      ]);
    });

    const stored = await inKeyed((trx) => readStored(trx, things, ['a', 'd', 'e', 'f'], tombstones));

    expect(stored.rows.map((row) => row.id)).toEqual(['a']);
    expect(stored.rows[0]).not.toHaveProperty('tombstone');
    expect(stored.tombstones).toEqual(
      expect.arrayContaining([
        { key: 'd', position: '006' },
        { key: 'e', position: '004' },
      ]),
    );
    expect(stored.tombstones).toHaveLength(2);
  });

  it('refuses tombstones for a table with a column the tombstone is read under', () => {
    const clash: KeyedTable<{ id: string; tombstone: string; position: string }> = {
      name: 'clash',
      key: 'id',
      columns: { id: 'text', tombstone: 'text', position: 'text' },
    };

    expect(() => tombstonesOf(clash)).toThrow(/tombstone/);
  });
});
