import { describe, expect, it } from 'vitest';
import { sql } from './sql';

describe('sql', () => {
  it('numbers the parameters of nested fragments in order, and joins their text', () => {
    const name = sql`t.last_name = ${'Garcia'}`;
    const active = sql`t.deleted_at IS NULL`;
    const statement = sql`SELECT t.id FROM tenants t WHERE ${sql.join([active, name, sql`t.id > ${7}`], ' AND ')}
      LIMIT ${20}`;
    expect(statement.toQuery()).toEqual({
      text: `SELECT t.id FROM tenants t WHERE t.deleted_at IS NULL AND t.last_name = $1 AND t.id > $2
      LIMIT $3`,
      values: ['Garcia', 7, 20],
    });
  });

  it('keeps a fragment of text alone as one piece of text, however it was composed', () => {
    const item = sql`json_build_object(${sql.raw("'id'")}, t.id, ${sql.raw("'name'")}, t.last_name)`;
    const statement = sql`SELECT ${item} FROM ${sql.identifier('tenants')} t ${sql.empty}`;
    expect(statement.chunks).toEqual([
      "SELECT json_build_object('id', t.id, 'name', t.last_name) FROM tenants t ",
    ]);
  });

  it('refuses undefined and plain objects as values', () => {
    expect(() => sql`SELECT ${undefined}`).toThrow(/undefined/);
    expect(() => sql`SELECT ${{ a: 1 }}`).toThrow(/JSON.stringify/);
  });
});
