import { FINANCE_MESSAGES } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { sql } from '../db/sql';
import { signedInClient, useTestApp } from '../../test/app';
import { engine } from '../../test/database';
import { buildProperty, buildTenant, subTypeIdOf } from '../../test/factories';
import { balanceOf, expectLedgerSound } from '../../test/ledger-helpers';

const ctx = useTestApp({ signedIn: { superuser: true } });
const db = () => ctx.database.db;

async function paymentBody() {
  const tenant = await buildTenant(db());
  return { tenant_id: tenant.id, amount: '125.50', method_id: await subTypeIdOf(db(), 'payment', 'Cash') };
}

const withKey = (key: string) => ({ 'idempotency-key': key });
const post = (url: string, payload: object, key: string) =>
  ctx.client.request({ method: 'POST', url, payload, headers: withKey(key) });

/** The tenant's payments and fees (the tests share one database). */
const countOf = async (table: 'payments' | 'fees', tenantId: number) =>
  (
    await db().query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE tenant_id = ${tenantId}`,
    )
  )[0]!.n;

describe('Idempotency-Key on money POSTs', () => {
  it('answers the same key and body with the first payment, recording the money once', async () => {
    const body = await paymentBody();
    const first = await post('/api/payments/', body, 'pay-1');
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(
      '/api/payments/',
      { amount: body.amount, method_id: body.method_id, tenant_id: body.tenant_id },
      'pay-1',
    );
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countOf('payments', body.tenant_id)).toBe(1);
    expect(await balanceOf(db(), body.tenant_id)).toBe('125.50');
  });

  it('refuses the same key with another body or path (409) and writes nothing', async () => {
    const body = await paymentBody();
    expect((await post('/api/payments/', body, 'k-2')).statusCode).toBe(201);
    const other = await post('/api/payments/', { ...body, amount: '99.00' }, 'k-2');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ detail: FINANCE_MESSAGES.idempotencyKeyReused, code: 'conflict' });
    const fee = await post(
      '/api/fees/',
      { tenant_id: body.tenant_id, amount: '10.00', type_id: await subTypeIdOf(db(), 'fee', 'Late fee') },
      'k-2',
    );
    expect(fee.statusCode).toBe(409);
    expect([await countOf('payments', body.tenant_id), await countOf('fees', body.tenant_id)]).toEqual([
      1, 0,
    ]);
    expect(await balanceOf(db(), body.tenant_id)).toBe('125.50');
  });

  it('keeps no key for a refused request: corrected and sent again under it, it is recorded', async () => {
    const body = await paymentBody();
    const refused = await post('/api/payments/', { ...body, method_id: 999999 }, 'k-3');
    expect(refused.statusCode).toBe(400);
    expect((await post('/api/payments/', body, 'k-3')).statusCode).toBe(201);
    expect(await countOf('payments', body.tenant_id)).toBe(1);
  });

  it('keeps keys per user, and refuses a key that is not 1 to 255 visible characters', async () => {
    const body = await paymentBody();
    expect((await post('/api/payments/', body, 'shared')).statusCode).toBe(201);
    const { client: other } = await signedInClient(ctx, { permissions: ['payments.add'] });
    const theirs = await other.request({
      method: 'POST',
      url: '/api/payments/',
      payload: body,
      headers: withKey('shared'),
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await countOf('payments', body.tenant_id)).toBe(2);
    for (const bad of ['', 'has space', 'x'.repeat(256), 'ünï']) {
      const res = await post('/api/payments/', body, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toEqual({ 'Idempotency-Key': [FINANCE_MESSAGES.idempotencyKeyInvalid] });
    }
    expect(await countOf('payments', body.tenant_id)).toBe(2);
  });

  it('replays a fee, a void and an income row the same way', async () => {
    const tenant = await buildTenant(db());
    const feeBody = {
      tenant_id: tenant.id,
      amount: '40.00',
      type_id: await subTypeIdOf(db(), 'fee', 'Late fee'),
    };
    const fee = await post('/api/fees/', feeBody, 'fee-1');
    expect(fee.statusCode).toBe(201);
    expect((await post('/api/fees/', feeBody, 'fee-1')).json()).toEqual(fee.json());
    const voidUrl = `/api/fees/${fee.json().id}/void/`;
    const voided = await post(voidUrl, { reason: 'Charged twice' }, 'void-1');
    expect(voided.statusCode).toBe(200);
    const replayed = await post(voidUrl, { reason: 'Charged twice' }, 'void-1');
    expect([replayed.statusCode, replayed.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(replayed.json()).toEqual(voided.json());
    expect(await balanceOf(db(), tenant.id)).toBe('0.00');

    const property = await buildProperty(db());
    const income = {
      type: 'income',
      sub_type_id: await subTypeIdOf(db(), 'income', 'Parking'),
      property_id: property.id,
      amount: '12.00',
    };
    const row = await post('/api/transactions/', income, 'inc-1');
    expect(row.statusCode, row.body).toBe(201);
    expect((await post('/api/transactions/', income, 'inc-1')).json()).toEqual(row.json());
    const [{ n }] = (await db().query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM transactions WHERE type = 'income'`,
    )) as [{ n: number }];
    expect(n).toBe(1);
    await expectLedgerSound(db());
  });

  it("replays a payment's void (every route that takes a key hands its claim to its service)", async () => {
    const body = await paymentBody();
    const paid = await post('/api/payments/', body, 'pay-void');
    const voidUrl = `/api/payments/${paid.json().id}/void/`;
    const voided = await post(voidUrl, { reason: 'Bounced check' }, 'void-2');
    expect(voided.statusCode, voided.body).toBe(200);
    const replayed = await post(voidUrl, { reason: 'Bounced check' }, 'void-2');
    expect([replayed.statusCode, replayed.headers['idempotent-replayed']]).toEqual([200, 'true']);
    const [{ n }] = (await db().query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE key IN ('pay-void', 'void-2')`,
    )) as [{ n: number }];
    expect(n).toBe(2);
    expect(await balanceOf(db(), body.tenant_id)).toBe('0.00');
  });
});

describe.runIf(engine === 'postgres')('Idempotency-Key under concurrency', () => {
  it('records one payment for eight requests sent at once with one key; each gets it or a 409 to retry', async () => {
    const body = await paymentBody();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post('/api/payments/', body, 'race')));
    const made = answers.filter((a) => a.statusCode === 201);
    const busy = answers.filter((a) => a.statusCode === 409);
    expect(made.length + busy.length).toBe(8);
    expect(new Set(made.map((a) => a.json().id)).size).toBe(1);
    for (const b of busy) expect(b.json().detail).toBe(FINANCE_MESSAGES.idempotencyKeyInFlight);
    const retried = await post('/api/payments/', body, 'race');
    expect(retried.statusCode).toBe(201);
    expect(await countOf('payments', body.tenant_id)).toBe(1);
    expect(await balanceOf(db(), body.tenant_id)).toBe('125.50');
    await expectLedgerSound(db());
  });
});
