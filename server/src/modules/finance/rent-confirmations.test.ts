import { displayDate, rentConfirmation, SEEDED_GROUPS, todayIn } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildOrder, buildPayment } from '../../../test/factories';
import { confirmationsOf, expectLedgerSound } from '../../../test/ledger-helpers';

/** GET /api/rent-confirmations/{id}/: the detail popup of a rent row. */
const ctx = useTestApp({ signedIn: { permissions: [...SEEDED_GROUPS.Accounting!] } });
const today = () => todayIn('America/New_York');

describe('GET /api/rent-confirmations/{id}/', () => {
  it('answers the confirmation with its tenant, what remains and when it was paid', async () => {
    const order = await buildOrder(ctx.database.db, { rentAmount: '650.00' });
    await buildPayment(ctx.database.db, { tenantId: order.tenant.id, amount: '650.00' });
    const [confirmation] = await confirmationsOf(ctx.database.db, order.id);
    const res = await ctx.client.get(`/api/rent-confirmations/${confirmation!.id}/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(rentConfirmation.parse(res.json())).toEqual({
      id: confirmation!.id,
      order_id: order.id,
      tenant: order.tenant,
      rent_amount: '650.00',
      remaining_amount: '0.00',
      status: 'paid',
      rent_due_date: today(),
      paid_date: today(),
      description: `Monthly rent of order #${order.id} due ${displayDate(today())}`, // dd MMM yyyy, as on screen
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    for (const id of ['999999', 'abc']) {
      expect((await ctx.client.get(`/api/rent-confirmations/${id}/`)).statusCode).toBe(404);
    }
    await expectLedgerSound(ctx.database.db, { today: today() });
  });
});
