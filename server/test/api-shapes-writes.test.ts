import { describe, it } from 'vitest';
import { signedInClient, TestClient } from './app';
import { useRecordedHouse } from './api-shapes';

/** The writes' answers and the errors' shapes, recorded (api-shapes.ts). */
const { house, record, gets, page } = useRecordedHouse();

describe('the API as recorded on the demo house: writes and errors', () => {
  it('answers the writes with what they made', async () => {
    const property = (
      await house.client.post('/api/properties/', {
        address: '12 Shape Street',
        city: 'Boston',
        state: 'MA',
        zip_code: '02118',
      })
    ).json() as { id: number };
    const room = (
      await house.client.post('/api/rooms/', {
        property_id: property.id,
        number: 1,
        gender_designation: 'mixed',
      })
    ).json() as { id: number };
    const bed = (
      await house.client.post('/api/beds/', { room_id: room.id, number: 1, price: '640.00' })
    ).json() as {
      id: number;
    };
    const tenantBody = {
      first_name: 'Shape',
      last_name: 'Tester',
      email: 'shape@example.com',
      phone: '3125550100',
      date_of_birth: '1990-04-02',
      social_security_number: '123456789',
      emergency_contact_first_name: 'Ann',
      emergency_contact_last_name: 'Tester',
      emergency_contact_phone: '3125550101',
      emergency_contact_relationship_to_tenant: 'mother',
    };
    const created = await house.client.post('/api/tenants/', tenantBody);
    const tenantId = (created.json() as { id: number }).id;
    const method = (
      (await house.client.get('/api/transaction-sub-types/?type=payment')).json() as Array<{ id: number }>
    )[0]!.id;
    const feeType = (
      (await house.client.get('/api/transaction-sub-types/?type=fee')).json() as Array<{ id: number }>
    )[0]!.id;
    const income = (
      (await house.client.get('/api/transaction-sub-types/?type=income')).json() as Array<{ id: number }>
    )[0]!.id;
    const order = await house.client.post('/api/orders/', {
      tenant_id: tenantId,
      bed_ids: [bed.id],
      period_payment: 'weekly',
      rent_amount: '160.00',
    });
    const orderId = (order.json() as { id: number }).id;
    const payment = await house.client.post('/api/payments/', {
      tenant_id: tenantId,
      method_id: method,
      amount: '100.00',
    });
    const paymentId = (payment.json() as { id: number }).id;
    const fee = await house.client.post('/api/fees/', {
      tenant_id: tenantId,
      type_id: feeType,
      amount: '25.00',
      description: 'Lost key',
    });
    const feeId = (fee.json() as { id: number }).id;
    await record('writes', [
      ['POST /api/tenants/', async () => created],
      ['POST /api/orders/', async () => order],
      ['POST /api/payments/', async () => payment],
      ['POST /api/fees/', async () => fee],
      [`GET /api/properties/${property.id}/`, () => house.client.get(`/api/properties/${property.id}/`)],
      [
        `PUT /api/beds/${bed.id}/`,
        () => house.client.put(`/api/beds/${bed.id}/`, { room_id: room.id, number: 2, price: '650.50' }),
      ],
      [
        `PUT /api/rooms/${room.id}/bed-order/`,
        () => house.client.put(`/api/rooms/${room.id}/bed-order/`, { bed_ids: [bed.id] }),
      ],
      [
        `PUT /api/rooms/${room.id}/`,
        () =>
          house.client.put(`/api/rooms/${room.id}/`, {
            property_id: property.id,
            number: 3,
            gender_designation: 'female',
          }),
      ],
      [
        `PUT /api/tenants/${tenantId}/`,
        () =>
          house.client.put(`/api/tenants/${tenantId}/`, {
            ...tenantBody,
            social_security_number: null,
            first_name: 'Shaped',
          }),
      ],
      [
        `PATCH /api/tenants/${tenantId}/`,
        () =>
          house.client.request({
            method: 'PATCH',
            url: `/api/tenants/${tenantId}/`,
            payload: { expected_payment_date: '2099-01-02' },
          }),
      ],
      [
        `POST /api/tenants/${tenantId}/verify_ssn/ (right)`,
        () =>
          house.client.post(`/api/tenants/${tenantId}/verify_ssn/`, { social_security_number: '123456789' }),
      ],
      [
        `POST /api/tenants/${tenantId}/verify_ssn/ (wrong)`,
        () =>
          house.client.post(`/api/tenants/${tenantId}/verify_ssn/`, { social_security_number: '123456780' }),
      ],
      [
        'POST /api/transactions/',
        () =>
          house.client.post('/api/transactions/', {
            type: 'income',
            sub_type_id: income,
            property_id: property.id,
            amount: '40.00',
            description: 'Laundry',
          }),
      ],
      [
        `POST /api/payments/${paymentId}/void/`,
        () => house.client.post(`/api/payments/${paymentId}/void/`, { reason: 'Entered twice' }),
      ],
      [
        `POST /api/fees/${feeId}/void/`,
        () => house.client.post(`/api/fees/${feeId}/void/`, { reason: 'Wrong tenant' }),
      ],
      [`GET /api/tenants/${tenantId}/`, () => house.client.get(`/api/tenants/${tenantId}/`)],
      [
        `GET /api/tenants/${tenantId}/transactions/`,
        () => house.client.get(`/api/tenants/${tenantId}/transactions/`),
      ],
      [
        `PUT /api/orders/${orderId}/planned-end/`,
        () => house.client.put(`/api/orders/${orderId}/planned-end/`, { planned_end_date: '2099-01-01' }),
      ],
      [`DELETE /api/orders/${orderId}/`, () => house.client.delete(`/api/orders/${orderId}/`)],
      [`GET /api/orders/${orderId}/`, () => house.client.get(`/api/orders/${orderId}/`)],
      [`DELETE /api/tenants/${tenantId}/`, () => house.client.delete(`/api/tenants/${tenantId}/`)],
      [
        `POST /api/tenants/${tenantId}/activate/`,
        () => house.client.post(`/api/tenants/${tenantId}/activate/`),
      ],
      [`DELETE /api/beds/${bed.id}/`, () => house.client.delete(`/api/beds/${bed.id}/`)],
      [`DELETE /api/rooms/${room.id}/`, () => house.client.delete(`/api/rooms/${room.id}/`)],
      [
        `DELETE /api/properties/${property.id}/`,
        () => house.client.delete(`/api/properties/${property.id}/`),
      ],
    ]);
  });

  it('answers mistakes, refusals and access errors in their shapes', async () => {
    const anonymous = await new TestClient(house.ctx.app).fetchCsrf();
    const nobody = (
      await signedInClient(house.ctx, { permissions: ['places.view'], username: 'shapes-viewer' })
    ).client;
    const tenantWithOrder = (await page<{ id: number }>('/api/tenants/?orders__status=active')).results[0]!
      .id;
    const inactive = (await page<{ id: number }>('/api/tenants/?deleted=true')).results[0]!.id;
    const completedOrder = (
      (await house.client.get(`/api/tenants/${inactive}/`)).json() as { orders: Array<{ id: number }> }
    ).orders[0]!.id;
    const method = (
      (await house.client.get('/api/transaction-sub-types/?type=payment')).json() as Array<{ id: number }>
    )[0]!.id;
    await record('errors', [
      ['GET /api/tenants/ (signed out)', () => anonymous.get('/api/tenants/')],
      ['GET /api/tenants/ (no permission)', () => nobody.get('/api/tenants/')],
      [
        'POST /api/beds/ (no CSRF header)',
        () => house.client.request({ method: 'POST', url: '/api/beds/', payload: {}, csrf: false }),
      ],
      ...gets([
        '/api/tenants/999999/',
        '/api/tenants/abc/',
        '/api/orders/999999/',
        '/api/payments/999999/',
        '/api/fees/999999/',
        '/api/rent-confirmations/999999/',
        '/api/rooms/999999/beds/',
        '/api/properties/999999/rooms/',
        '/api/tenants/999999/transactions/',
        '/api/nothing-here/',
        '/api/tenants/?ordering=bogus',
        '/api/tenants/?page=0&page_size=1000',
        '/api/tenants/?orders__status=lost',
        '/api/rooms/?gender_designation=other',
        '/api/beds/?room=x',
        '/api/transactions/?cursor=garbage',
        '/api/transactions/?date_from=2026-02-30',
        '/api/reportsapp/total/?start=2026-03-02&end=2026-03-01',
        '/api/reportsapp/total/',
      ]),
      ['POST /api/tenants/ {}', () => house.client.post('/api/tenants/', {})],
      [
        'POST /api/tenants/ (bad fields)',
        () =>
          house.client.post('/api/tenants/', {
            first_name: '',
            last_name: 'X',
            email: 'not-mail',
            phone: '12',
            date_of_birth: '2999-01-01',
            social_security_number: '12',
            extra: true,
          }),
      ],
      ['POST /api/orders/ {}', () => house.client.post('/api/orders/', {})],
      [
        'POST /api/orders/ (taken tenant and bed)',
        () =>
          house.client.post('/api/orders/', {
            tenant_id: tenantWithOrder,
            bed_ids: [1],
            period_payment: 'monthly',
            rent_amount: '10.001',
          }),
      ],
      [
        'POST /api/payments/ (inactive tenant)',
        () => house.client.post('/api/payments/', { tenant_id: inactive, method_id: method, amount: '5.00' }),
      ],
      [
        'POST /api/payments/ (bad amount)',
        () => house.client.post('/api/payments/', { tenant_id: inactive, method_id: 999999, amount: '-1' }),
      ],
      ['DELETE /api/properties/1/ (has rooms)', () => house.client.delete('/api/properties/1/')],
      ['DELETE /api/rooms/1/ (has beds)', () => house.client.delete('/api/rooms/1/')],
      ['DELETE /api/beds/1/ (in an order)', () => house.client.delete('/api/beds/1/')],
      [
        `DELETE /api/tenants/${tenantWithOrder}/ (open order)`,
        () => house.client.delete(`/api/tenants/${tenantWithOrder}/`),
      ],
      [
        `POST /api/tenants/${tenantWithOrder}/activate/ (active)`,
        () => house.client.post(`/api/tenants/${tenantWithOrder}/activate/`),
      ],
      [
        `DELETE /api/orders/${completedOrder}/ (completed)`,
        () => house.client.delete(`/api/orders/${completedOrder}/`),
      ],
      [
        'POST /api/rooms/ (text/plain)',
        () =>
          house.client.request({
            method: 'POST',
            url: '/api/rooms/',
            payload: 'number=1',
            headers: { 'content-type': 'text/plain' },
          }),
      ],
      [
        'POST /api/rooms/ (broken JSON)',
        () =>
          house.client.request({
            method: 'POST',
            url: '/api/rooms/',
            payload: '{"number":',
            headers: { 'content-type': 'application/json' },
          }),
      ],
      [
        'POST /api/rooms/ (too large)',
        () => house.client.post('/api/rooms/', { number: 1, padding: 'x'.repeat(1024 * 1024) }),
      ],
      [
        'PUT /api/rooms/1/bed-order/ (not its beds)',
        () => house.client.put('/api/rooms/1/bed-order/', { bed_ids: [999999] }),
      ],
      [
        'PATCH /api/beds/1/ (no such method)',
        () => house.client.request({ method: 'PATCH', url: '/api/beds/1/', payload: {} }),
      ],
      [
        'POST /api/login/ (wrong password)',
        () => anonymous.post('/api/login/', { username: 'snapshot', password: 'wrong' }),
      ],
      ['POST /api/login/ {}', () => anonymous.post('/api/login/', {})],
    ]);
  });
});
