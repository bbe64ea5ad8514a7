import type { Tx } from '../../db/database';
import { sql } from '../../db/sql';
import { checkTenantsLocked } from './locks';
import { storePostedItems } from './transaction-items';

/**
 * The one way a tenant's balance changes (DOMAIN "Money and the ledger"). Nothing else writes
 * `tenants.balance_amount`: the database refuses a balance change made without the transaction-local
 * flag this function sets around its statement, and a test greps the source for other writers.
 */

/** The business day money moves on (time zone of the business): paid dates are this day. */
export interface BusinessDay {
  today: string;
}

/** Types of ledger rows that change a tenant's balance. */
export type TenantEntryType = 'payment' | 'rent' | 'fee' | 'deposit' | 'refund';

export interface LedgerEntry {
  tenantId: number;
  type: TenantEntryType;
  /** The signed effect on the balance as a decimal string: payment '+', rent, fee, deposit and refund '−'. */
  amount: string;
  /** The rent confirmation, payment or fee the row belongs to. */
  relatedId: number | null;
  /** The ledger row this one reverses, if it is a reversal. */
  reversesId?: number | null;
  /** The payment method or fee type (null for rent). */
  subTypeId?: number | null;
  /** The property the money belongs to: that of the order's (or the tenant's open order's) first bed. */
  propertyId?: number | null;
  description: string;
  /**
   * The business day the row belongs to (DOMAIN "The books"): a payment's received day, a fee's day as
   * entered, a rent charge's posting day, a reversal's void day. The database refuses a day the books
   * are closed through (db/derived/books-closed.sql).
   */
  bookedOn: string;
  createdBy: number | null;
  /** When it happened, for rows recorded after the fact (demo history); default: now. */
  createdAt?: string | null;
}

export interface PostedEntry {
  id: number;
  tenant_id: number;
  type: TenantEntryType;
  amount: string;
  /** The tenant's balance right after this row. */
  current_balance: string;
  related_id: number | null;
  reverses_id: number | null;
}

/**
 * Posts ledger rows and moves the balances, in one statement whatever the number of entries: adds
 * each tenant's total to `balance_amount`, and inserts the rows in the given order with
 * `current_balance` = the balance right after each row (a running sum per tenant, so one call may
 * carry many entries of one tenant); then stores the rows' JSON for the lists (transaction-items.ts).
 * Returns the posted rows in the given order. Call it inside the transaction that writes the charge or
 * payment the rows belong to, with the tenants locked (locks.ts): it refuses to move a tenant this
 * transaction has not locked.
 */
export async function postEntries(tx: Tx, entries: LedgerEntry[]): Promise<PostedEntry[]> {
  if (!entries.length) return [];
  checkTenantsLocked(
    tx,
    entries.map((e) => e.tenantId),
  );
  const input = JSON.stringify(
    entries.map((e, ord) => ({
      ord,
      tenant_id: e.tenantId,
      type: e.type,
      amount: e.amount,
      related_id: e.relatedId,
      reverses_id: e.reversesId ?? null,
      sub_type_id: e.subTypeId ?? null,
      property_id: e.propertyId ?? null,
      description: e.description,
      booked_on: e.bookedOn,
      created_by: e.createdBy,
      created_at: e.createdAt ?? null,
    })),
  );
  // The database refuses a balance change outside this flag (db/derived/ledger-guards.sql).
  await tx.query(sql`SELECT set_config('bunkhouse.posting', 'on', true)`);
  // INSERT … SELECT … ORDER BY draws the ids in that order, so a tenant's rows chain by id.
  const posted = await tx.query<PostedEntry>(
    sql`WITH e AS (
          SELECT * FROM jsonb_to_recordset(${input}::jsonb) AS e(ord int, tenant_id int, type text,
            amount numeric, related_id int, reverses_id bigint, sub_type_id int, property_id int,
            description text, booked_on date, created_by int, created_at timestamptz)
        ),
        d AS (SELECT tenant_id, sum(amount) AS delta FROM e GROUP BY tenant_id),
        u AS (
          UPDATE tenants t SET balance_amount = t.balance_amount + d.delta
          FROM d WHERE t.id = d.tenant_id
          RETURNING t.id, t.balance_amount - d.delta AS balance_before
        ),
        posted AS (
          INSERT INTO transactions (type, tenant_id, amount, current_balance, related_id, reverses_id,
                                    sub_type_id, property_id, description, booked_on, created_by, created_at)
          SELECT e.type, e.tenant_id, e.amount,
                 u.balance_before + sum(e.amount) OVER (PARTITION BY e.tenant_id ORDER BY e.ord),
                 e.related_id, e.reverses_id, e.sub_type_id, e.property_id, e.description, e.booked_on,
                 e.created_by, coalesce(e.created_at, now())
          FROM e JOIN u ON u.id = e.tenant_id
          ORDER BY e.ord
          RETURNING id, tenant_id, type, amount, current_balance, related_id, reverses_id
        )
        SELECT * FROM posted ORDER BY id`,
  );
  await tx.query(sql`SELECT set_config('bunkhouse.posting', 'off', true)`);
  await storePostedItems(
    tx,
    posted.map((row) => row.id),
  );
  return posted;
}

