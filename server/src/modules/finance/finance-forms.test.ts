import { FINANCE_MESSAGES, SEEDED_GROUPS } from '@bunkhouse/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type TestClient, useTestApp } from '../../../test/app';
import {
  buildFee,
  buildOrder,
  buildPayment,
  buildProperty,
  buildTenant,
  subTypeIdOf,
} from '../../../test/factories';
import { balanceOf, confirmationsOf, expectLedgerSound } from '../../../test/ledger-helpers';

/** What the three posting forms accept as an amount, and who may post, read and void. */
const ctx = useTestApp();
let manager: TestClient;
beforeAll(async () => {
  ({ client: manager } = await signedInClient(ctx, { superuser: true }));
});

/** A valid body for each posting endpoint, for a fresh tenant (and property). */
async function bodies() {
  const db = ctx.database.db;
  const tenant = await buildTenant(db);
  const property = await buildProperty(db);
  return {
    tenantId: tenant.id,
    forms: {
      '/api/payments/': { tenant_id: tenant.id, method_id: await subTypeIdOf(db, 'payment', 'Venmo') },
      '/api/fees/': { tenant_id: tenant.id, type_id: await subTypeIdOf(db, 'fee', 'Damage') },
      '/api/transactions/': {
        type: 'income',
        sub_type_id: await subTypeIdOf(db, 'income', 'Parking'),
        property_id: property.id,
      },
    } as Record<string, Record<string, unknown>>,
  };
}

describe('amounts', () => {
  it('refuses 0, negatives, a third decimal, more than 1,000,000.00 and non-numbers, on the amount field', async () => {
    const { tenantId, forms } = await bodies();
    const cases: Array<[unknown, string]> = [
      [0, 'Amount must be greater than 0.'],
      ['0.00', 'Amount must be greater than 0.'],
      [-1, 'Enter a positive amount with at most 2 decimal places.'],
      ['-1.00', 'Enter a positive amount with at most 2 decimal places.'],
      [1.234, 'Enter a positive amount with at most 2 decimal places.'],
      ['1.005', 'Enter a positive amount with at most 2 decimal places.'],
      ['1000000.01', 'Amount must be at most 1,000,000.00.'],
      ['abc', 'Enter a positive amount with at most 2 decimal places.'],
      [1e21, 'Enter a positive amount with at most 2 decimal places.'],
      ['1e3', 'Enter a positive amount with at most 2 decimal places.'],
      [true, 'Enter a positive amount with at most 2 decimal places.'],
      [null, 'This field is required.'],
      ['  ', 'This field is required.'],
    ];
    for (const [url, form] of Object.entries(forms)) {
      for (const [amount, message] of cases) {
        const res = await manager.post(url, { ...form, amount });
        expect(res.statusCode, `${url} ${JSON.stringify(amount)}`).toBe(400);
        expect(res.json(), `${url} ${JSON.stringify(amount)}`).toEqual({ amount: [message] });
      }
    }
    expect(await balanceOf(ctx.database.db, tenantId)).toBe('0.00');
  });

  it('takes 1,000,000.00 and whole, one- or two-decimal amounts as given: never a rounding', async () => {
    const { forms } = await bodies();
    for (const [url, form] of Object.entries(forms)) {
      for (const [amount, stored] of [
        ['1000000.00', '1000000.00'],
        [1000000, '1000000.00'],
        [0.1, '0.10'],
        ['19.99', '19.99'],
        [' 7.5 ', '7.50'],
        [0.01, '0.01'],
      ] as const) {
        const res = await manager.post(url, { ...form, amount });
        expect(res.statusCode, `${url} ${amount}: ${res.body}`).toBe(201);
        expect(res.json().amount).toBe(stored);
      }
    }
    await expectLedgerSound(ctx.database.db);
  });
});

