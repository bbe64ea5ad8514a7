import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sql } from '../src/db/sql';
import { createStaff, TestClient, useTestApp, type TestContext } from './app';
import {
  buildBed,
  buildFee,
  buildOrder,
  buildPayment,
  buildProperty,
  buildRoom,
  buildTenant,
  subTypeIdOf,
} from './factories';
import { mailTestConfig, TRUSTED_AUTHSERV_ID, uploadMail, uploadResults, venmoMail } from './mail';
import { turnMessagesOn } from './messages';

/**
 * Every write through the API leaves an audit entry carrying its request id (issue 14). The routes
 * are read from the app itself: a new mutating route fails this test until it has a call below that
 * succeeds and is audited, or is named among the calls that write nothing.
 */
const ctx = useTestApp({ signedIn: { superuser: true }, config: mailTestConfig() });

/** POSTs that change nothing, with the reason. */
const WRITE_NOTHING: Record<string, string> = {
  'POST /api/orders/get_beds_total_price/': 'computes a price for the Create Order dialog',
  'POST /api/settings/mail/test/': 'signs in to a mailbox and out again',
  'POST /api/settings/test-mail/': 'reads a pasted mail without storing it',
  'POST /api/mail-layouts/:id/test/': 'reads a mail with the layouts without storing it',
  'POST /api/settings/mail-out/test/': 'sends a test message, storing nothing',
  'POST /api/message-templates/:id/preview/': 'writes a template for a tenant without storing it',
};

type Call = (c: TestClient, t: TestContext) => Promise<LightMyRequestResponse>;

const AUDIT_MAPPING = {
  columns: ['When', 'Who', 'Money'],
  date: 'When',
  description: 'Who',
  amount: 'Money',
};

let notices = 0;
/** A new verified mail that no rule reads (its own sender domain each time): its ingest log id. */
async function waitingMail(c: TestClient, t: TestContext) {
  notices += 1;
  const domain = `bank${notices}.example`;
  const raw = Buffer.from(
    [
      `Authentication-Results: ${TRUSTED_AUTHSERV_ID}; dkim=pass header.d=${domain}`,
      `From: Alerts <alerts@${domain}>`,
      'Subject: Deposit notice',
      `Message-ID: <audit-notice-${notices}@${domain}>`,
      '',
      'Member: AUDIT PAYER',
      'Credit amount: $44.00',
      '',
    ].join('\r\n'),
  );
  const [result] = uploadResults(await uploadMail(c, [{ name: 'notice.eml', data: raw }]));
  const [message] = await t.database.db.query<{ id: number }>(
    sql`SELECT id FROM mail_messages WHERE unread_sender = ${domain}`,
  );
  expect(result!.kind).toBe('none');
  return message!.id;
}

/** Teaches a layout from a new waiting mail. */
async function teach(c: TestClient, t: TestContext) {
  return c.post('/api/mail-layouts/', {
    message_id: await waitingMail(c, t),
    payer: 'AUDIT PAYER',
    amount: '44.00',
    method_id: await subTypeIdOf(t.database.db, 'payment', 'Bank transfer'),
  });
}

const tenantBody = {
  first_name: 'Audit',
  last_name: 'Tester',
  email: 'audit@example.com',
  phone: '3125550100',
  date_of_birth: '1990-04-02',
  social_security_number: '123456789',
  emergency_contact_first_name: 'Ann',
  emergency_contact_last_name: 'Tester',
  emergency_contact_phone: '3125550101',
  emergency_contact_relationship_to_tenant: 'mother',
};

const db = (t: TestContext) => t.database.db;

