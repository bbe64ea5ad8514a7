import { MESSAGE_MESSAGES, balancePage } from '@bunkhouse/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { TestClient, useTestApp } from '../../../test/app';
import { buildOrder, subTypeIdOf } from '../../../test/factories';
import { turnMessagesOn } from '../../../test/messages';
import { sql } from '../../db/sql';
import { signLink } from './balance-link';

/**
 * The tenant's balance link (issue 32): no sign-in, one tenant's figures only, refused when expired,
 * revoked or changed in any part; every open logged.
 */
const ctx = useTestApp({ signedIn: { superuser: true } });
const db = () => ctx.database.db;
const anonymous = () => new TestClient(ctx.app);

beforeEach(() => turnMessagesOn(db()));

/** A link for the tenant, from the tenant page's "Copy link"; answers its token. */
async function linkOf(tenantId: number) {
  const res = await ctx.client.post(`/api/tenants/${tenantId}/balance-link/`);
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json().url as string;
  expect(url).toMatch(/^https:\/\/rent\.oak\.example\/balance\//);
  return url.split('/balance/')[1]!;
}

const opens = async (tenantId: number) =>
  (
    await db().query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM balance_link_opens WHERE tenant_id = ${tenantId}`,
    )
  )[0]!.n;

describe('a balance link', () => {
  it("opens the tenant's own page without signing in, and its statement, each open logged", async () => {
    const order = await buildOrder(db(), { rentAmount: '650.00' });
    await buildOrder(db(), { rentAmount: '999.00' }); // someone else's
    const pay = await ctx.client.post('/api/payments/', {
      tenant_id: order.tenant.id,
      amount: '200.00',
      method_id: await subTypeIdOf(db(), 'payment', 'Cash'),
    });
    expect(pay.statusCode).toBe(201);
    const token = await linkOf(order.tenant.id);
    const page = await anonymous().get(`/api/balance/${token}/`);
    expect(page.statusCode, page.body).toBe(200);
    const body = balancePage.parse(page.json());
    expect(body).toMatchObject({
      first_name: order.tenant.first_name,
      balance: '-450.00',
      next_due: { amount: '450.00' },
      payment_instructions: 'Zelle to pay@oak.example, memo: your bed',
    });
    expect(body.rows.map((r) => [r.amount, r.balance])).toEqual([
      ['200.00', '-450.00'],
      ['-650.00', '-650.00'],
    ]);
    expect(page.body).not.toContain('999.00');
    const pdf = await anonymous().get(`/api/balance/${token}/statement/`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await opens(order.tenant.id)).toBe(2);
  });

  it('is refused when another tenant id is put in it, when it has expired, and once revoked', async () => {
    const mine = await buildOrder(db());
    const theirs = await buildOrder(db());
    const token = await linkOf(mine.tenant.id);
    const tampered = token.replace(/^\d+\./, `${theirs.tenant.id}.`);
    const refused = await anonymous().get(`/api/balance/${tampered}/`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe(MESSAGE_MESSAGES.linkInvalid);
    expect((await anonymous().get('/api/balance/not-a-link/')).statusCode).toBe(404);

    const [{ link_secret: secret }] = (await db().query<{ link_secret: string }>(
      sql`SELECT link_secret FROM message_settings`,
    )) as [{ link_secret: string }];
    const expired = signLink(secret, {
      tenantId: mine.tenant.id,
      version: 0,
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    const old = await anonymous().get(`/api/balance/${expired}/`);
    expect(old.statusCode).toBe(404);
    expect(old.json().detail).toBe(MESSAGE_MESSAGES.linkExpired);

    expect((await anonymous().get(`/api/balance/${token}/`)).statusCode).toBe(200);
    expect((await ctx.client.post(`/api/tenants/${mine.tenant.id}/balance-link/revoke/`)).statusCode).toBe(
      204,
    );
    const revoked = await anonymous().get(`/api/balance/${token}/`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().detail).toBe(MESSAGE_MESSAGES.linkInvalid);
    expect((await anonymous().get(`/api/balance/${await linkOf(mine.tenant.id)}/`)).statusCode).toBe(200);
    expect(await opens(theirs.tenant.id)).toBe(0);
  });
});
