import { collectionFigures, todayIn } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildOrder, subTypeIdOf } from '../../../test/factories';
import { confirmationsOf } from '../../../test/ledger-helpers';
import { sql } from '../../db/sql';
import { postPayment } from '../finance/payments.service';
import { getCollection } from './reports.service';

/**
 * The dashboard's collection figures (issue 30): of the rent due in a range, the share paid by its due
 * date + grace days, and how many days late the rest was paid (or is, while unpaid). Hand-computed.
 */
const ctx = useTestApp({ signedIn: { superuser: true } });

describe('the collection figures', () => {
  it('count rent paid by the deadline as on time, the rest by its days late, and leave out rent still within its grace days', async () => {
    const db = ctx.database.db;
    await db.query(sql`UPDATE business_settings SET grace_days = 2`);
    const cash = await subTypeIdOf(db, 'payment', 'Cash');
    const order = (startDate: string) => buildOrder(db, { startDate, rentAmount: '500.00', leadDays: 0 });
    const pay = (tenantId: number, received_on: string) =>
      postPayment(
        db,
        { tenant_id: tenantId, method_id: cash, amount: '500.00', description: null, received_on },
        null,
        {
          today: '2026-09-10',
        },
      );
    const onTime = await order('2026-09-01');
    const late = await order('2026-09-01');
    const unpaid = await order('2026-09-01');
    const inGrace = await order('2026-09-09');
    await pay(onTime.tenant.id, '2026-09-03'); // the deadline: due 09-01 + 2 days, typed on the 10th
    await pay(late.tenant.id, '2026-09-05'); // 4 days late
    // The rent is paid on the day the money was received, whenever it was typed.
    expect((await confirmationsOf(db, onTime.id))[0]).toMatchObject({
      status: 'paid',
      paid_date: '2026-09-03',
    });
    expect((await confirmationsOf(db, late.id))[0]).toMatchObject({
      status: 'paid',
      paid_date: '2026-09-05',
    });

    // On September 10: the unpaid rent of 09-01 is 9 days late; that of 09-09 is within its grace days.
    expect(await getCollection(db, { start: '2026-09-01', end: '2026-09-30' }, '2026-09-10')).toEqual({
      rent_charges: 3,
      on_time: 1,
      on_time_rate: 33.33,
      average_days_late: 6.5, // (4 + 9) / 2
    });
    // Two days later the rent of 09-09 is past its deadline too: 11 days late and 3 for it.
    expect(await getCollection(db, { start: '2026-09-01', end: '2026-09-30' }, '2026-09-12')).toEqual({
      rent_charges: 4,
      on_time: 1,
      on_time_rate: 25,
      average_days_late: 6, // (4 + 11 + 3) / 3
    });
    // One property: the unpaid one's.
    const [bed] = await db.query<{ property_id: number }>(
      sql`SELECT b.property_id FROM order_beds ob JOIN beds b ON b.id = ob.bed_id WHERE ob.order_id = ${unpaid.id}`,
    );
    expect(
      await getCollection(
        db,
        { start: '2026-09-01', end: '2026-09-30', property: bed!.property_id },
        '2026-09-10',
      ),
    ).toEqual({ rent_charges: 1, on_time: 0, on_time_rate: 0, average_days_late: 9 });
    expect(await getCollection(db, { start: '2026-10-01', end: '2026-10-31' }, '2026-09-10')).toEqual({
      rent_charges: 0,
      on_time: 0,
      on_time_rate: null,
      average_days_late: null,
    });
    expect(inGrace.id).toBeGreaterThan(0);

    const res = await ctx.client.get(
      `/api/reportsapp/collection/?start=2026-09-01&end=${todayIn('America/New_York')}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(collectionFigures.parse(res.json()).rent_charges).toBe(4);
  });
});
