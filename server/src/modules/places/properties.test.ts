import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { auditOf } from '../../../test/audit';
import { fieldErrors, signedInClient, type TestClient, useTestApp } from '../../../test/app';
import { buildProperty, buildRoom } from '../../../test/factories';

const ctx = useTestApp();
let client: TestClient;
let staffId: number;
beforeAll(async () => {
  const signedIn = await signedInClient(ctx, {
    permissions: ['places.view', 'places.add', 'places.change', 'places.delete'],
  });
  client = signedIn.client;
  staffId = signedIn.staff.id;
});

const valid = { address: '1418 N Mozart St', city: 'Chicago', state: 'IL', zip_code: '60622' };

const propertyAudit = (entityId: number, action: string) =>
  auditOf(ctx.database.db, 'property', entityId, action);

describe('properties: create, read, change, delete', () => {
  it('creates a property, answers its explicit fields, and records who did it', async () => {
    const res = await client.post('/api/properties/', {
      ...valid,
      address: '  1418 N Mozart St ',
      state: 'il',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      ...valid,
      is_active: true,
      rooms_count: 0,
      beds_count: 0,
    });
    expect((await client.get(`/api/properties/${created.id}/`)).json()).toEqual(created);
    const [entry] = await propertyAudit(created.id, 'create');
    expect(entry).toMatchObject({ userId: staffId, detail: { ...valid } });
  });

  it('changes a property with PUT, keeping is_active unless it is given', async () => {
    const property = await buildProperty(ctx.database.db, { isActive: false });
    const changed = { address: '2207 E Cesar Chavez St', city: 'Austin', state: 'TX', zip_code: '78702' };
    const res = await client.put(`/api/properties/${property.id}/`, changed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: property.id, ...changed, is_active: false });
    const reactivated = await client.put(`/api/properties/${property.id}/`, { ...changed, is_active: true });
    expect(reactivated.json().is_active).toBe(true);
    expect(await propertyAudit(property.id, 'update')).toHaveLength(2);
  });

  it('deletes a property without rooms', async () => {
    const property = await buildProperty(ctx.database.db);
    const res = await client.delete(`/api/properties/${property.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await client.get(`/api/properties/${property.id}/`)).statusCode).toBe(404);
    expect(await propertyAudit(property.id, 'delete')).toHaveLength(1);
  });

  it('refuses to delete a property that still has rooms, and changes nothing', async () => {
    const property = await buildProperty(ctx.database.db);
    await buildRoom(ctx.database.db, { propertyId: property.id });
    await buildRoom(ctx.database.db, { propertyId: property.id });
    const res = await client.delete(`/api/properties/${property.id}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: ['This property still has 2 rooms. Delete or move them first.'],
    });
    expect((await client.get(`/api/properties/${property.id}/`)).json().rooms_count).toBe(2);
    expect(await propertyAudit(property.id, 'delete')).toEqual([]);

    const single = await buildProperty(ctx.database.db);
    await buildRoom(ctx.database.db, { propertyId: single.id });
    expect((await client.delete(`/api/properties/${single.id}/`)).json().non_field_errors).toEqual([
      'This property still has 1 room. Delete or move it first.',
    ]);
  });

  it("lists a property's rooms, paged, and answers 404 for an unknown property", async () => {
    const property = await buildProperty(ctx.database.db);
    const other = await buildProperty(ctx.database.db);
    for (const number of [3, 1, 2]) await buildRoom(ctx.database.db, { propertyId: property.id, number });
    await buildRoom(ctx.database.db, { propertyId: other.id, number: 1 });
    const res = await client.get(`/api/properties/${property.id}/rooms/?page_size=2`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      count: 3,
      next: `/api/properties/${property.id}/rooms/?page_size=2&page=2`,
      previous: null,
    });
    expect(res.json().results.map((r: { number: number }) => r.number)).toEqual([1, 2]);
    expect(res.json().results[0].property).toEqual({ id: property.id, address: property.address });
    const empty = await buildProperty(ctx.database.db);
    expect((await client.get(`/api/properties/${empty.id}/rooms/`)).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    const unknown = await client.get('/api/properties/999999/rooms/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Property not found.', code: 'not_found' });
  });
});

