import type { RentConfirmation } from '@bunkhouse/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { isoTime } from '../orders/orders.queries';

export async function findRentConfirmation(db: Executor, id: number): Promise<RentConfirmation | null> {
  const [row] = await queryRows<
    Omit<RentConfirmation, 'tenant'> & { tenant_id: number; first_name: string; last_name: string }
  >(
    db,
    sql`SELECT rc.id, rc.order_id, rc.tenant_id, t.first_name, t.last_name, rc.rent_amount, rc.remaining_amount,
               rc.status, rc.rent_due_date, rc.paid_date, rc.description, ${isoTime(sql`rc.created_at`)} AS created_at
        FROM rent_confirmations rc JOIN tenants t ON t.id = rc.tenant_id
        WHERE rc.id = ${id}`,
  );
  if (!row) return null;
  const { tenant_id, first_name, last_name, ...rest } = row;
  return { ...rest, tenant: { id: tenant_id, first_name, last_name } };
}
