/**
 * The one way SQL is written here (decision 017): raw PostgreSQL in a tagged template. Each value in
 * `${…}` becomes a parameter ($1, $2, …); a value that is itself `Sql` is spliced in as text with its
 * own parameters, so statements are built from named fragments. Drizzle describes the schema and
 * runs the migrations; it never sees a query.
 */

/**
 * A parameter's value: what pg and PGlite both send (an array becomes a PostgreSQL array, bytes a
 * bytea).
 */
export type SqlValue = string | number | boolean | bigint | null | Date | Uint8Array | readonly SqlValue[];

class Param {
  constructor(readonly value: SqlValue) {}
}

type Chunk = string | Param;

export class Sql {
  /** Text and parameters in order; nested fragments are already spliced in. */
  constructor(readonly chunks: readonly Chunk[]) {}

  /** The statement as the drivers take it: text with $1, $2, … and the values in that order. */
  toQuery(): { text: string; values: SqlValue[] } {
    let text = '';
    const values: SqlValue[] = [];
    for (const chunk of this.chunks) {
      if (typeof chunk === 'string') text += chunk;
      else {
        values.push(chunk.value);
        text += `$${values.length}`;
      }
    }
    return { text, values };
  }
}

function checkValue(value: unknown): SqlValue {
  if (value === undefined) throw new TypeError('sql: a value is undefined (write null for SQL NULL)');
  const plain = !Array.isArray(value) && !(value instanceof Date) && !(value instanceof Uint8Array);
  if (typeof value === 'object' && value !== null && plain) {
    throw new TypeError('sql: an object is not a value (JSON.stringify it and cast it to jsonb)');
  }
  return value as SqlValue;
}

/** Adds `chunk` to `chunks`, joining text to the text before it (a fragment is one string or few). */
function append(chunks: Chunk[], chunk: Chunk) {
  const last = chunks.length - 1;
  if (typeof chunk === 'string' && last >= 0 && typeof chunks[last] === 'string') chunks[last] += chunk;
  else chunks.push(chunk);
}

function appendAll(chunks: Chunk[], from: readonly Chunk[]) {
  for (const chunk of from) append(chunks, chunk);
}

/** sql`SELECT … WHERE id = ${id}`: values become parameters, `Sql` fragments are spliced in. */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  const chunks: Chunk[] = [];
  for (let i = 0; i < strings.length; i++) {
    if (strings[i]) append(chunks, strings[i]!);
    if (i >= values.length) break;
    const value = values[i];
    if (value instanceof Sql) appendAll(chunks, value.chunks);
    else chunks.push(new Param(checkValue(value)));
  }
  return new Sql(chunks);
}

/** Fragments joined by a separator (`sql.join(conditions, ' AND ')`). */
sql.join = (parts: readonly Sql[], separator: string): Sql => {
  const chunks: Chunk[] = [];
  parts.forEach((part, i) => {
    if (i > 0) append(chunks, separator);
    appendAll(chunks, part.chunks);
  });
  return new Sql(chunks);
};

/** Text written by the code itself, never by a user: a keyword, a literal the code validated. */
sql.raw = (text: string): Sql => new Sql([text]);

/** Nothing: for an optional clause. */
sql.empty = new Sql([]);

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** A column or table name from the code's own lists, checked to be one. */
sql.identifier = (name: string): Sql => {
  if (!IDENTIFIER.test(name)) throw new TypeError(`sql: not an identifier: ${name}`);
  return sql.raw(name);
};