describe('properties: unknown and malformed ids', () => {
  it('answers 404 for an unknown id on every detail route', async () => {
    for (const res of [
      await client.get('/api/properties/999999/'),
      await client.put('/api/properties/999999/', valid),
      await client.delete('/api/properties/999999/'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Property not found.', code: 'not_found' });
    }
  });

  it('answers 404, never a 5xx, for ids that cannot exist', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999', '2147483648', '%20', 'null']) {
      for (const res of [
        await client.get(`/api/properties/${id}/`),
        await client.get(`/api/properties/${id}/rooms/`),
        await client.put(`/api/properties/${id}/`, valid),
        await client.delete(`/api/properties/${id}/`),
      ]) {
        expect(res.statusCode, id).toBe(404);
      }
    }
  });
});

describe('properties: validation', () => {
  it('requires every field, whether missing, null or blank', async () => {
    const required = { address: ['This field is required.'] };
    expect(fieldErrors(await client.post('/api/properties/', {}))).toEqual({
      address: ['This field is required.'],
      city: ['This field is required.'],
      state: ['This field is required.'],
      zip_code: ['This field is required.'],
    });
    expect(fieldErrors(await client.post('/api/properties/', { ...valid, address: null }))).toEqual(required);
    expect(fieldErrors(await client.post('/api/properties/', { ...valid, address: '   ' }))).toEqual(
      required,
    );
    expect(fieldErrors(await client.post('/api/properties/', { ...valid, zip_code: '' }))).toEqual({
      zip_code: ['This field is required.'],
    });
  });

  it('takes the state only from the list of US states', async () => {
    for (const state of ['XX', 'PR', 'New York', 'N', 'NYC', 42]) {
      expect(fieldErrors(await client.post('/api/properties/', { ...valid, state })), String(state)).toEqual({
        state: ['Select a state from the list.'],
      });
    }
    expect((await client.post('/api/properties/', { ...valid, state: 'dc' })).json().state).toBe('DC');
  });

  it('takes a zip code of exactly 5 digits', async () => {
    for (const zip_code of ['1234', '123456', '12a45', '12 45', '-1234', 60622]) {
      expect(
        fieldErrors(await client.post('/api/properties/', { ...valid, zip_code })),
        String(zip_code),
      ).toEqual({
        zip_code: ['Zip code must be exactly 5 digits.'],
      });
    }
    expect((await client.post('/api/properties/', { ...valid, zip_code: '02134' })).json().zip_code).toBe(
      '02134',
    );
  });

  it('refuses wrong types, over-long text and unknown fields', async () => {
    const res = await client.post('/api/properties/', {
      address: 42,
      city: 'x'.repeat(101),
      state: 'IL',
      zip_code: '60622',
      is_active: 'yes',
      rooms_count: 3,
    });
    expect(fieldErrors(res)).toEqual({
      address: ['Not a valid string.'],
      city: ['Ensure this field has no more than 100 characters.'],
      is_active: ['Must be true or false.'],
      rooms_count: ['Unknown field.'],
    });
    expect(fieldErrors(await client.post('/api/properties/', [valid])).non_field_errors).toHaveLength(1);
    const rows = await ctx.database.db.query(sql`SELECT id FROM properties WHERE city = ${'x'.repeat(101)}`);
    expect(rows).toEqual([]);
  });

  it('validates a PUT body like a POST body', async () => {
    const property = await buildProperty(ctx.database.db);
    expect(
      fieldErrors(await client.put(`/api/properties/${property.id}/`, { ...valid, zip_code: '1' })),
    ).toEqual({
      zip_code: ['Zip code must be exactly 5 digits.'],
    });
  });
});
