import { sql } from '../src/db/sql';
import type { Paged, Transaction } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { useRecordedHouse } from './api-shapes';

/** The lists and details, recorded (api-shapes.ts). */
const { house, record, gets, page, transactions } = useRecordedHouse();

describe('the API as recorded on the demo house: reads', () => {
  it('answers the places lists and details', async () => {
    await record('places', [
      ...gets([
        '/api/properties/',
        '/api/properties/?ordering=-rooms_count',
        '/api/properties/?search=st&ordering=city',
        '/api/properties/?search=tx',
        '/api/properties/?is_active=true&ordering=-zip_code&page=2&page_size=2',
        '/api/properties/2/',
        '/api/properties/2/rooms/',
        '/api/properties/2/rooms/?gender_designation=female&ordering=-beds_count',
        '/api/properties/2/rooms/?search=20',
        '/api/rooms/',
        '/api/rooms/?ordering=-beds_count',
        '/api/rooms/?ordering=-property&page=2',
        '/api/rooms/?search=baltimore&ordering=number',
        '/api/rooms/?search=201&ordering=-property',
        '/api/rooms/?gender_designation=female&ordering=-number&page=2',
        '/api/rooms/?gender_designation=male&gender_designation=mixed&ordering=gender_designation',
        '/api/rooms/?property=3&page_size=5',
        '/api/rooms/7/',
        '/api/rooms/7/beds/',
        '/api/rooms/7/beds/?ordering=-price',
        '/api/beds/',
        '/api/beds/?ordering=-price',
        '/api/beds/?ordering=room&page=3',
        '/api/beds/?search=mozart&ordering=-price',
        '/api/beds/?search=102&ordering=room',
        '/api/beds/?search=killingsworth+3&ordering=-number',
        '/api/beds/?search=austin',
        '/api/beds/?property=2&ordering=price',
        '/api/beds/?room=7',
        '/api/beds/?property=1&room=30',
        '/api/beds/15/',
      ]),
    ]);
  });

  it('answers the tenants list, details and ledgers', async () => {
    const first = async (query: string) =>
      (await page<{ id: number }>(`/api/tenants/?${query}`)).results[0]!.id;
    const ids = {
      active: await first('orders__status=active'),
      overdue: await first('orders__status=overdue&ordering=balance_amount'),
      completed: await first('orders__status=completed&deleted=false'),
      noOrder: await first('orders__status=no_order&deleted=false'),
      inactive: await first('deleted=true'),
      promised: await first('ordering=expected_payment_date'),
    };
    await record('tenants', [
      ...gets([
        '/api/tenants/',
        '/api/tenants/?deleted=false',
        '/api/tenants/?deleted=true',
        '/api/tenants/?orders__status=overdue',
        '/api/tenants/?orders__status=active&orders__status=overdue&ordering=-balance_amount',
        '/api/tenants/?orders__status=no_order&orders__status=completed',
        '/api/tenants/?orders__status=no_order&deleted=false',
        '/api/tenants/?ordering=-balance_amount',
        '/api/tenants/?ordering=expected_payment_date',
        '/api/tenants/?ordering=-expected_payment_date',
        '/api/tenants/?ordering=-orders__rent_amount',
        '/api/tenants/?ordering=orders__created_at&page=2',
        '/api/tenants/?ordering=-orders__rent_records__rent_due_date',
        '/api/tenants/?search=garcia',
        '/api/tenants/?search=maria,lopez',
        '/api/tenants/?search=(312)',
        '/api/tenants/?search=gmail&orders__status=overdue&ordering=-balance_amount',
        '/api/tenants/?page=3&page_size=5',
        ...Object.values(ids).map((id) => `/api/tenants/${id}/`),
        `/api/tenants/${ids.active}/transactions/`,
        `/api/tenants/${ids.overdue}/transactions/?type=payment`,
        `/api/tenants/${ids.overdue}/transactions/?type=rent&type=fee&page=2&page_size=3`,
        `/api/tenants/${ids.completed}/transactions/`,
        `/api/tenants/${ids.noOrder}/transactions/`,
      ]),
    ]);
  });

  it('answers the orders, the finance details, the transactions list and the reports', async () => {
    const tenant = await page<{ id: number; current_order: { id: number } | null }>(
      '/api/tenants/?orders__status=active',
    );
    const completed = (
      await house.client.get(
        `/api/tenants/${(await page<{ id: number }>('/api/tenants/?orders__status=completed')).results[0]!.id}/`,
      )
    ).json() as { orders: Array<{ id: number }> };
    const payments = await transactions('type=payment&ordering=created_at');
    const fees = await transactions('type=fee&ordering=created_at');
    const rent = await transactions('type=rent&ordering=created_at');
    const reversals = await transactions('type=payment&type=fee&ordering=-created_at');
    const cancelled = await transactions('type=rent&ordering=-amount');
    const related = (rows: Transaction[], pick: (row: Transaction) => boolean) =>
      rows.find(pick)?.related_id ?? 'none';
    const subTypes = (await house.client.get('/api/transaction-sub-types/')).json() as Array<{
      id: number;
      type: string;
    }>;
    const feeType = subTypes.find((s) => s.type === 'fee')!.id;
    const settled = await house.ctx.database.db.query<{ order_id: number; deducted: boolean }>(
      sql`SELECT d.order_id, EXISTS (SELECT 1 FROM fees f WHERE f.deposit_id = d.id) AS deducted
          FROM deposits d WHERE d.status = 'settled' ORDER BY d.id`,
    );
    await record('finance', [
      ...gets([
        '/api/orders/available_tenants/',
        '/api/orders/available_beds/',
        `/api/orders/${tenant.results[0]!.current_order!.id}/`,
        `/api/orders/${completed.orders[0]!.id}/`,
        `/api/board/?property=${(await page<{ id: number }>('/api/properties/?ordering=rooms_count')).results[0]!.id}`,
        '/api/board/arrivals-departures/',
        '/api/transaction-sub-types/',
        '/api/transaction-sub-types/?is_active=true&type=payment',
        '/api/transaction-sub-types/?type=fee',
        '/api/transaction-sub-types/?type=expense',
        `/api/transaction-sub-types/${feeType}/get-amount/`,
        `/api/payments/${related(payments, () => true)}/`,
        `/api/payments/${related(reversals, (r) => r.type === 'payment' && r.reverses_id !== null)}/`,
        `/api/fees/${related(fees, (r) => !r.is_reversed)}/`,
        `/api/fees/${related(reversals, (r) => r.type === 'fee' && r.reverses_id !== null)}/`,
        `/api/rent-confirmations/${related(rent, () => true)}/`,
        `/api/rent-confirmations/${related(cancelled, (r) => r.reverses_id !== null)}/`,
        `/api/rent-confirmations/${related(rent.slice().reverse(), () => true)}/`,
        '/api/transactions/',
        '/api/transactions/?page_size=5&type=payment',
        '/api/transactions/?type=rent&type=fee&ordering=-amount&page_size=10',
        '/api/transactions/?ordering=amount&page_size=10',
        '/api/transactions/?type=income&type=expense&ordering=created_at&page_size=10',
        '/api/transactions/?tenant=garcia&page_size=10',
        '/api/transactions/?property=mozart&type=expense&page_size=10',
        `/api/transactions/?date_from=2026-03-08&date_to=2026-03-08&page_size=50`,
        `/api/transactions/?sub_type=${feeType}&page_size=10`,
        '/api/transactions/csv/?date_from=2026-03-01&date_to=2026-03-02',
        '/api/reportsapp/total/?start=2026-03-01&end=2026-03-31',
        '/api/reportsapp/total/?start=2026-01-01&end=2026-01-31',
        '/api/reportsapp/total/?start=2025-12-20&end=2026-03-20',
        `/api/orders/${tenant.results[0]!.current_order!.id}/deposit/`,
        `/api/orders/${settled[0]!.order_id}/deposit/`,
        `/api/orders/${settled.find((d) => d.deducted)!.order_id}/deposit/`,
        '/api/reportsapp/deposits/',
        '/api/reportsapp/deposits/?property=1',
        '/api/reportsapp/properties/?start=2026-03-01&end=2026-03-31',
        '/api/transactions/?type=deposit&type=refund&page_size=10',
      ]),
      [
        'POST /api/orders/get_beds_total_price/',
        () => house.client.post('/api/orders/get_beds_total_price/', { beds: [1, 2, 3] }),
      ],
    ]);
    // Following `next` keeps the filters and reaches every row once.
    const seen: number[] = [];
    for (let url: string | null = '/api/transactions/?page_size=40&type=payment'; url;) {
      const batch: Paged<Transaction> = await page<Transaction>(url);
      seen.push(...batch.results.map((r) => r.id));
      url = batch.next;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(payments.length < 100 ? payments.length : seen.length);
  });

  it('answers the search from anywhere', async () => {
    await record(
      'search',
      gets([
        '/api/search/?q=garcia',
        '/api/search/?q=maria+lopez',
        '/api/search/?q=(312)',
        '/api/search/?q=mozart',
        '/api/search/?q=room+201',
        '/api/search/?q=650',
        '/api/search/?q=2026',
        '/api/search/?q=g',
      ]),
    );
  });

  it('answers who is signed in, and the health check', async () => {
    await record('session', gets(['/api/user/', '/api/health/']));
  });

  it('answers the daily summary, the free beds and the rent records', async () => {
    await record(
      'reports',
      gets([
        '/api/reportsapp/summary/?start=2026-02-25&end=2026-03-20',
        '/api/reportsapp/summary/?start=2026-03-21&end=2026-03-22',
        '/api/reportsapp/free-beds/',
        '/api/rent-confirmations/?page_size=10',
        '/api/rent-confirmations/?status=unpaid&ordering=remaining_amount&page_size=10',
        '/api/rent-confirmations/?status=paid&due_from=2026-03-01&due_to=2026-03-07&ordering=tenant',
        '/api/rent-confirmations/?property=2&tenant=a&ordering=-rent_amount&page=2&page_size=5',
      ]),
    );
  });
});
