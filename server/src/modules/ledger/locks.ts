import { FINANCE_MESSAGES } from '@bunkhouse/contract';
import type { Db, Tx } from '../../db/database';
import { AppError } from '../../errors';
import { sql, type Sql } from '../../db/sql';

/**
 * The one home of row locks on orders and tenants (decision 006). The lock order, everywhere: orders
 * before tenants, each in id order, so that two transactions never wait for each other in a circle.
 * A transaction's locks are remembered here, so that this module refuses a lock out of order and the
 * posting function can check that the tenants it moves are locked instead of locking them again.
 */

const held = new WeakMap<Tx, { orders: Set<number>; tenants: Set<number> }>();

function locksOf(tx: Tx) {
  let locks = held.get(tx);
  if (!locks) held.set(tx, (locks = { orders: new Set(), tenants: new Set() }));
  return locks;
}

export interface LockedOrder {
  id: number;
  tenant_id: number;
  status: 'active' | 'overdue' | 'completed';
}

/**
 * Locks the orders `where` keeps (a condition on `orders o`), in id order, at most `limit`, until the
 * transaction ends; a row that changed while it waited is checked again and left out if it no longer
 * qualifies. Refused once the transaction holds a tenant lock (orders come first).
 */
export async function lockOrders(tx: Tx, where: Sql, limit?: number): Promise<LockedOrder[]> {
  const locks = locksOf(tx);
  if (locks.tenants.size) throw new Error('lockOrders: orders are locked before tenants');
  const rows = await tx.query<LockedOrder>(
    sql`SELECT o.id, o.tenant_id, o.status FROM orders o WHERE ${where}
        ORDER BY o.id ${limit === undefined ? sql.empty : sql`LIMIT ${limit}`} FOR NO KEY UPDATE`,
  );
  for (const row of rows) locks.orders.add(row.id);
  return rows;
}

/** Locks the tenants until the transaction ends, in id order; returns the ids found. */
export async function lockTenants(tx: Tx, tenantIds: number[]): Promise<number[]> {
  if (!tenantIds.length) return [];
  const rows = await tx.query<{ id: number }>(
    sql`SELECT id FROM tenants WHERE id = ANY(${[...new Set(tenantIds)]}::int[])
        ORDER BY id FOR NO KEY UPDATE`,
  );
  const locks = locksOf(tx);
  for (const row of rows) locks.tenants.add(row.id);
  return rows.map((row) => row.id);
}

export interface LockedTenant {
  id: number;
  first_name: string;
  last_name: string;
  is_deleted: boolean;
  /** The tenant's order that is not completed, or null. */
  open_order_id: number | null;
  /** The house that order was made in (`orders.property_id`): where the tenant's money belongs. */
  property_id: number | null;
}

/**
 * Locks one tenant until the transaction ends and reads it with its open order (not locked: an
 * order is created with its tenant locked, so none can appear meanwhile); null when there is none.
 * The open order is read in a statement of its own: under READ COMMITTED, a statement that waited
 * for the tenant's lock still reads the other tables as they were when it started.
 */
export async function lockTenant(tx: Tx, tenantId: number): Promise<LockedTenant | null> {
  const [tenant] = await tx.query<Omit<LockedTenant, 'open_order_id' | 'property_id'>>(
    sql`SELECT id, first_name, last_name, deleted_at IS NOT NULL AS is_deleted FROM tenants
        WHERE id = ${tenantId} FOR NO KEY UPDATE`,
  );
  if (!tenant) return null;
  locksOf(tx).tenants.add(tenant.id);
  const [open] = await tx.query<{ id: number; property_id: number | null }>(
    sql`SELECT o.id, o.property_id FROM orders o WHERE o.tenant_id = ${tenantId} AND o.status <> 'completed'`,
  );
  return { ...tenant, open_order_id: open?.id ?? null, property_id: open?.property_id ?? null };
}

/** The tenants the posting function is about to move: each must be locked by this transaction. */
export function checkTenantsLocked(tx: Tx, tenantIds: Iterable<number>) {
  const locked = held.get(tx)?.tenants;
  for (const id of tenantIds) {
    if (!locked?.has(id)) throw new Error(`tenant ${id} is not locked: lock it (ledger/locks.ts) first`);
  }
}

/** The tenant's open order changed between locking it and locking the tenant: start again. */
class OpenOrderChanged extends Error {}

const MAX_ATTEMPTS = 5;

/**
 * Runs `work` in a transaction with the tenant locked, and their open order before it (a payment or a
 * void can change whether that order is overdue); `tenant` is null when there is no such tenant. An
 * order created for the tenant between the two locks is not locked: the transaction starts over, a
 * few times at most, rather than lock it after the tenant, then answers 409 (try again).
 */
export async function withTenantLocked<T>(
  db: Db,
  tenantId: number,
  work: (tx: Tx, tenant: LockedTenant | null) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const orders = await lockOrders(tx, sql`o.tenant_id = ${tenantId} AND o.status <> 'completed'`);
        const tenant = await lockTenant(tx, tenantId);
        const open = tenant?.open_order_id;
        if (open != null && !orders.some((o) => o.id === open)) throw new OpenOrderChanged();
        return work(tx, tenant);
      });
    } catch (error) {
      if (!(error instanceof OpenOrderChanged)) throw error;
      // Orders kept changing under us: nothing was written; the client may simply try again.
      if (attempt >= MAX_ATTEMPTS) throw new AppError('conflict', FINANCE_MESSAGES.orderChanged);
    }
  }
}
