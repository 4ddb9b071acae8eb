import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';

export type SqlType = 'text' | 'integer' | 'double precision' | 'boolean' | 'timestamptz' | 'jsonb';

/** The SQL types a row's value may be stored as: timestamps travel as text, values that are not scalars as jsonb. */
type SqlTypesOf<Value> = [Value] extends [boolean]
  ? 'boolean'
  : [Value] extends [number]
    ? 'integer' | 'double precision'
    : [Value] extends [string]
      ? 'text' | 'timestamptz'
      : 'jsonb';

/** A column's SQL type, marked NULL exactly where the row allows null; the others are NOT NULL. */
export type ColumnType<Value> = null extends Value
  ? `${SqlTypesOf<NonNullable<Value>>} NULL`
  : SqlTypesOf<Value>;

const NULLABLE = ' NULL';

/** The name a stored row's tombstone is read under, so no table with tombstones may have such a column. */
const TOMBSTONE = 'tombstone';

export const sqlTypeOf = (type: string): SqlType =>
  (type.endsWith(NULLABLE) ? type.slice(0, -NULLABLE.length) : type) as SqlType;

/** A read-model row as a projector carries it: timestamps stay ISO text, since they are only compared or copied. */
export type TimestampsAsText<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K];
};

/** Every row carries the position of the last event applied to it; writes never replace a newer row. */
export interface PositionedRow {
  position: string;
}

type TextColumn<Row> = { [K in keyof Row]: Row[K] extends string ? K : never }[keyof Row] & string;

/**
 * A projector's table written as whole rows: its name, its text key (the primary key) and every column in order
 * with its SQL type; the rest of its definition is optional and used only when the table is created.
 */
export interface KeyedTable<Row extends PositionedRow> {
  readonly name: string;
  readonly key: TextColumn<Row>;
  readonly columns: { readonly [K in keyof Row & string]-?: ColumnType<Row[K]> };
  /** What a column's definition adds after its type, such as a default or a check. */
  readonly clauses?: { readonly [K in keyof Row & string]?: RawBuilder<unknown> };
  /** Columns the table computes itself, defined after the ones rows carry. */
  readonly generated?: RawBuilder<unknown>;
  /** Storage parameters (WITH). */
  readonly storage?: RawBuilder<unknown>;
  /** CREATE INDEX statements, run once the table exists. */
  readonly indexes?: readonly RawBuilder<unknown>[];
}

/** The key of a row to delete and the position of the event that deleted it. */
export interface Removal {
  key: string;
  position: string;
}

const columnsOf = <Row extends PositionedRow>(table: KeyedTable<Row>) =>
  Object.keys(table.columns) as (keyof Row & string)[];

const valueColumnsOf = <Row extends PositionedRow>(table: KeyedTable<Row>) =>
  columnsOf(table).filter((column) => column !== table.key);

export const keyOf = <Row extends PositionedRow>(table: KeyedTable<Row>, row: Row): string =>
  row[table.key] as string;

/**
 * Creates the table as declared, unqualified (in the schema search_path points at), then its indexes. Columns are
 * NOT NULL unless their type says NULL; the key is the primary key.
 */
export async function createTable<Row extends PositionedRow>(
  trx: QueryExecutorProvider,
  table: KeyedTable<Row>,
): Promise<void> {
  const definitions = columnsOf(table).map((column) => {
    const type: string = table.columns[column];
    const nullability = column === table.key ? 'PRIMARY KEY' : type.endsWith(NULLABLE) ? '' : 'NOT NULL';
    const clause = table.clauses?.[column];
    return sql`${sql.id(column)} ${sql.raw(sqlTypeOf(type))} ${sql.raw(nullability)} ${clause ?? sql``}`;
  });
  const columns = sql.join(table.generated ? [...definitions, table.generated] : definitions);
  const storage = table.storage ? sql`WITH (${table.storage})` : sql``;
  await sql`CREATE TABLE ${sql.id(table.name)} (${columns}) ${storage}`.execute(trx);
  for (const index of table.indexes ?? []) await index.execute(trx);
}

/** A deleted key and the position it was deleted at, so an older event applied again cannot bring its row back. */
export type Tombstone = PositionedRow & Record<string, string>;

/** The tombstones of a table: `<table>_tombstones`, keyed like it. */
export function tombstonesOf<Row extends PositionedRow>(table: KeyedTable<Row>): KeyedTable<Tombstone> {
  if (TOMBSTONE in table.columns)
    throw new Error(`${table.name} has a column named ${TOMBSTONE}, read as its rows' tombstone`);
  return {
    name: `${table.name}_tombstones`,
    key: table.key,
    columns: { [table.key]: 'text', position: 'text' },
  };
}

/** What a batch starts from: the stored rows of its keys and, for a table with tombstones, their deletions. */
export interface StoredKeys<Row> {
  rows: Row[];
  tombstones: Removal[];
}

