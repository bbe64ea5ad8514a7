import {
  CANDIDATE_MESSAGES,
  pagedCandidates,
  pagedIngestLog,
  paymentCandidate,
  todayIn,
  type PaymentCandidate,
} from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { fieldErrors, signedInClient, useTestApp } from '../../../test/app';
import { auditOf } from '../../../test/audit';
import { buildTenant } from '../../../test/factories';
import { balanceOf, expectLedgerSound } from '../../../test/ledger-helpers';
import { NAME_KEY_ACCENTS, nameKey } from './matching';
import { mailTestConfig, newsletterMail, uploadMail, uploadResults, venmoMail } from '../../../test/mail';

/** Payment candidates over HTTP: uploads through the pipeline, the list, apply and ignore, the log. */
const ctx = useTestApp({ signedIn: { superuser: true }, config: mailTestConfig() });
const today = () => todayIn('America/New_York');

async function uploadOne(name: string, data: Buffer) {
  const [result] = uploadResults(await uploadMail(ctx.client, [{ name, data }]));
  return result!;
}

async function candidate(id: number): Promise<PaymentCandidate> {
  const res = await ctx.client.get(`/api/payment-candidates/${id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return paymentCandidate.parse(res.json());
}

const act = (id: number, body: Record<string, unknown>) =>
  ctx.client.request({ method: 'PATCH', url: `/api/payment-candidates/${id}/`, payload: body });

describe('a verified mail naming a tenant', () => {
  it('becomes a candidate matched to the tenant, listed with its mail facts', async () => {
    const tenant = await buildTenant(ctx.database.db, { firstName: 'María', lastName: 'García' });
    const result = await uploadOne(
      'venmo.eml',
      venmoMail({ payer: 'MARIA GARCIA', amount: '1,250', handle: '@maria-g' }),
    );
    expect(result).toMatchObject({
      file: 'venmo.eml',
      kind: 'candidate',
      candidate_ids: [expect.any(Number)],
    });
    const found = await candidate(result.candidate_ids[0]!);
    expect(found).toMatchObject({
      extracted_name: 'MARIA GARCIA',
      matched_tenant: { id: tenant.id, first_name: 'María', last_name: 'García' },
      extracted_amount: '1250.00',
      email_date: '2026-11-16T19:30:00.000Z',
      payment_date: '2026-11-16',
      matched_method: { name: 'Venmo' },
      source: 'upload',
      status: 'matched',
      verified: true,
      possible_duplicate: false,
      payment_id: null,
      decided_by: null,
    });
    expect(found.suggestions[0]).toMatchObject({ tenant: { id: tenant.id }, reason: 'same name' });
    const list = pagedCandidates.parse(
      (await ctx.client.get('/api/payment-candidates/?status=matched')).json(),
    );
    expect(list.results.map((c) => c.id)).toContain(found.id);
  });

  it('is stored once: the same file, or the same provider reference in another mail, makes no second candidate', async () => {
    await buildTenant(ctx.database.db, { firstName: 'Ana', lastName: 'Ruiz' });
    const mail = venmoMail({ payer: 'Ana Ruiz', amount: '300.00', reference: '4055501234567' });
    const first = await uploadOne('a.eml', mail);
    expect(first.kind).toBe('candidate');
    expect(await uploadOne('a-again.eml', mail)).toMatchObject({
      kind: 'duplicate',
      candidate_ids: first.candidate_ids,
    });
    const resent = venmoMail({ payer: 'Ana Ruiz', amount: '300.00', reference: '4055501234567' });
    expect(await uploadOne('resent.eml', resent)).toMatchObject({ kind: 'duplicate', candidate_ids: [] });
    const [{ count }] = (await ctx.database.db.query<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM payment_candidates WHERE reference = '4055501234567'`,
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('flags the same method, amount, payer and day as a possible duplicate without blocking it', async () => {
    await buildTenant(ctx.database.db, { firstName: 'Omar', lastName: 'Haddad' });
    const first = await uploadOne('o1.eml', venmoMail({ payer: 'Omar Haddad', amount: '410.00' }));
    const second = await uploadOne('o2.eml', venmoMail({ payer: 'Omar Haddad', amount: '410.00' }));
    expect((await candidate(first.candidate_ids[0]!)).possible_duplicate).toBe(false);
    expect((await candidate(second.candidate_ids[0]!)).possible_duplicate).toBe(true);
  });

  it('never takes one family member for another', async () => {
    await buildTenant(ctx.database.db, { firstName: 'John', lastName: 'Doe' });
    const jane = await buildTenant(ctx.database.db, { firstName: 'Jane', lastName: 'Doe' });
    const result = await uploadOne('jane.eml', venmoMail({ payer: 'Jane Doe', amount: '200.00' }));
    expect((await candidate(result.candidate_ids[0]!)).matched_tenant?.id).toBe(jane.id);
    const jim = await uploadOne('jim.eml', venmoMail({ payer: 'Jim Doe', amount: '200.00' }));
    expect(await candidate(jim.candidate_ids[0]!)).toMatchObject({ status: 'pending', matched_tenant: null });
  });
});

