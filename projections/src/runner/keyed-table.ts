import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';

export type SqlType = 'text' | 'integer' | 'double precision' | 'boolean' | 'timestamptz' | 'jsonb';

/** A read-model row as a projector carries it: timestamps stay ISO text, since they are only compared or copied. */
export type TimestampsAsText<Row> = {
  [K in keyof Row]: Row[K] extends Date ? string : Row[K] extends Date | null ? string | null : Row[K];
};

/** Every row carries the position of the last event applied to it; writes never replace a newer row. */
export interface PositionedRow {
  position: string;
}

type TextColumn<Row> = { [K in keyof Row]: Row[K] extends string ? K : never }[keyof Row] & string;

/** A projector's table written as whole rows: its name, its text key and the SQL type of every column, in order. */
export interface KeyedTable<Row extends PositionedRow> {
  readonly name: string;
  readonly key: TextColumn<Row>;
  readonly columns: { readonly [K in keyof Row & string]-?: SqlType };
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
    const type = table.columns[column];
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
