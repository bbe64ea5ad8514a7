import type { Executor, QueryOptions } from './database';
import { sql, Sql } from './sql';

/**
 * The one way a response is shaped (decision 015): PostgreSQL writes each entity's JSON from one
 * description per contract type, `jsonObject<Bed>({ id: sql`b.id`, … })`, whose keys the compiler
 * holds to the type: a field missing, misspelt or extra does not compile. The values are SQL; the
 * response serializer holds them to the contract's schema outside production (http/serializer.ts).
 */

/** SQL that PostgreSQL evaluates to the JSON of a `T`. */
export class JsonSql<T> extends Sql {
  /** Type only: what the JSON is. */
  declare readonly shape?: T;
}

/** One SQL expression per field of `T`, every field and no other. */
export type JsonFields<T> = { readonly [K in keyof T]-?: Sql };

const KEY = /^[a-z_][a-z0-9_]*$/;

function buildObject(fields: Record<string, Sql>): Sql {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!KEY.test(key)) throw new TypeError(`jsonObject: not a field name: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, ', ')})`;
}

/**
 * `json_build_object(…)` of a `T`, written `jsonObject<T>({…})`: `T` must be given, it is never
 * guessed from the fields.
 */
export function jsonObject<T extends object = never>(fields: JsonFields<NoInfer<T>>): JsonSql<T> {
  return new JsonSql<T>(buildObject(fields).chunks);
}

/** The same object, or null when `present` is not true (a ledger row without a tenant, say). */
export function jsonObjectOrNull<T extends object = never>(
  present: Sql,
  fields: JsonFields<NoInfer<T>>,
): JsonSql<T | null> {
  return new JsonSql<T | null>(sql`CASE WHEN ${present} THEN ${buildObject(fields)} END`.chunks);
}

/** A timestamp as the API gives it: ISO 8601 in UTC with milliseconds, the same on both engines. */
export const isoTime = (column: Sql) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Money as the API gives it: a decimal string ('1200.00'). */
export const money = (column: Sql) => sql`(${column})::text`;

/**
 * The item `SELECT ${item} AS item ${from}` finds, or null: `from` is the rest of the statement
 * (`FROM beds b … WHERE b.id = ${id}`).
 */
export async function selectItem<T>(
  db: Executor,
  item: JsonSql<T>,
  from: Sql,
  options?: QueryOptions,
): Promise<T | null> {
  const [row] = await db.query<{ item: T }>(sql`SELECT ${item} AS item ${from}`, options);
  return row ? row.item : null;
}

/** Every item `SELECT ${item} AS item ${from}` finds, in its order. */
export async function selectItems<T>(
  db: Executor,
  item: JsonSql<T>,
  from: Sql,
  options?: QueryOptions,
): Promise<T[]> {
  const rows = await db.query<{ item: T }>(sql`SELECT ${item} AS item ${from}`, options);
  return rows.map((row) => row.item);
}