describe('permissions (the seeded groups)', () => {
  it('lets Front desk take payments and charge fees, but not void them or post income and expense', async () => {
    const { client } = await signedInClient(ctx, { permissions: [...SEEDED_GROUPS['Front desk']!] });
    const order = await buildOrder(ctx.database.db);
    const { forms } = await bodies();
    const tenant = { tenant_id: order.tenant.id };
    const paid = await client.post('/api/payments/', {
      ...forms['/api/payments/'],
      ...tenant,
      amount: '650',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const fee = await client.post('/api/fees/', { ...forms['/api/fees/'], ...tenant, amount: '20' });
    expect(fee.statusCode, fee.body).toBe(201);
    expect((await client.get(`/api/payments/${paid.json().id}/`)).statusCode).toBe(200);
    expect((await client.get(`/api/fees/${fee.json().id}/`)).statusCode).toBe(200);
    const [confirmation] = await confirmationsOf(ctx.database.db, order.id);
    expect((await client.get(`/api/rent-confirmations/${confirmation!.id}/`)).statusCode).toBe(200);
    for (const [url, body] of [
      [`/api/payments/${paid.json().id}/void/`, { reason: 'x' }],
      [`/api/fees/${fee.json().id}/void/`, { reason: 'x' }],
      ['/api/transactions/', { ...forms['/api/transactions/'], amount: '5' }],
    ] as const) {
      const res = await client.post(url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({
        detail: 'You do not have permission to perform this action.',
        code: 'permission_denied',
      });
    }
    expect((await client.get(`/api/payments/${paid.json().id}/`)).json().void).toBeNull();
    await expectLedgerSound(ctx.database.db);
  });

  it('lets Accounting void and post income and expense', async () => {
    const { client } = await signedInClient(ctx, { permissions: [...SEEDED_GROUPS.Accounting!] });
    const payment = await buildPayment(ctx.database.db, { amount: '10.00' });
    const fee = await buildFee(ctx.database.db, { amount: '10.00' });
    expect((await client.post(`/api/payments/${payment.id}/void/`, { reason: 'Bounced' })).statusCode).toBe(
      200,
    );
    expect((await client.post(`/api/fees/${fee.id}/void/`, { reason: 'Waived' })).statusCode).toBe(200);
    const { forms } = await bodies();
    expect(
      (await client.post('/api/transactions/', { ...forms['/api/transactions/'], amount: '5' })).statusCode,
    ).toBe(201);
    await expectLedgerSound(ctx.database.db);
  });

  it('refuses staff without the permission', async () => {
    const { client } = await signedInClient(ctx, { permissions: ['tenants.view'] });
    const payment = await buildPayment(ctx.database.db);
    const fee = await buildFee(ctx.database.db);
    const { forms } = await bodies();
    for (const [method, url] of [
      ['POST', '/api/payments/'],
      ['POST', '/api/fees/'],
      ['POST', '/api/transactions/'],
      ['GET', `/api/payments/${payment.id}/`],
      ['GET', `/api/fees/${fee.id}/`],
      ['GET', '/api/rent-confirmations/1/'],
    ] as const) {
      const res = await client.request({
        method,
        url,
        payload: method === 'POST' ? { ...forms[url], amount: '1' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // Any signed-in user reads the sub-types.
    expect((await client.get('/api/transaction-sub-types/?type=fee')).statusCode).toBe(200);
  });
});

describe('the form fields (spec §7: "payload being the form fields")', () => {
  it('takes the whole Create Transactions form on each endpoint, the other kinds’ fields empty', async () => {
    const db = ctx.database.db;
    const { tenantId, forms } = await bodies();
    const whole = {
      transaction_type: '',
      direction: 'income',
      type: 'income',
      sub_type_id: null,
      property_id: null,
      tenant_id: null,
      amount: '25.00',
      description: '',
      method_id: null,
      type_id: null,
    };
    const sent = {
      '/api/payments/': { ...whole, ...forms['/api/payments/'], transaction_type: 'payment' },
      '/api/fees/': {
        ...whole,
        ...forms['/api/fees/'],
        transaction_type: 'fee',
        direction: 'expense',
        type: '',
      },
      '/api/transactions/': { ...whole, ...forms['/api/transactions/'], transaction_type: 'other' },
    };
    for (const [url, body] of Object.entries(sent)) {
      const res = await manager.post(url, body);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    }
    expect(await balanceOf(db, tenantId)).toBe('0.00'); // +25 payment, −25 fee
    await expectLedgerSound(db);
  });

  it('refuses a kind sent to another kind’s endpoint, another kind’s field with a value, and fields the form lacks', async () => {
    const { tenantId, forms } = await bodies();
    const lateFee = await subTypeIdOf(ctx.database.db, 'fee', 'Late fee');
    const cases: Array<[string, Record<string, unknown>, Record<string, string[]>]> = [
      [
        '/api/payments/',
        { ...forms['/api/payments/'], amount: '5.00', transaction_type: 'fee' },
        { transaction_type: [FINANCE_MESSAGES.wrongTransactionType('payment')] },
      ],
      [
        '/api/fees/',
        { ...forms['/api/fees/'], amount: '5.00', transaction_type: 'payment' },
        { transaction_type: [FINANCE_MESSAGES.wrongTransactionType('fee')] },
      ],
      [
        '/api/transactions/',
        { ...forms['/api/transactions/'], amount: '5.00', transaction_type: 'fee' },
        { transaction_type: [FINANCE_MESSAGES.wrongTransactionType('other')] },
      ],
      [
        '/api/payments/',
        { ...forms['/api/payments/'], amount: '5.00', type_id: lateFee },
        { type_id: [FINANCE_MESSAGES.notUsedFor('payment')] },
      ],
      [
        '/api/transactions/',
        { ...forms['/api/transactions/'], amount: '5.00', direction: 'expense' },
        { direction: [FINANCE_MESSAGES.directionNotType] },
      ],
      [
        '/api/payments/',
        { ...forms['/api/payments/'], amount: '5.00', method: 'cash' },
        { method: ['Unknown field.'] },
      ],
    ];
    for (const [url, body, errors] of cases) {
      const res = await manager.post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json(), url).toEqual(errors);
    }
    expect(await balanceOf(ctx.database.db, tenantId)).toBe('0.00');
  });
});