/**
 * Reads the stored rows (and tombstones) of some keys in one round trip. Timestamps come as text, since a
 * projector only carries them forward or compares them.
 */
export async function readStored<Row extends PositionedRow>(
  trx: QueryExecutorProvider,
  table: KeyedTable<Row>,
  keys: readonly string[],
  tombstones?: KeyedTable<Tombstone>,
): Promise<StoredKeys<Row>> {
  const name = sql.id(table.name);
  const key = sql.id(table.key);
  const selected = (column: keyof Row & string) =>
    sqlTypeOf(table.columns[column]) === 'timestamptz'
      ? sql`r.${sql.id(column)}::text AS ${sql.id(column)}`
      : sql`r.${sql.id(column)}`;
  if (!tombstones) {
    const { rows } = await sql<Row>`
      SELECT ${sql.join(columnsOf(table).map(selected))} FROM ${name} AS r WHERE r.${key} = ANY(${keys}::text[])
    `.execute(trx);
    return { rows, tombstones: [] };
  }
  // A key with only a tombstone comes back with its key and a null position.
  const values = valueColumnsOf(table).map(selected);
  const { rows } = await sql<Row & { [TOMBSTONE]: string | null }>`
    SELECT k.id AS ${key}, ${sql.join(values)}, t.position AS ${sql.id(TOMBSTONE)}
    FROM unnest(${keys}::text[]) AS k(id)
    LEFT JOIN ${name} AS r ON r.${key} = k.id
    LEFT JOIN ${sql.id(tombstones.name)} AS t ON t.${key} = k.id
    WHERE r.${key} IS NOT NULL OR t.${key} IS NOT NULL
  `.execute(trx);
  return {
    // A stored row without its tombstone is the row again, which the types cannot see for a generic Row.
    rows: rows
      .filter((row) => row.position !== null)
      .map(({ [TOMBSTONE]: _, ...row }) => row as unknown as Row),
    tombstones: rows.flatMap((row) =>
      row[TOMBSTONE] === null ? [] : [{ key: keyOf(table, row), position: row[TOMBSTONE] }],
    ),
  };
}

/** `column = source.column` for every column but the key. */
const assignmentsFrom = <Row extends PositionedRow>(table: KeyedTable<Row>, source: string) =>
  sql.join(valueColumnsOf(table).map((column) => sql`${sql.id(column)} = ${sql.id(source, column)}`));

/** Rows as one set of parallel arrays named u: a single statement whatever the batch size. */
function unnestRows<Row extends PositionedRow>(
  table: KeyedTable<Row>,
  rows: readonly Row[],
): RawBuilder<unknown> {
  const columns = columnsOf(table);
  const arrays = columns.map((column) => {
    const type = sqlTypeOf(table.columns[column]);
    // pg would send a JS array value as a nested SQL array, so jsonb values travel as JSON text.
    const values = rows.map((row) =>
      type === 'jsonb' && row[column] !== null ? JSON.stringify(row[column]) : row[column],
    );
    return sql`${values}::${sql.raw(type)}[]`;
  });
  return sql`unnest(${sql.join(arrays)}) AS u(${sql.join(columns.map((column) => sql.id(column)))})`;
}

/** Replaces rows known to exist, each only where the stored one is older. */
export async function updateGuarded<Row extends PositionedRow>(
  trx: QueryExecutorProvider,
  table: KeyedTable<Row>,
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const key = sql.id(table.key);
  await sql`
    UPDATE ${sql.id(table.name)} AS t SET ${assignmentsFrom(table, 'u')}
    FROM ${unnestRows(table, rows)}
    WHERE t.${key} = u.${key} AND t.position < u.position
  `.execute(trx);
}

/** Inserts rows, or replaces a stored row with the same key where the stored one is older. */
export async function upsertGuarded<Row extends PositionedRow>(
  trx: QueryExecutorProvider,
  table: KeyedTable<Row>,
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const name = sql.id(table.name);
  const columns = sql.join(columnsOf(table).map((column) => sql.id(column)));
  await sql`
    INSERT INTO ${name} (${columns})
    SELECT * FROM ${unnestRows(table, rows)}
    ON CONFLICT (${sql.id(table.key)}) DO UPDATE SET ${assignmentsFrom(table, 'excluded')}
    WHERE ${name}.position < excluded.position
  `.execute(trx);
}

/** Deletes rows, each only where the stored one is older than the event that deleted it. */
export async function deleteGuarded<Row extends PositionedRow>(
  trx: QueryExecutorProvider,
  table: KeyedTable<Row>,
  removals: readonly Removal[],
): Promise<void> {
  if (removals.length === 0) return;
  await sql`
    DELETE FROM ${sql.id(table.name)} AS t
    USING unnest(${removals.map((r) => r.key)}::text[], ${removals.map((r) => r.position)}::text[]) AS d(key, position)
    WHERE t.${sql.id(table.key)} = d.key AND t.position < d.position
  `.execute(trx);
}
