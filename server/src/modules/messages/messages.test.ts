import { addDays, displayDate, MESSAGE_MESSAGES, MESSAGE_REASONS, todayIn } from '@bunkhouse/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldErrors, useTestApp } from '../../../test/app';
import { buildOrder, buildTenant, subTypeIdOf } from '../../../test/factories';
import { outbox, turnMessagesOn } from '../../../test/messages';
import { sql } from '../../db/sql';
import { runBilling } from '../billing/billing.service';

/**
 * Messages to tenants, queued (issue 32): each in its cause's transaction, once per cause, with the
 * text written from the kind's template; settings and templates refuse what cannot work. Delivery
 * through a real MTA: messages-delivery.test.ts.
 */
const ctx = useTestApp({ signedIn: { superuser: true }, config: { settingsKey: 'a-test-settings-key' } });
const db = () => ctx.database.db;
let today: string;

beforeEach(async () => {
  await db().query(sql`TRUNCATE messages`);
  await db().query(sql`DELETE FROM message_templates`);
  await db().query(sql`DELETE FROM message_settings`);
  await db().query(sql`INSERT INTO message_settings DEFAULT VALUES`);
  today = todayIn((await ctx.client.get('/api/settings/public/')).json().time_zone);
});

async function pay(tenantId: number, amount: string, key?: string) {
  const res = await ctx.client.request({
    method: 'POST',
    url: '/api/payments/',
    payload: { tenant_id: tenantId, amount, method_id: await subTypeIdOf(db(), 'payment', 'Cash') },
    headers: key ? { 'idempotency-key': key } : {},
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

describe('Settings > Mail out', () => {
  it('refuses messages on without a server, a sender and the public address, then keeps the password sealed', async () => {
    const off = fieldErrors(await ctx.client.patch('/api/settings/messages/', { messages_on: true }));
    expect(off.messages_on).toEqual([MESSAGE_MESSAGES.mailOutNeeded]);
    expect(off.public_url).toEqual([MESSAGE_MESSAGES.publicUrlNeeded]);

    const res = await ctx.client.patch('/api/settings/messages/', {
      messages_on: true,
      mail_out: {
        host: 'smtp.example.com',
        port: 587,
        tls: 'starttls',
        user: 'office',
        password: 's3cret-pw',
      },
      from_address: 'office@oak.example',
      public_url: 'https://rent.oak.example',
      reminder_days: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      messages_on: true,
      mail_out: { host: 'smtp.example.com', port: 587, tls: 'starttls', user: 'office', has_password: true },
      mail_out_from: 'settings',
      reminder_days: 5,
    });
    expect(res.body).not.toContain('s3cret-pw');
    const [stored] = await db().query<{ smtp_password: string }>(
      sql`SELECT smtp_password FROM message_settings`,
    );
    expect(stored!.smtp_password).not.toContain('s3cret-pw');
    const audit = await ctx.client.get('/api/audit-log/?entity=message_settings');
    expect(audit.body).not.toContain('s3cret-pw');
  });
});

describe('a receipt', () => {
  it('is queued once per payment, with the amount, the balance and a link; a replayed payment queues nothing new', async () => {
    await turnMessagesOn(db());
    const order = await buildOrder(db(), { rentAmount: '650.00' });
    const paid = await pay(order.tenant.id, '400.00', 'receipt-key-1');
    await pay(order.tenant.id, '400.00', 'receipt-key-1');
    const rows = await outbox(db());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'receipt', cause: `receipt:payment:${paid.id}`, status: 'queued' });
    expect(rows[0]!.subject).toBe('Receipt: $400.00 received by Bunkhouse');
    expect(rows[0]!.body).toContain('$250.00 owed');
    expect(rows[0]!.body).toMatch(/https:\/\/rent\.oak\.example\/balance\/\d+\.\d+\.\d+\.[\w-]{32}/);
  });

  it('is not queued while messages are off, or receipts are', async () => {
    const order = await buildOrder(db());
    await pay(order.tenant.id, '10.00');
    await turnMessagesOn(db());
    await db().query(sql`UPDATE message_settings SET receipts_on = false`);
    await pay(order.tenant.id, '10.00');
    expect(await outbox(db())).toEqual([]);
  });

  it('is skipped, saying why, for a tenant who opted out', async () => {
    await turnMessagesOn(db());
    const order = await buildOrder(db());
    const put = await ctx.client.patch(`/api/tenants/${order.tenant.id}/`, { messages_opt_out: true });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().messages_opt_out).toBe(true);
    await pay(order.tenant.id, '10.00');
    const [row] = await outbox(db());
    expect(row).toMatchObject({ status: 'skipped', reason: MESSAGE_REASONS.optedOut });
    const list = await ctx.client.get(`/api/messages/?tenant=${order.tenant.id}&status=skipped`);
    expect(list.json().results[0]).toMatchObject({ status: 'skipped', reason: MESSAGE_REASONS.optedOut });
  });
});

