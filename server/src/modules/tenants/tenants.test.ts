import { addDays, tenant as tenantSchema, todayIn } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { auditOf } from '../../../test/audit';
import { fieldErrors, useTestApp } from '../../../test/app';
import { buildBed, buildOrder, buildTenant } from '../../../test/factories';

const ctx = useTestApp({ signedIn: { superuser: true } });
const today = () => todayIn('America/New_York');

/** What the tenant form sends: masked phones and SSN, the date as MM/DD/YYYY, empty fields as null. */
const form = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Maria',
  last_name: 'Garcia',
  email: 'maria.garcia@gmail.com',
  phone: '(312) 555-0142',
  social_security_number: '123-45-6789',
  date_of_birth: '04/17/1991',
  description: null,
  emergency_contact_first_name: 'Rosa',
  emergency_contact_last_name: 'Garcia',
  emergency_contact_email: '',
  emergency_contact_phone: '(312) 555-0199',
  emergency_contact_relationship_to_tenant: 'mother',
  ...overrides,
});

describe('tenants: create, read, change', () => {
  it('creates a tenant from the form, keeps only the last 4 of the SSN, and answers every field', async () => {
    const res = await ctx.client.post('/api/tenants/', form());
    expect(res.statusCode, res.body).toBe(201);
    const body = tenantSchema.parse(res.json());
    expect(body).toEqual({
      id: expect.any(Number),
      first_name: 'Maria',
      last_name: 'Garcia',
      email: 'maria.garcia@gmail.com',
      phone: '3125550142',
      balance_amount: '0.00',
      expected_payment_date: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      deleted_at: null,
      deleted: false,
      status: null,
      current_order: null,
      date_of_birth: '1991-04-17',
      gender: null,
      description: null,
      ssn_last4: '6789',
      emergency_contact_first_name: 'Rosa',
      emergency_contact_last_name: 'Garcia',
      emergency_contact_email: null,
      emergency_contact_phone: '3125550199',
      emergency_contact_relationship_to_tenant: 'mother',
      messages_opt_out: false,
      orders: [],
    });
    expect(res.body).not.toContain('123456789');
    expect(res.body).not.toContain('argon2');
    const [row] = await ctx.database.db.query<{ ssn_hash: string }>(
      sql`SELECT ssn_hash FROM tenants WHERE id = ${body.id}`,
    );
    expect(row!.ssn_hash).toMatch(/^\$argon2id\$/);
    const audit = await auditOf(ctx.database.db, 'tenant', body.id);
    expect(audit).toMatchObject([{ action: 'create', detail: { social_security_number: '(set)' } }]);
    expect(JSON.stringify(audit)).not.toContain('6789');
    expect((await ctx.client.get(`/api/tenants/${body.id}/`)).json()).toEqual(body);
  });

  it('checks the form as the spec says, with its messages', async () => {
    expect(
      fieldErrors(
        await ctx.client.post('/api/tenants/', {
          ...form(),
          first_name: '',
          last_name: null,
          email: 'maria@',
          phone: '(312) 555-01',
          social_security_number: '123-45-678',
          date_of_birth: '02/30/1991',
          emergency_contact_phone: '555',
          emergency_contact_email: 'nope',
          emergency_contact_relationship_to_tenant: 'landlord',
        }),
      ),
    ).toEqual({
      first_name: ['This field is required.'],
      last_name: ['This field is required.'],
      email: ['Enter a valid email address.'],
      phone: ['Phone number must be at least 10 digits.'],
      social_security_number: ['SSN must be at least 9 digits.'],
      date_of_birth: ['Enter a real calendar date.'],
      emergency_contact_phone: ['Phone number must be at least 10 digits.'],
      emergency_contact_email: ['Enter a valid email address.'],
      emergency_contact_relationship_to_tenant: ['Select a relationship from the list.'],
    });
    expect(fieldErrors(await ctx.client.post('/api/tenants/', { phone: '' }))).toMatchObject({
      first_name: ['This field is required.'],
      email: ['This field is required.'],
      phone: ['This field is required.'],
      date_of_birth: ['This field is required.'],
    });
    expect(
      fieldErrors(await ctx.client.post('/api/tenants/', form({ date_of_birth: addDays(today(), 1) }))),
    ).toEqual({
      date_of_birth: ['Date of birth cannot be in the future.'],
    });
    expect(fieldErrors(await ctx.client.post('/api/tenants/', form({ balance_amount: '1000.00' })))).toEqual({
      balance_amount: ['Unknown field.'],
    });
  });

  it('changes a tenant with PUT; a blank SSN keeps the stored one, a new one replaces it', async () => {
    const created = (await ctx.client.post('/api/tenants/', form())).json();
    const url = `/api/tenants/${created.id}/`;
    const res = await ctx.client.put(url, form({ last_name: 'Garcia-Lopez', social_security_number: null }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ last_name: 'Garcia-Lopez', ssn_last4: '6789' });
    expect(
      (await ctx.client.put(url, form({ social_security_number: '987-65-4321' }))).json().ssn_last4,
    ).toBe('4321');
    const check = (ssn: string) =>
      ctx.client.post(`/api/tenants/${created.id}/verify_ssn/`, { social_security_number: ssn });
    expect((await check('987-65-4321')).json()).toEqual({ matches: true });
    expect((await check('123456789')).json()).toEqual({ matches: false });
    expect((await ctx.client.put('/api/tenants/999999/', form())).statusCode).toBe(404);
  });

  it('finds a tenant by the name, e-mail and phone a PUT gave it, and no longer by the old ones', async () => {
    const before = {
      first_name: 'Zelda',
      last_name: 'Quist',
      email: 'zq@example.com',
      phone: '(773) 555-0188',
    };
    const created = (await ctx.client.post('/api/tenants/', form(before))).json();
    const found = async (term: string) =>
      (await ctx.client.get(`/api/tenants/?search=${encodeURIComponent(term)}`))
        .json()
        .results.map((t: { id: number }) => t.id);
    expect(await found('quist')).toEqual([created.id]);
    const after = { last_name: 'Marsh', email: 'zmarsh@example.com', phone: '(773) 555-0177' };
    const res = await ctx.client.put(`/api/tenants/${created.id}/`, form({ ...before, ...after }));
    expect(res.statusCode, res.body).toBe(200);
    for (const term of ['quist', 'zq@example', '555-0188']) expect(await found(term)).toEqual([]);
    for (const term of ['zelda marsh', 'zmarsh@example', '555-0177'])
      expect(await found(term)).toEqual([created.id]);
  });

  it('sets and clears the expected payment date with PATCH, never before today', async () => {
    const { id } = await buildTenant(ctx.database.db);
    const patch = (value: unknown) =>
      ctx.client.request({
        method: 'PATCH',
        url: `/api/tenants/${id}/`,
        payload: { expected_payment_date: value },
      });
    const soon = addDays(today(), 3);
    expect((await patch(soon)).json()).toMatchObject({ expected_payment_date: soon });
    expect((await patch(today())).json()).toMatchObject({ expected_payment_date: today() });
    expect(fieldErrors(await patch(addDays(today(), -1)))).toEqual({
      expected_payment_date: ['Date cannot be earlier than today'],
    });
    expect(fieldErrors(await patch('3/5/2026'))).toEqual({ expected_payment_date: ['Invalid date format'] });
    expect(fieldErrors(await patch('2026-02-30'))).toEqual({
      expected_payment_date: ['Invalid calendar date'],
    });
    const cleared = await patch(null);
    expect(cleared.json()).toMatchObject({ expected_payment_date: null, first_name: expect.any(String) });
    // Other fields can be patched alone; the expected date is left as it is.
    await patch(soon);
    const renamed = await ctx.client.request({
      method: 'PATCH',
      url: `/api/tenants/${id}/`,
      payload: { first_name: 'Ana' },
    });
    expect(renamed.json()).toMatchObject({ first_name: 'Ana', expected_payment_date: soon });
  });

  it('shows the current order first with its beds, then the completed ones', async () => {
    const tenant = await buildTenant(ctx.database.db);
    const old = await buildOrder(ctx.database.db, { tenantId: tenant.id });
    expect((await ctx.client.delete(`/api/orders/${old.id}/`)).statusCode).toBe(204);
    const bed = await buildBed(ctx.database.db, { price: '500.00' });
    const current = await buildOrder(ctx.database.db, {
      tenantId: tenant.id,
      bedIds: [bed.id],
      periodPayment: 'weekly',
      rentAmount: '125.00',
    });
    const detail = (await ctx.client.get(`/api/tenants/${tenant.id}/`)).json();
    expect(detail.orders.map((o: { id: number }) => o.id)).toEqual([current.id, old.id]);
    expect(detail.orders[0]).toMatchObject({
      status: 'active',
      period_payment_display: 'Weekly',
      rent_amount: '125.00',
      beds: [
        {
          id: bed.id,
          price: '500.00',
          room: { number: expect.any(Number), property: { address: expect.any(String) } },
        },
      ],
    });
    expect(detail).toMatchObject({
      status: 'active',
      balance_amount: '-775.00',
      current_order: { id: current.id, status: 'active', rent_amount: '125.00', period_payment: 'weekly' },
    });
  });
});

