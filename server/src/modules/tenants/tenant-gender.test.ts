import { describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { fieldErrors, useTestApp } from '../../../test/app';
import { buildBed, buildRoom, buildTenant } from '../../../test/factories';

/** A tenant's optional gender (issue 15): the form's select, the detail, and Create Order's warning data. */
const ctx = useTestApp({ signedIn: { superuser: true } });

const form = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Maria',
  last_name: 'Garcia',
  email: 'maria.garcia@gmail.com',
  phone: '(312) 555-0142',
  date_of_birth: '04/17/1991',
  ...overrides,
});

describe("a tenant's gender", () => {
  it('is optional, kept as given, changed and cleared by PUT, and refused when not one of the choices', async () => {
    const unknown = await ctx.client.post('/api/tenants/', form());
    expect(unknown.statusCode, unknown.body).toBe(201);
    expect(unknown.json().gender).toBeNull();

    const created = await ctx.client.post(
      '/api/tenants/',
      form({ gender: 'female', email: 'm2@example.com' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await ctx.client.get(`/api/tenants/${id}/`)).json().gender).toBe('female');

    const changed = await ctx.client.put(
      `/api/tenants/${id}/`,
      form({ gender: 'male', email: 'm2@example.com' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().gender).toBe('male');
    const cleared = await ctx.client.put(
      `/api/tenants/${id}/`,
      form({ gender: '', email: 'm2@example.com' }),
    );
    expect(cleared.json().gender).toBeNull();

    expect(fieldErrors(await ctx.client.post('/api/tenants/', form({ gender: 'mixed' })))).toEqual({
      gender: ['"mixed" is not a valid choice.'],
    });
  });

  it('is held to the choices by the database too (the migration’s CHECK)', async () => {
    const tenant = await buildTenant(ctx.database.db);
    await expect(
      ctx.database.db.query(sql`UPDATE tenants SET gender = 'other' WHERE id = ${tenant.id}`),
    ).rejects.toThrow(/tenants_gender_check/);
    await ctx.database.db.query(sql`UPDATE tenants SET gender = 'male' WHERE id = ${tenant.id}`);
  });

  it('comes with the tenants Create Order offers, and the free beds with their room’s designation', async () => {
    const tenant = await buildTenant(ctx.database.db, { lastName: 'Aaaronson' });
    await ctx.database.db.query(sql`UPDATE tenants SET gender = 'male' WHERE id = ${tenant.id}`);
    const offered = (await ctx.client.get('/api/orders/available_tenants/')).json() as Array<{ id: number }>;
    expect(offered.find((t) => t.id === tenant.id)).toEqual({
      id: tenant.id,
      first_name: tenant.firstName,
      last_name: tenant.lastName,
      gender: 'male',
    });

    const room = await buildRoom(ctx.database.db, { genderDesignation: 'female' });
    const bed = await buildBed(ctx.database.db, { roomId: room.id });
    const beds = (await ctx.client.get('/api/orders/available_beds/')).json() as Array<{ id: number }>;
    expect(beds.find((b) => b.id === bed.id)).toMatchObject({
      room: { id: room.id, gender_designation: 'female' },
    });

    // The warning is the dialog's: the server places a man in a room for women when asked.
    const placed = await ctx.client.post('/api/orders/', {
      tenant_id: tenant.id,
      bed_ids: [bed.id],
      period_payment: 'monthly',
      rent_amount: '650.00',
    });
    expect(placed.statusCode, placed.body).toBe(201);
  });
});
