import { addDays, todayIn } from '@bunkhouse/contract';
import { sql } from '../../db/sql';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import { buildBed, buildOrder, buildTenant } from '../../../test/factories';
import { expectLedgerSound } from '../../../test/ledger-helpers';
import type { Database } from '../../db/database';
import { runBilling } from '../../modules/billing/billing.service';
import { closeOrder, createOrder } from '../orders/orders.service';

/** Orders, rent and closes dated at given instants (the demo seed's history); rent.test.ts has the cycle. */
let database: Database;
beforeEach(async () => {
  database = await freshDatabase();
});

describe('history recorded after the fact (the demo seed)', () => {
  /** Business time of the rows' creation: the order, its confirmations and its tenant's ledger rows. */
  const timesOf = async (orderId: number) =>
    (
      await database.db.query<{
        order_made: string;
        order_closed: string | null;
        confirmations: string[];
        rows: string[];
      }>(sql`SELECT to_char(o.created_at AT TIME ZONE 'America/New_York', 'YYYY-MM-DD HH24:MI') AS order_made,
                   to_char(o.deleted_at AT TIME ZONE 'America/New_York', 'YYYY-MM-DD HH24:MI') AS order_closed,
                   (SELECT array_agg(to_char(rc.created_at AT TIME ZONE 'America/New_York', 'YYYY-MM-DD HH24:MI')
                                     ORDER BY rc.id)
                    FROM rent_confirmations rc WHERE rc.order_id = o.id) AS confirmations,
                   (SELECT array_agg(to_char(t.created_at AT TIME ZONE 'America/New_York', 'YYYY-MM-DD HH24:MI')
                                     ORDER BY t.id)
                    FROM transactions t WHERE t.tenant_id = o.tenant_id) AS rows
            FROM orders o WHERE o.id = ${orderId}`)
    )[0]!;

  it('dates the order, its rent and its close at the instants given', async () => {
    const tenant = await buildTenant(database.db);
    const bed = await buildBed(database.db);
    const at = (day: string) => `${day} 08:00:00 America/New_York`;
    const order = await createOrder(
      database.db,
      {
        tenant_id: tenant.id,
        bed_ids: [bed.id],
        period_payment: 'weekly',
        rent_amount: '100.00',
        start_date: '2026-03-01',
      },
      null,
      { today: '2026-03-01', leadDays: 5, at: at('2026-03-01') },
    );
    await runBilling(database.db, { today: '2026-03-03', leadDays: 5, at: at('2026-03-03') }); // due 03-08
    await runBilling(database.db, { today: '2026-03-10', leadDays: 5, at: at('2026-03-10') }); // due 03-15
    await closeOrder(database.db, order.id, null, {
      today: '2026-03-12',
      at: '2026-03-12 17:30:00 America/New_York',
    });
    expect(await timesOf(order.id)).toEqual({
      order_made: '2026-03-01 08:00',
      order_closed: '2026-03-12 17:30',
      confirmations: ['2026-03-01 08:00', '2026-03-03 08:00', '2026-03-10 08:00'],
      // Three charges, then the reversal of the one due 03-15.
      rows: ['2026-03-01 08:00', '2026-03-03 08:00', '2026-03-10 08:00', '2026-03-12 17:30'],
    });
    await expectLedgerSound(database.db, { tenantId: tenant.id });
  });

  it('dates them now without an instant', async () => {
    const order = await buildOrder(database.db, { periodPayment: 'weekly', rentAmount: '100.00' });
    await closeOrder(database.db, order.id, null, { today: addDays(todayIn('America/New_York'), -1) });
    const [row] = await database.db.query<{ stale: number }>(sql`SELECT count(*) AS stale FROM (
            SELECT created_at FROM orders UNION ALL SELECT deleted_at FROM orders
            UNION ALL SELECT created_at FROM rent_confirmations UNION ALL SELECT created_at FROM transactions) x
          WHERE created_at < now() - interval '1 minute' OR created_at > now()`);
    expect(row!.stale).toBe(0);
  });
});
