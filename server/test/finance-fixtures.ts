import { todayIn, type SubTypeKind } from '@bunkhouse/contract';
import { sql } from '../src/db/sql';
import type { Db } from '../src/db/database';
import { lockTenants } from '../src/modules/ledger/locks';
import { postEntries, type LedgerEntry } from '../src/modules/ledger/post';
import { storeMissingItems } from '../src/modules/ledger/transaction-items';

/**
 * Ledger rows for the transactions list and report tests. Income and expense rows move no balance, so
 * they are inserted straight (with any `created_at`, and their stored facts written after them); tenant
 * rows go through the posting function, so balances stay sound (their `created_at` is the transaction's).
 */

/** The id of a sub-type, created when missing (names like 'Test method' do not clash with seeds). */
export async function subTypeId(db: Db, type: SubTypeKind, name: string): Promise<number> {
  await db.query(
    sql`INSERT INTO transaction_sub_types (type, name) VALUES (${type}, ${name}) ON CONFLICT DO NOTHING`,
  );
  const [row] = await db.query<{ id: number }>(
    sql`SELECT id FROM transaction_sub_types WHERE type = ${type} AND lower(name) = lower(${name})`,
  );
  return row!.id;
}

export interface OtherRow {
  type: 'income' | 'expense';
  amount: string;
  propertyId: number;
  subTypeId: number;
  tenantId?: number | null;
  description?: string;
  /** An ISO instant; default now. */
  createdAt?: string;
  /** The business day it belongs to; default the business day of `createdAt`. */
  bookedOn?: string;
}

/** An income or expense ledger row; returns its id. */
export async function insertOtherRow(db: Db, row: OtherRow): Promise<number> {
  const [inserted] = await db.query<{
    id: number;
  }>(sql`INSERT INTO transactions (type, amount, property_id, sub_type_id, tenant_id, description, created_at,
                                   booked_on)
        SELECT ${row.type}, ${row.amount}::numeric, ${row.propertyId}::int, ${row.subTypeId}::int,
               ${row.tenantId ?? null}::int, ${row.description ?? ''}, at,
               coalesce(${row.bookedOn ?? null}::date, (at AT TIME ZONE (SELECT time_zone FROM business_settings))::date)
        FROM (SELECT coalesce(${row.createdAt ?? null}::timestamptz, now()) AS at) x
        RETURNING id`);
  await storeMissingItems(db);
  return inserted!.id;
}

/**
 * `count` income/expense rows in one statement, `created_at` `minutesApart` minutes apart backwards
 * from `newest` with every `tieEvery` rows sharing an instant (so the id tiebreak matters), amounts
 * cycling through 37 values (many equal amounts).
 */
export async function insertOtherRows(
  db: Db,
  options: {
    count: number;
    propertyId: number;
    subTypeId: number;
    newest: string;
    tieEvery?: number;
    minutesApart?: number;
  },
) {
  const tie = options.tieEvery ?? 3;
  const step = options.minutesApart ?? 1;
  await db.query(
    sql`INSERT INTO transactions (type, amount, property_id, sub_type_id, description, created_at, booked_on)
        SELECT CASE WHEN n % 4 = 0 THEN 'expense' ELSE 'income' END, (10 + n % 37)::numeric(12, 2),
               ${options.propertyId}, ${options.subTypeId}, 'Row ' || n, at,
               (at AT TIME ZONE (SELECT time_zone FROM business_settings))::date
        FROM generate_series(1, ${options.count}) AS n
        CROSS JOIN LATERAL (SELECT ${options.newest}::timestamptz
                                   - ((n / ${tie}) * ${step} * interval '1 minute') AS at) x`,
  );
  await storeMissingItems(db);
}

/**
 * Tenant rows through the posting function, in one database transaction; returns their ids. A row is
 * booked on the business day (New York) of its `createdAt`, or today, unless it says its `bookedOn`.
 */
export async function postTenantRows(
  db: Db,
  entries: Array<Pick<LedgerEntry, 'tenantId' | 'type' | 'amount'> & Partial<LedgerEntry>>,
) {
  const posted = await db.transaction(async (tx) => {
    await lockTenants(
      tx,
      entries.map((e) => e.tenantId),
    );
    return postEntries(
      tx,
      entries.map((e) => ({
        relatedId: null,
        description: '',
        createdBy: null,
        bookedOn: todayIn('America/New_York', e.createdAt ? new Date(e.createdAt) : undefined),
        ...e,
      })),
    );
  });
  return posted.map((p) => p.id);
}