/** An income or expense row ("other" in the form): a property's money, no tenant balance. */
export interface OtherEntry {
  type: 'income' | 'expense';
  /** Positive, a decimal string. */
  amount: string;
  subTypeId: number;
  propertyId: number;
  /** The tenant it concerns (a forfeited deposit, say), or null. */
  tenantId: number | null;
  description: string;
  /** The business day it belongs to, as for `LedgerEntry`. */
  bookedOn: string;
  createdBy: number | null;
  createdAt?: string | null;
}

/**
 * Posts income and expense rows, in one statement whatever their number: they carry their positive
 * amount, a sub-type and a property, and no `current_balance` (no tenant balance moves, so nothing is
 * locked), and stores their JSON for the lists. Returns the new rows' ids in the given order.
 */
export async function postOtherEntries(tx: Tx, entries: OtherEntry[]): Promise<number[]> {
  if (!entries.length) return [];
  const input = JSON.stringify(
    entries.map((e, ord) => ({
      ord,
      type: e.type,
      amount: e.amount,
      sub_type_id: e.subTypeId,
      property_id: e.propertyId,
      tenant_id: e.tenantId,
      description: e.description,
      booked_on: e.bookedOn,
      created_by: e.createdBy,
      created_at: e.createdAt ?? null,
    })),
  );
  const rows = await tx.query<{ id: number }>(
    sql`INSERT INTO transactions (type, amount, sub_type_id, property_id, tenant_id, description, booked_on,
                                  created_by, created_at)
        SELECT e.type, e.amount, e.sub_type_id, e.property_id, e.tenant_id, e.description, e.booked_on,
               e.created_by, coalesce(e.created_at, now())
        FROM jsonb_to_recordset(${input}::jsonb) AS e(ord int, type text, amount numeric, sub_type_id int,
          property_id int, tenant_id int, description text, booked_on date, created_by int,
          created_at timestamptz)
        ORDER BY e.ord
        RETURNING id`,
  );
  const ids = rows.map((r) => r.id).sort((a, b) => a - b);
  await storePostedItems(tx, ids);
  return ids;
}

/**
 * Reverses the ledger row that posted a payment or fee (`type`, `relatedId`, not itself a reversal):
 * a new row with the opposite amount, the same tenant, sub-type and property, `reverses_id` pointing
 * at it (unique: a row is reversed once at most). The original row stays as it was.
 */
export async function reversePostedEntry(
  tx: Tx,
  entry: {
    type: 'payment' | 'fee';
    relatedId: number;
    description: string;
    /** The void's day (DOMAIN "The books": a void books on its own day). */
    bookedOn: string;
    createdBy: number | null;
    /** When, for a void recorded after the fact (the demo's history); default now. */
    createdAt?: string | null;
  },
): Promise<PostedEntry> {
  const [original] = await tx.query<{
    id: number;
    tenant_id: number;
    amount: string;
    sub_type_id: number | null;
    property_id: number | null;
  }>(
    sql`SELECT id, tenant_id, amount, sub_type_id, property_id FROM transactions
        WHERE type = ${entry.type} AND related_id = ${entry.relatedId} AND reverses_id IS NULL
        ORDER BY id LIMIT 1`,
  );
  if (!original) throw new Error(`reversePostedEntry: no posted ${entry.type} #${entry.relatedId}`);
  const negated = original.amount.startsWith('-') ? original.amount.slice(1) : `-${original.amount}`;
  const [posted] = await postEntries(tx, [
    {
      tenantId: original.tenant_id,
      type: entry.type,
      amount: negated,
      relatedId: entry.relatedId,
      reversesId: original.id,
      subTypeId: original.sub_type_id,
      propertyId: original.property_id,
      description: entry.description,
      bookedOn: entry.bookedOn,
      createdBy: entry.createdBy,
      createdAt: entry.createdAt ?? null,
    },
  ]);
  return posted!;
}
