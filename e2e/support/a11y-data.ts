import { expect, type Page } from '@playwright/test';

/** What the accessibility specs open: a house of their own, and a tenant with an order and postings. */
export interface A11yData {
  stamp: string;
  lastName: string;
  propertyId: number;
  roomId: number;
  bedId: number;
  tenantId: number;
}

interface SubType {
  id: number;
  default_amount: string | null;
}

/**
 * Creates, through the API with the session's CSRF token, a property with a room and two beds, a tenant
 * in one of them (an order, so a rent row), a payment, a fee, an income and an expense: every kind of
 * row and badge the screens show, whatever the demo data holds.
 */
export async function seedA11yData(page: Page): Promise<A11yData> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const post = async (url: string, data: object) => {
    const response = await page.request.post(url, { data, headers: { 'X-CSRFToken': csrf } });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
    return (await response.json()) as { id: number };
  };
  const firstOf = async (type: string) => {
    const response = await page.request.get(`/api/transaction-sub-types/?type=${type}&is_active=true`);
    const [subType] = (await response.json()) as SubType[];
    expect(subType, `an active ${type} sub type`).toBeDefined();
    return subType!;
  };
  const stamp = String(Date.now());
  const lastName = `Axe${stamp}`;
  const property = await post('/api/properties/', {
    address: `Linden ${stamp} St`,
    city: 'Denver',
    state: 'CO',
    zip_code: '80202',
  });
  const room = await post('/api/rooms/', {
    property_id: property.id,
    number: 1,
    gender_designation: 'mixed',
  });
  const bed = await post('/api/beds/', { room_id: room.id, number: 1, price: '900.00' });
  await post('/api/beds/', { room_id: room.id, number: 2, price: '800.00' });
  const tenant = await post('/api/tenants/', {
    first_name: 'Ally',
    last_name: lastName,
    email: `ally.${stamp}@example.com`,
    phone: '3125550177',
    date_of_birth: '1991-06-12',
  });
  await post('/api/orders/', {
    tenant_id: tenant.id,
    bed_ids: [bed.id],
    period_payment: 'monthly',
    rent_amount: '900.00',
  });
  const method = await firstOf('payment');
  const fee = await firstOf('fee');
  await post('/api/payments/', { tenant_id: tenant.id, amount: '300.00', method_id: method.id });
  await post('/api/fees/', { tenant_id: tenant.id, amount: '25.00', type_id: fee.id });
  for (const type of ['income', 'expense'] as const) {
    const subType = await firstOf(type);
    await post('/api/transactions/', {
      type,
      sub_type_id: subType.id,
      property_id: property.id,
      amount: '40.00',
      description: `${type} ${stamp}`,
    });
  }
  return { stamp, lastName, propertyId: property.id, roomId: room.id, bedId: bed.id, tenantId: tenant.id };
}
