import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { selectTenantTransactionsPage } from '../modules/ledger/transactions.queries';
import { selectBedsPage } from '../modules/places/beds.queries';
import { selectPropertiesPage } from '../modules/places/properties.queries';
import { selectRoomsPage } from '../modules/places/rooms.queries';
import { selectTenantsPage } from '../modules/tenants/tenants-list.queries';
import { tenants } from './schema';
import { renderSql, type Executor } from './client';

const dialect = new PgDialect();

/** The SQL a list query would send, caught before it reaches a database. */
async function queriesOf(run: (db: Executor) => Promise<unknown>): Promise<SQL[]> {
  const caught: SQL[] = [];
  const db = {
    execute: async (query: SQL) => {
      caught.push(query);
      return { rows: [{ page_total: 0, results: '[]' }] };
    },
  } as unknown as Executor;
  await run(db);
  return caught;
}

const sameAsDrizzle = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  expect(renderSql(query)).toEqual({ sql: text, params });
};

const page = { limit: 20, offset: 40 };

describe('renderSql', () => {
  it('renders every list query exactly as drizzle does', async () => {
    const lists: ((db: Executor) => Promise<unknown>)[] = [
      (db) => selectPropertiesPage(db, {}, 'address', page),
      (db) => selectPropertiesPage(db, { search: 'maple tx', isActive: true }, '-rooms_count', page),
      (db) => selectRoomsPage(db, {}, 'property', page),
      (db) => selectRoomsPage(db, { genders: ['male', 'mixed'], propertyId: 3 }, '-number', page),
      (db) => selectRoomsPage(db, { search: 'oak 204' }, '-property', page),
      (db) => selectBedsPage(db, {}, 'property', page),
      (db) => selectBedsPage(db, { roomId: 5, propertyId: 2 }, '-price', page),
      (db) => selectBedsPage(db, { search: "cedar 3 o'hara" }, 'room', page),
      (db) => selectTenantsPage(db, {}, 'last_name', page),
      (db) =>
        selectTenantsPage(db, { deleted: false, statuses: ['active', 'no_order'] }, '-balance_amount', page),
      (db) =>
        selectTenantsPage(db, { search: '(312) 555 garcia' }, 'orders__rent_records__rent_due_date', page),
      (db) => selectTenantTransactionsPage(db, 7, ['rent', 'fee'], page),
    ];
    for (const list of lists) {
      const queries = await queriesOf(list);
      expect(queries.length).toBeGreaterThan(0);
      queries.forEach(sameAsDrizzle);
    }
  });

  it('leaves to drizzle what it does not render itself: tables, columns, lists, inlined values', () => {
    sameAsDrizzle(sql`SELECT ${tenants.firstName} FROM ${tenants} WHERE ${tenants.id} IN ${[1, 2]}`);
    sameAsDrizzle(sql`SELECT ${sql`${'x'}`.inlineParams()}, ${3}`);
    sameAsDrizzle(sql`SELECT ${new Date('2026-03-08T00:00:00Z')}, ${null}, ${true}`);
  });
});