describe('apply and ignore', () => {
  it('applies a matched candidate once: a payment received on the mail’s day, the balance raised, an alias learned', async () => {
    const tenant = await buildTenant(ctx.database.db, { firstName: 'Lucas', lastName: 'Moreau' });
    const {
      candidate_ids: [id],
    } = await uploadOne('l.eml', venmoMail({ payer: 'Lucas Moreau', amount: '650.00', handle: '@lucasm' }));
    const res = await act(id!, { action: 'apply' });
    expect(res.statusCode, res.body).toBe(200);
    const applied = paymentCandidate.parse(res.json());
    expect(applied).toMatchObject({
      status: 'applied',
      matched_tenant: { id: tenant.id },
      decided_by: { id: ctx.staff.id },
    });
    const payment = (await ctx.client.get(`/api/payments/${applied.payment_id}/`)).json();
    expect(payment).toMatchObject({ amount: '650.00', received_on: '2026-11-16', method: { name: 'Venmo' } });
    expect(await balanceOf(ctx.database.db, tenant.id)).toBe('650.00');
    expect(await auditOf(ctx.database.db, 'payment_candidate', id!)).toMatchObject([{ action: 'apply' }]);

    expect(fieldErrors(await act(id!, { action: 'apply' }))).toEqual({
      non_field_errors: [CANDIDATE_MESSAGES.finalized],
    });
    expect(fieldErrors(await act(id!, { action: 'ignore' }))).toEqual({
      non_field_errors: [CANDIDATE_MESSAGES.finalized],
    });
    expect(await balanceOf(ctx.database.db, tenant.id)).toBe('650.00');

    // The handle now names the tenant, whatever name the next mail gives.
    const next = await uploadOne('l2.eml', venmoMail({ payer: 'L M', amount: '20.00', handle: '@lucasm' }));
    expect((await candidate(next.candidate_ids[0]!)).matched_tenant?.id).toBe(tenant.id);
    await expectLedgerSound(ctx.database.db, { today: today() });
  });

  it('needs a tenant for a pending candidate, and applies it to the one chosen', async () => {
    const tenant = await buildTenant(ctx.database.db, { firstName: 'Priya', lastName: 'Natarajan' });
    const {
      candidate_ids: [id],
    } = await uploadOne('p.eml', venmoMail({ payer: 'P. Natarajan', amount: '90.00' }));
    expect((await candidate(id!)).status).toBe('pending');
    expect(fieldErrors(await act(id!, { action: 'apply' }))).toEqual({
      tenant_id: [CANDIDATE_MESSAGES.tenantRequired],
    });
    expect((await act(id!, { action: 'apply', tenant_id: tenant.id })).statusCode).toBe(200);
    expect(await balanceOf(ctx.database.db, tenant.id)).toBe('90.00');
  });

  it('lists an unverified mail for review, never matched, applied only with an explicit confirmation', async () => {
    const tenant = await buildTenant(ctx.database.db, { firstName: 'Grace', lastName: 'Okafor' });
    const result = await uploadOne(
      'u.eml',
      venmoMail({ payer: 'Grace Okafor', amount: '75.00', verified: false }),
    );
    expect(result.kind).toBe('unverified');
    const found = await candidate(result.candidate_ids[0]!);
    expect(found).toMatchObject({ status: 'pending', matched_tenant: null, verified: false });
    expect(found.suggestions[0]?.tenant.id).toBe(tenant.id);
    expect(fieldErrors(await act(found.id, { action: 'apply', tenant_id: tenant.id }))).toEqual({
      confirm_unverified: [CANDIDATE_MESSAGES.unverifiedNeedsConfirm],
    });
    expect(await balanceOf(ctx.database.db, tenant.id)).toBe('0.00');
    const res = await act(found.id, { action: 'apply', tenant_id: tenant.id, confirm_unverified: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(ctx.database.db, tenant.id)).toBe('75.00');
  });

  it('ignores with who and when, finally', async () => {
    await buildTenant(ctx.database.db, { firstName: 'Tom', lastName: 'Becker' });
    const {
      candidate_ids: [id],
    } = await uploadOne('t.eml', venmoMail({ payer: 'Tom Becker', amount: '12.00' }));
    const res = await act(id!, { action: 'ignore' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ignored',
      payment_id: null,
      decided_by: { id: ctx.staff.id },
    });
    expect(fieldErrors(await act(id!, { action: 'apply' }))).toEqual({
      non_field_errors: [CANDIDATE_MESSAGES.finalized],
    });
  });

  it('answers 404 for no such candidate and 400 for an unknown action', async () => {
    expect((await act(999_999, { action: 'ignore' })).statusCode).toBe(404);
    expect(Object.keys(fieldErrors(await act(1, { action: 'delete' })))).toEqual(['action']);
  });

  it('refuses staff without candidates.apply, and shows the list to candidates.view', async () => {
    const { client } = await signedInClient(ctx, { permissions: ['candidates.view'] });
    expect((await client.get('/api/payment-candidates/')).statusCode).toBe(200);
    const patch = await client.request({
      method: 'PATCH',
      url: '/api/payment-candidates/1/',
      payload: { action: 'ignore' },
    });
    expect(patch.statusCode).toBe(403);
    expect((await uploadMail(client, [{ name: 'x.eml', data: newsletterMail() }])).statusCode).toBe(403);
  });
});

describe('names without accents', () => {
  it('are the same in the database (tenant_search.name_key) and in the matcher', async () => {
    const names = [NAME_KEY_ACCENTS.from, 'MARÍA José Ñúñez-Łukasz', 'Zoë Ørsted Çelik'];
    for (const name of names) {
      const [row] = (await ctx.database.db.query<{ key: string }>(
        sql`SELECT bunkhouse_name_key(${name}) AS key`,
      )) as [{ key: string }];
      expect(row.key).toBe(nameKey(name));
    }
    expect(nameKey(NAME_KEY_ACCENTS.from)).toBe(NAME_KEY_ACCENTS.to);
  });
});

describe('the ingest log', () => {
  it('keeps every message with what became of it and why', async () => {
    const result = await uploadOne('news.eml', newsletterMail());
    expect(result).toMatchObject({ kind: 'none', candidate_ids: [] });
    const log = pagedIngestLog.parse(
      (await ctx.client.get('/api/payment-candidates/log/?outcome=skipped')).json(),
    );
    expect(log.results[0]).toMatchObject({
      source: 'upload',
      origin: 'news.eml',
      subject: 'This week on Elm Street',
      outcome: 'skipped',
      why: result.why,
    });
  });
});