describe('the billing run', () => {
  it('queues a reminder per rent due within the reminder days, once across reruns', async () => {
    await turnMessagesOn(db());
    const due = addDays(today, 2);
    const tenants = [];
    for (let i = 0; i < 3; i++) tenants.push((await buildOrder(db(), { startDate: due, today })).tenant.id);
    await runBilling(db(), { today, leadDays: 5 });
    expect((await runBilling(db(), { today, leadDays: 5 })).messages).toBe(0);
    const rows = await outbox(db(), tenants);
    expect(rows.map((r) => r.kind)).toEqual(['reminder', 'reminder', 'reminder']);
    expect(rows[0]!.subject).toMatch(/^Rent of \$650\.00 due \d\d \w{3} \d{4}$/);
    expect(rows[0]!.body).toContain('Zelle to pay@oak.example, memo: your bed');
  });

  it('sends overdue notices after the grace days, every M days, at most K times', async () => {
    await turnMessagesOn(db());
    await db().query(
      sql`UPDATE message_settings SET reminders_on = false, overdue_every_days = 7, overdue_times = 2`,
    );
    const tenant = (await buildOrder(db(), { startDate: today, today })).tenant.id;
    const kinds = async (day: string) => {
      await runBilling(db(), { today: day, leadDays: 0, graceDays: 3 });
      return (await outbox(db(), [tenant])).map((r) =>
        r.cause.split(':').slice(0, 1).concat(r.cause.split(':').slice(3)).join(':'),
      );
    };
    expect(await kinds(addDays(today, 3))).toEqual([]);
    expect(await kinds(addDays(today, 4))).toEqual(['overdue:1']);
    expect(await kinds(addDays(today, 10))).toEqual(['overdue:1']);
    expect(await kinds(addDays(today, 11))).toEqual(['overdue:1', 'overdue:2']);
    expect(await kinds(addDays(today, 30))).toEqual(['overdue:1', 'overdue:2']);
    const [first] = await outbox(db(), [tenant]);
    expect(first!.body).toContain('is 4 days late');
  });
});

