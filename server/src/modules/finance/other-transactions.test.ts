import { FINANCE_MESSAGES, otherTransaction, todayIn } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/audit';
import { sql } from '../../db/sql';
import { fieldErrors, useTestApp } from '../../../test/app';
import { buildProperty, buildTenant, subTypeIdOf } from '../../../test/factories';
import { balanceOf, expectLedgerSound } from '../../../test/ledger-helpers';

/** POST /api/transactions/: a property's income or expense ("other" in the Create Transactions dialog). */
const ctx = useTestApp({ signedIn: { superuser: true } });

const sub = (type: 'income' | 'expense', name: string) => subTypeIdOf(ctx.database.db, type, name);

describe('POST /api/transactions/', () => {
  it('records an expense of a property and answers the ledger row', async () => {
    const property = await buildProperty(ctx.database.db, { address: '1418 N Mozart St' });
    const res = await ctx.client.post('/api/transactions/', {
      type: 'expense',
      sub_type_id: await sub('expense', 'Utilities'),
      property_id: property.id,
      amount: '412.37',
      description: 'ComEd, March',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(otherTransaction.parse(res.json())).toEqual({
      id: expect.any(Number),
      type: 'expense',
      sub_type: { id: await sub('expense', 'Utilities'), name: 'Utilities' },
      amount: '412.37',
      current_balance: null,
      description: 'ComEd, March',
      booked_on: todayIn('America/New_York'),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      received_on: null, // an income or expense row: only a payment's row has one
      tenant: null,
      property: { id: property.id, address: '1418 N Mozart St' },
      related_id: null,
      reverses_id: null,
      is_reversed: false,
    });
    const audit = await auditOf(ctx.database.db, 'transaction', res.json().id);
    expect(audit).toMatchObject([{ action: 'create' }]);
    await expectLedgerSound(ctx.database.db);
  });

  it("names the tenant it concerns (also an inactive one) without moving the tenant's balance", async () => {
    const property = await buildProperty(ctx.database.db, { isActive: false });
    const tenant = await buildTenant(ctx.database.db, {
      firstName: 'Ann',
      lastName: 'Lee',
      deletedAt: new Date(),
    });
    const res = await ctx.client.post('/api/transactions/', {
      type: 'income',
      sub_type_id: await sub('income', 'Deposit forfeited'),
      property_id: property.id,
      tenant_id: tenant.id,
      amount: 200,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'income',
      amount: '200.00',
      description: '',
      tenant: { id: tenant.id, first_name: 'Ann', last_name: 'Lee' },
    });
    expect(await balanceOf(ctx.database.db, tenant.id)).toBe('0.00');
    await expectLedgerSound(ctx.database.db);
  });

  it('says which fields are missing or wrong', async () => {
    expect(fieldErrors(await ctx.client.post('/api/transactions/', {}))).toEqual({
      type: ['This field is required.'],
      sub_type_id: ['This field is required.'],
      property_id: ['This field is required.'],
      amount: ['This field is required.'],
    });
    expect(fieldErrors(await ctx.client.post('/api/transactions/', { type: 'fee' })).type).toEqual([
      '"fee" is not a valid choice.',
    ]);
    const property = await buildProperty(ctx.database.db);
    const body = async (extra: Record<string, unknown>) => ({
      type: 'expense',
      sub_type_id: await sub('expense', 'Repairs'),
      property_id: property.id,
      amount: '10.00',
      ...extra,
    });
    const notExpense = { sub_type_id: [FINANCE_MESSAGES.subTypeKind('expense')] };
    // A category of the other direction, a payment method, an unknown or an inactive one.
    for (const id of [
      await sub('income', 'Laundry'),
      await subTypeIdOf(ctx.database.db, 'payment', 'Cash'),
      999_999,
    ]) {
      expect(
        fieldErrors(await ctx.client.post('/api/transactions/', await body({ sub_type_id: id }))),
      ).toEqual(notExpense);
    }
    const mortgage = await sub('expense', 'Mortgage');
    await ctx.database.db.query(
      sql`UPDATE transaction_sub_types SET is_active = false WHERE id = ${mortgage}`,
    );
    expect(
      fieldErrors(await ctx.client.post('/api/transactions/', await body({ sub_type_id: mortgage }))),
    ).toEqual(notExpense);
    expect(
      fieldErrors(
        await ctx.client.post('/api/transactions/', await body({ property_id: 999_999, tenant_id: 999_999 })),
      ),
    ).toEqual({
      property_id: ['This property does not exist.'],
      tenant_id: ['This tenant does not exist.'],
    });
    expect((await ctx.client.post('/api/transactions/', await body({ tenant_id: null }))).statusCode).toBe(
      201,
    );
  });
});