/** A call that succeeds for each mutating route, each on records of its own. */
const CALLS: Record<string, Call> = {
  'POST /api/login/': async (_, t) => {
    const staff = await createStaff(t.database, {});
    return (await new TestClient(t.app).fetchCsrf()).post('/api/login/', {
      username: staff.username,
      password: staff.password,
    });
  },
  'POST /api/logout/': async (_, t) => {
    const staff = await createStaff(t.database, {});
    return (await new TestClient(t.app).login(staff.username, staff.password)).post('/api/logout/', {});
  },
  'POST /api/user/password/': async (_, t) => {
    const staff = await createStaff(t.database, {});
    const own = await new TestClient(t.app).login(staff.username, staff.password);
    const next = 'a new and long passphrase';
    return own.post('/api/user/password/', {
      current_password: staff.password,
      new_password: next,
      repeat_password: next,
    });
  },
  'POST /api/properties/': (c) =>
    c.post('/api/properties/', { address: '1 Audit Way', city: 'Boston', state: 'MA', zip_code: '02118' }),
  'PUT /api/properties/:id/': async (c, t) =>
    c.put(`/api/properties/${(await buildProperty(db(t))).id}/`, {
      address: '2 Audit Way',
      city: 'Boston',
      state: 'MA',
      zip_code: '02118',
    }),
  'DELETE /api/properties/:id/': async (c, t) =>
    c.delete(`/api/properties/${(await buildProperty(db(t))).id}/`),
  'POST /api/rooms/': async (c, t) =>
    c.post('/api/rooms/', {
      property_id: (await buildProperty(db(t))).id,
      number: 7,
      gender_designation: 'mixed',
    }),
  'PUT /api/rooms/:id/': async (c, t) => {
    const room = await buildRoom(db(t));
    return c.put(`/api/rooms/${room.id}/`, {
      property_id: room.propertyId,
      number: 8,
      gender_designation: 'male',
    });
  },
  'DELETE /api/rooms/:id/': async (c, t) => c.delete(`/api/rooms/${(await buildRoom(db(t))).id}/`),
  'PUT /api/rooms/:id/bed-order/': async (c, t) => {
    const room = await buildRoom(db(t));
    const first = await buildBed(db(t), { roomId: room.id, number: 1 });
    const second = await buildBed(db(t), { roomId: room.id, number: 2 });
    return c.put(`/api/rooms/${room.id}/bed-order/`, { bed_ids: [second.id, first.id] });
  },
  'POST /api/beds/': async (c, t) =>
    c.post('/api/beds/', { room_id: (await buildRoom(db(t))).id, number: 1, price: '640.00' }),
  'PUT /api/beds/:id/': async (c, t) => {
    const bed = await buildBed(db(t));
    return c.put(`/api/beds/${bed.id}/`, { room_id: bed.roomId, number: 2, price: '650.00' });
  },
  'DELETE /api/beds/:id/': async (c, t) => c.delete(`/api/beds/${(await buildBed(db(t))).id}/`),
  'POST /api/tenants/': (c) => c.post('/api/tenants/', tenantBody),
  'PUT /api/tenants/:id/': async (c, t) =>
    c.put(`/api/tenants/${(await buildTenant(db(t))).id}/`, tenantBody),
  'PATCH /api/tenants/:id/': async (c, t) =>
    c.patch(`/api/tenants/${(await buildTenant(db(t))).id}/`, { phone: '3125550199' }),
  'DELETE /api/tenants/:id/': async (c, t) => c.delete(`/api/tenants/${(await buildTenant(db(t))).id}/`),
  'POST /api/tenants/:id/activate/': async (c, t) => {
    const tenant = await buildTenant(db(t));
    await c.delete(`/api/tenants/${tenant.id}/`);
    return c.post(`/api/tenants/${tenant.id}/activate/`, {});
  },
  'POST /api/tenants/:id/verify_ssn/': async (c) => {
    const tenant = (await c.post('/api/tenants/', { ...tenantBody, email: 'ssn@example.com' })).json() as {
      id: number;
    };
    return c.post(`/api/tenants/${tenant.id}/verify_ssn/`, { social_security_number: '123456780' });
  },
  'POST /api/orders/': async (c, t) =>
    c.post('/api/orders/', {
      tenant_id: (await buildTenant(db(t))).id,
      bed_ids: [(await buildBed(db(t))).id],
      period_payment: 'weekly',
      rent_amount: '160.00',
    }),
  'DELETE /api/orders/:id/': async (c, t) => c.delete(`/api/orders/${(await buildOrder(db(t))).id}/`),
  'POST /api/orders/:id/move/': async (c, t) => {
    const order = await buildOrder(db(t));
    return c.post(`/api/orders/${order.id}/move/`, {
      from_bed_id: order.beds[0]!.id,
      to_bed_id: (await buildBed(db(t))).id,
    });
  },
  'PUT /api/orders/:id/planned-end/': async (c, t) =>
    c.put(`/api/orders/${(await buildOrder(db(t))).id}/planned-end/`, { planned_end_date: '2099-01-01' }),
  'POST /api/orders/:id/deposit/': async (c, t) =>
    c.post(`/api/orders/${(await buildOrder(db(t), { depositAmount: '300.00' })).id}/deposit/`, {}),
  'POST /api/refunds/': async (c, t) => {
    const payment = await buildPayment(db(t), { amount: '40.00' });
    return c.post('/api/refunds/', {
      tenant_id: payment.tenant.id,
      amount: '40.00',
      method_id: await subTypeIdOf(db(t), 'payment', 'Cash'),
    });
  },
  'POST /api/transaction-sub-types/': (c) =>
    c.post('/api/transaction-sub-types/', { type: 'fee', name: 'Audit fee', default_amount: '12.00' }),
  'PATCH /api/transaction-sub-types/:id/': async (c, t) =>
    c.patch(`/api/transaction-sub-types/${await subTypeIdOf(db(t), 'fee', 'Cleaning')}/`, {
      default_amount: '80.00',
    }),
  'POST /api/payments/': async (c, t) =>
    c.post('/api/payments/', {
      tenant_id: (await buildTenant(db(t))).id,
      amount: '20.00',
      method_id: await subTypeIdOf(db(t), 'payment', 'Cash'),
    }),
  'POST /api/payments/:id/void/': async (c, t) =>
    c.post(`/api/payments/${(await buildPayment(db(t))).id}/void/`, { reason: 'entered twice' }),
  'POST /api/fees/': async (c, t) =>
    c.post('/api/fees/', {
      tenant_id: (await buildTenant(db(t))).id,
      amount: '20.00',
      type_id: await subTypeIdOf(db(t), 'fee', 'Late fee'),
    }),
  'POST /api/fees/:id/void/': async (c, t) =>
    c.post(`/api/fees/${(await buildFee(db(t))).id}/void/`, { reason: 'waived' }),
  'POST /api/transactions/': async (c, t) =>
    c.post('/api/transactions/', {
      type: 'income',
      amount: '15.00',
      sub_type_id: await subTypeIdOf(db(t), 'income', 'Laundry'),
      property_id: (await buildProperty(db(t))).id,
    }),
  'POST /api/payment-candidates/upload/': (c) =>
    uploadMail(c, [{ name: 'venmo.eml', data: venmoMail({ payer: 'Audit Payer', amount: '30.00' }) }]),
  'PATCH /api/payment-candidates/:id/': async (c) => {
    const upload = await uploadMail(c, [
      { name: 'venmo.eml', data: venmoMail({ payer: 'Audit Other', amount: '31.00' }) },
    ]);
    const [id] = uploadResults(upload)[0]!.candidate_ids;
    return c.patch(`/api/payment-candidates/${id}/`, { action: 'ignore' });
  },
  'POST /api/mail-layouts/': async (c, t) => teach(c, t),
  'POST /api/payment-candidates/needs-look/:id/dismiss/': async (c, t) => {
    const id = await waitingMail(c, t);
    return c.post(`/api/payment-candidates/needs-look/${id}/dismiss/`, {});
  },
  'POST /api/payment-candidates/statement-mappings/': (c) =>
    c.post('/api/payment-candidates/statement-mappings/', AUDIT_MAPPING),
  'DELETE /api/payment-candidates/statement-mappings/:id/': async (c) => {
    const { id } = (await c.post('/api/payment-candidates/statement-mappings/', AUDIT_MAPPING)).json() as {
      id: number;
    };
    return c.delete(`/api/payment-candidates/statement-mappings/${id}/`);
  },
  'PATCH /api/mail-layouts/:id/': async (c, t) => {
    const { layout } = (await teach(c, t)).json() as { layout: { id: number; patterns: string[] } };
    return c.patch(`/api/mail-layouts/${layout.id}/`, { patterns: layout.patterns });
  },
  'DELETE /api/mail-layouts/:id/': async (c, t) => {
    const { layout } = (await teach(c, t)).json() as { layout: { id: number } };
    return c.delete(`/api/mail-layouts/${layout.id}/`);
  },
  'PATCH /api/settings/': (c) => c.patch('/api/settings/', { business_name: 'Audited Housing' }),
  'PATCH /api/settings/messages/': (c) => c.patch('/api/settings/messages/', { reminder_days: 4 }),
  'PUT /api/message-templates/:id/': (c) =>
    c.put('/api/message-templates/receipt/', { subject: 'Thanks, {first_name}', body: 'Got {amount}.' }),
  'DELETE /api/message-templates/:id/': async (c) => {
    await c.put('/api/message-templates/overdue/', { subject: 'Late', body: 'Due {due_date}.' });
    return c.delete('/api/message-templates/overdue/');
  },
  'POST /api/messages/:id/resend/': async (c, t) => {
    await turnMessagesOn(db(t));
    const tenant = await buildTenant(db(t));
    await c.post('/api/payments/', {
      tenant_id: tenant.id,
      amount: '12.00',
      method_id: await subTypeIdOf(db(t), 'payment', 'Cash'),
    });
    const [message] = await db(t).query<{ id: number }>(
      sql`SELECT id::int FROM messages WHERE tenant_id = ${tenant.id}`,
    );
    return c.post(`/api/messages/${message!.id}/resend/`, {});
  },
  'POST /api/tenants/:id/statement/send/': async (c, t) => {
    await turnMessagesOn(db(t));
    const tenant = await buildTenant(db(t));
    return c.post(`/api/tenants/${tenant.id}/statement/send/`, { start: '2026-01-01', end: '2026-01-31' });
  },
  'POST /api/tenants/:id/balance-link/': async (c, t) => {
    await turnMessagesOn(db(t));
    return c.post(`/api/tenants/${(await buildTenant(db(t))).id}/balance-link/`, {});
  },
  'POST /api/tenants/:id/balance-link/revoke/': async (c, t) =>
    c.post(`/api/tenants/${(await buildTenant(db(t))).id}/balance-link/revoke/`, {}),
  'POST /api/users/': (c) => c.post('/api/users/', { username: 'audited-new', groups: [] }),
  'PATCH /api/users/:id/': async (c, t) =>
    c.patch(`/api/users/${(await createStaff(t.database, {})).id}/`, { full_name: 'Renamed Person' }),
  'POST /api/users/:id/deactivate/': async (c, t) =>
    c.post(`/api/users/${(await createStaff(t.database, {})).id}/deactivate/`, {}),
  'POST /api/users/:id/activate/': async (c, t) => {
    const { id } = await createStaff(t.database, {});
    await c.post(`/api/users/${id}/deactivate/`, {});
    return c.post(`/api/users/${id}/activate/`, {});
  },
  'POST /api/users/:id/set_password/': async (c, t) =>
    c.post(`/api/users/${(await createStaff(t.database, {})).id}/set_password/`, {}),
  'POST /api/groups/': (c) =>
    c.post('/api/groups/', { name: 'Audited group', permissions: ['tenants.view'] }),
  'PATCH /api/groups/:id/': async (c) => {
    const group = (await c.post('/api/groups/', { name: 'To rename' })).json() as { id: number };
    return c.patch(`/api/groups/${group.id}/`, { name: 'Renamed group' });
  },
  'DELETE /api/groups/:id/': async (c) => {
    const group = (await c.post('/api/groups/', { name: 'To delete' })).json() as { id: number };
    return c.delete(`/api/groups/${group.id}/`);
  },
};

describe('the audit log covers every write through the API', () => {
  it('has a call for every mutating route, or names it among those that write nothing', () => {
    const mutating = ctx.app.apiRoutes
      .filter((r) => r.method !== 'GET' && r.method !== 'OPTIONS')
      .map((r) => `${r.method} ${r.url}`);
    expect(mutating.filter((route) => !(route in CALLS) && !(route in WRITE_NOTHING))).toEqual([]);
    expect(Object.keys(CALLS).filter((route) => !mutating.includes(route))).toEqual([]);
  });

  it.each(Object.keys(CALLS))('%s leaves an audit entry with its request id', async (route) => {
    const res = await CALLS[route]!(ctx.client, ctx);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const requestId = res.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));
    const entries = await ctx.database.db.query<{ action: string; user_id: number | null }>(
      sql`SELECT action, user_id FROM audit_log WHERE request_id = ${requestId as string}`,
    );
    expect(entries.length, `no audit entry for ${route}`).toBeGreaterThan(0);
    expect(entries.every((e) => e.user_id !== null)).toBe(true);
  });
});