describe('a late fee notice and a deposit settlement', () => {
  it('go once each: the fee with the late rent’s due date, the settlement with its figures and statement', async () => {
    await turnMessagesOn(db());
    await db().query(sql`UPDATE message_settings SET reminders_on = false, overdue_on = false`);
    const start = addDays(today, -10);
    const order = await buildOrder(db(), {
      startDate: start,
      today: start,
      rentAmount: '600.00',
      depositAmount: '300.00',
    });
    const rule = {
      mode: 'flat' as const,
      amount: '50.00',
      percent: '0.00',
      max: null,
      typeId: await subTypeIdOf(db(), 'fee', 'Late fee'),
      graceDays: 2,
    };
    await runBilling(db(), { today: addDays(start, 3), leadDays: 0, lateFees: rule });
    await runBilling(db(), { today: addDays(start, 4), leadDays: 0, lateFees: rule });
    const [notice, ...more] = await outbox(db(), [order.tenant.id]);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'late_fee',
      subject: 'Late fee of $50.00',
      cause: expect.stringMatching(/^late_fee:fee:\d+$/),
    });
    expect(notice!.body).toContain(`the rent due on ${displayDate(start)} was not paid in time`);

    const settled = await ctx.client.post(`/api/orders/${order.id}/deposit/`, {
      deductions: [
        { type_id: await subTypeIdOf(db(), 'fee', 'Cleaning'), amount: '80.00', description: 'Cleaning' },
      ],
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const settlement = (await outbox(db(), [order.tenant.id])).find((m) => m.kind === 'settlement');
    expect(settlement).toMatchObject({ cause: expect.stringMatching(/^settlement:deposit:\d+$/) });
    expect(settlement!.body).toContain(
      'Your security deposit of $300.00 is settled. Deductions: $80.00. Released to your balance: $0.00.',
    );
    const [attached] = await db().query<{ statement_start: string; statement_end: string }>(
      sql`SELECT statement_start, statement_end FROM messages WHERE kind = 'settlement' AND tenant_id = ${order.tenant.id}`,
    );
    expect(attached).toEqual({ statement_start: start, statement_end: today });
  });
});

describe("a tenant's statement", () => {
  it('downloads as a PDF for the days asked, and refuses an end before the start', async () => {
    const order = await buildOrder(db());
    const res = await ctx.client.get(
      `/api/tenants/${order.tenant.id}/statement/?start=${addDays(today, -30)}&end=${today}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="statement-${order.tenant.id}-${addDays(today, -30)}-${today}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const backwards = fieldErrors(
      await ctx.client.get(
        `/api/tenants/${order.tenant.id}/statement/?start=${today}&end=${addDays(today, -1)}`,
      ),
    );
    expect(backwards.end).toEqual([MESSAGE_MESSAGES.endBeforeStart]);
    expect((await ctx.client.get('/api/tenants/999999/statement/')).statusCode).toBe(404);
  });
});

describe('templates', () => {
  it('refuse unknown fields, preview for a real tenant, and go back to the default', async () => {
    const bad = fieldErrors(
      await ctx.client.put('/api/message-templates/reminder/', {
        subject: 'Hi {first_name}',
        body: 'Pay {amount} by {due_date} {nope}',
      }),
    );
    expect(bad.body![0]).toMatch(
      /^Unknown fields \{amount\}, \{nope\}\. This message can use \{first_name\}/,
    );
    expect(
      (await ctx.client.put('/api/message-templates/nothing/', { subject: 'a', body: 'b' })).statusCode,
    ).toBe(404);

    const tenant = await buildTenant(db(), { firstName: 'Rosa', email: 'rosa@example.com' });
    const preview = await ctx.client.post('/api/message-templates/reminder/preview/', {
      subject: 'Rent for {first_name}',
      body: 'Due {due_date}: {amount_due}. {balance}.',
      tenant_id: tenant.id,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      to: 'rosa@example.com',
      subject: 'Rent for Rosa',
      body: expect.stringMatching(/^Due .+: \$\d+\.\d\d\. nothing owed\.$/),
    });

    const saved = await ctx.client.put('/api/message-templates/reminder/', {
      subject: 'Rent {due_date}',
      body: 'Hello {first_name}',
    });
    expect(saved.json()).toMatchObject({ subject: 'Rent {due_date}', is_default: false });
    await turnMessagesOn(db());
    const order = await buildOrder(db(), { startDate: addDays(today, 1), today });
    await runBilling(db(), { today, leadDays: 5 });
    expect((await outbox(db(), [order.tenant.id]))[0]!.body).toMatch(/^Hello Tenant\d+$/);

    expect((await ctx.client.delete('/api/message-templates/reminder/')).statusCode).toBe(204);
    const all = await ctx.client.get('/api/message-templates/');
    expect(all.json().find((t: { kind: string }) => t.kind === 'reminder')).toMatchObject({
      is_default: true,
      subject: 'Rent of {amount_due} due {due_date}',
    });
  });
});
