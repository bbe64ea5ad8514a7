import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Executor, type Tx } from '../../db/client';

/**
 * Money of a tenant moves with the tenant's row locked, and, since a payment or a void can change
 * whether their order is overdue, with their open order locked before it (lock order everywhere:
 * orders before tenants, each by id; DOMAIN "Money and the ledger", decision 006).
 */
export interface LockedTenant {
  id: number;
  first_name: string;
  last_name: string;
  is_deleted: boolean;
  /** The tenant's order that is not completed (locked), or null. */
  open_order_id: number | null;
  /** The property of that order's lowest-id bed: where the tenant's money belongs. */
  property_id: number | null;
}

/** The tenant's open order changed between locking it and locking the tenant: start again. */
class OpenOrderChanged extends Error {}

/**
 * Locks the tenant's open order, then the tenant, then reads the open order again: an order created
 * for the tenant in between (its creation holds the tenant's lock, so none can appear after) is not
 * locked, and the transaction starts over rather than lock it after the tenant. The re-read is its own
 * statement: under READ COMMITTED, a statement that waited for the tenant's lock still reads the other
 * tables as they were when it started.
 */
async function lockTenantWithOpenOrder(tx: Executor, tenantId: number): Promise<LockedTenant | null> {
  const locked = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM orders WHERE tenant_id = ${tenantId} AND status <> 'completed'
        ORDER BY id FOR NO KEY UPDATE`,
  );
  const [tenant] = await queryRows<Pick<LockedTenant, 'id' | 'first_name' | 'last_name' | 'is_deleted'>>(
    tx,
    sql`SELECT id, first_name, last_name, deleted_at IS NOT NULL AS is_deleted FROM tenants
        WHERE id = ${tenantId} FOR NO KEY UPDATE`,
  );
  if (!tenant) return null;
  const [open] = await queryRows<{ id: number; property_id: number | null }>(
    tx,
    sql`SELECT o.id,
               (SELECT r.property_id FROM order_beds ob JOIN beds b ON b.id = ob.bed_id
                  JOIN rooms r ON r.id = b.room_id
                WHERE ob.order_id = o.id ORDER BY ob.bed_id LIMIT 1) AS property_id
        FROM orders o WHERE o.tenant_id = ${tenantId} AND o.status <> 'completed'`,
  );
  if (open && !locked.some((o) => o.id === open.id)) throw new OpenOrderChanged();
  return { ...tenant, open_order_id: open?.id ?? null, property_id: open?.property_id ?? null };
}

const MAX_ATTEMPTS = 5;

/**
 * Runs `work` in a transaction with the tenant (and their open order) locked; `tenant` is null when
 * there is no such tenant. Starts over, a few times at most, only when an order was created for the
 * tenant while it waited for the locks.
 */
export async function withTenantLocked<T>(
  db: Db,
  tenantId: number,
  work: (tx: Tx, tenant: LockedTenant | null) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => work(tx, await lockTenantWithOpenOrder(tx, tenantId)));
    } catch (error) {
      if (!(error instanceof OpenOrderChanged) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