describe('tenants: delete and activate', () => {
  it('refuses to delete a tenant with an open order; deletes softly once it is completed; activates again', async () => {
    const created = await buildOrder(ctx.database.db);
    const url = `/api/tenants/${created.tenant.id}/`;
    expect(fieldErrors(await ctx.client.delete(url))).toEqual({
      non_field_errors: ['This tenant has an order that is not completed. Complete the order first.'],
    });
    await ctx.client.delete(`/api/orders/${created.id}/`);
    expect((await ctx.client.delete(url)).statusCode).toBe(204);
    expect((await ctx.client.get(url)).json()).toMatchObject({
      deleted: true,
      deleted_at: expect.any(String),
      status: 'completed',
    });
    expect(fieldErrors(await ctx.client.delete(url))).toEqual({
      non_field_errors: ['This tenant is already inactive.'],
    });
    const activated = await ctx.client.post(`/api/tenants/${created.tenant.id}/activate/`);
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ deleted: false, deleted_at: null });
    expect(fieldErrors(await ctx.client.post(`/api/tenants/${created.tenant.id}/activate/`))).toEqual({
      non_field_errors: ['This tenant is already active.'],
    });
  });

  it('answers 404 for unknown and malformed ids on every tenant route, never a 5xx', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '4294967296']) {
      const url = `/api/tenants/${id}/`;
      for (const res of [
        await ctx.client.get(url),
        await ctx.client.put(url, form()),
        await ctx.client.request({ method: 'PATCH', url, payload: { expected_payment_date: null } }),
        await ctx.client.delete(url),
        await ctx.client.post(`${url}activate/`),
        await ctx.client.get(`${url}transactions/`),
        await ctx.client.post(`${url}verify_ssn/`, { social_security_number: '123456789' }),
      ]) {
        expect(res.statusCode, `${id} ${res.body}`).toBe(404);
      }
    }
  });
});
