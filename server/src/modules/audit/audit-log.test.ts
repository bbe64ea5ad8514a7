import { pagedAudit, todayIn } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { fieldErrors, signedInClient, useTestApp } from '../../../test/app';

/** GET /api/audit-log/: who did what and when, for staff with audit.view; never personal data in clear. */
const ctx = useTestApp({ signedIn: { superuser: true } });
const today = () => todayIn('America/New_York');

const tenantForm = {
  first_name: 'Audit',
  last_name: 'Trail',
  email: 'audit.trail@example.com',
  phone: '(312) 555-0177',
  social_security_number: '987-65-4329',
  date_of_birth: '04/17/1991',
};

const list = async (query = '') => {
  const res = await ctx.client.get(`/api/audit-log/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return pagedAudit.parse(res.json());
};

describe('the audit log', () => {
  it('lists the writes newest first with who did them, filtered by entity, id, action, user and day', async () => {
    const created = await ctx.client.post('/api/tenants/', tenantForm);
    expect(created.statusCode, created.body).toBe(201);
    const id = String((created.json() as { id: number }).id);
    const deleted = await ctx.client.delete(`/api/tenants/${id}/`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);

    const forTenant = await list(`?entity=tenant&entity_id=${id}`);
    expect(forTenant.results.map((e) => e.action)).toEqual(['delete', 'create']);
    expect(forTenant.results[1]).toMatchObject({
      entity: 'tenant',
      entity_id: id,
      user: { id: ctx.staff.id, username: ctx.staff.username },
      detail: { social_security_number: '(set)' },
    });
    expect((await list(`?entity=tenant&entity_id=${id}&action=create`)).count).toBe(1);
    expect(
      (await list(`?user=${ctx.staff.id}&date_from=${today()}&date_to=${today()}`)).count,
    ).toBeGreaterThan(0);
    expect((await list(`?user=${ctx.staff.id}&date_to=2000-01-01`)).count).toBe(0);
    expect(
      Object.keys(
        fieldErrors(await ctx.client.get('/api/audit-log/?date_from=2026-02-02&date_to=2026-02-01')),
      ),
    ).toEqual(['date_to']);
  });

  it('records an edit as its changed fields before → after, the SSN only as changed, with the request id', async () => {
    const created = await ctx.client.post('/api/tenants/', { ...tenantForm, email: 'changes@example.com' });
    const id = (created.json() as { id: number }).id;
    const edited = await ctx.client.patch(`/api/tenants/${id}/`, {
      phone: '(312) 555-0188',
      social_security_number: '123-45-6780',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [entry] = (await list(`?entity=tenant&entity_id=${id}&action=patch`)).results;
    expect(entry!.changes).toEqual({
      phone: { from: '3125550177', to: '3125550188' },
      ssn_last4: { from: '(changed)', to: '(changed)' },
      ssn_hash: { from: '(changed)', to: '(changed)' },
    });
    expect(entry!.request_id).toBe(edited.headers['x-request-id']);
  });

  it('never holds an SSN or a password hash, whatever was written', async () => {
    await ctx.client.post('/api/tenants/', {
      ...tenantForm,
      email: 'second@example.com',
      social_security_number: '111-22-3334',
    });
    const { staff } = await signedInClient(ctx, { permissions: ['tenants.view'] });
    await ctx.client.post(`/api/users/${staff.id}/set_password/`, { password: 'a brand new passphrase' });
    await ctx.client.patch('/api/settings/', { business_name: 'Audit House' });
    const [row] = (await ctx.database.db.query<{ all: string }>(
      sql`SELECT coalesce(string_agg(concat_ws(' ', detail::text, changes::text), ' '), '') AS all FROM audit_log`,
    )) as [{ all: string }];
    expect(row.all).toContain('Audit House');
    for (const secret of [
      '987654329',
      '987-65-4329',
      '111223334',
      '111-22-3334',
      '6780',
      '$argon2',
      'brand new',
    ]) {
      expect(row.all).not.toContain(secret);
    }
  });

  it('is for staff with audit.view only', async () => {
    const { client } = await signedInClient(ctx, { permissions: ['tenants.view', 'tenants.change'] });
    expect((await client.get('/api/audit-log/')).statusCode).toBe(403);
    const { client: auditor } = await signedInClient(ctx, { permissions: ['audit.view'] });
    expect((await auditor.get('/api/audit-log/')).statusCode).toBe(200);
  });
});
