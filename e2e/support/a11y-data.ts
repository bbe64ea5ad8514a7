import { expect, type Page } from '@playwright/test';
import { addHouse, addTenantWithOrder, api, type SubType } from './api';

/** What the accessibility specs open: a house of their own, and a tenant with an order and postings. */
export interface A11yData {
  stamp: string;
  lastName: string;
  propertyId: number;
  roomId: number;
  bedId: number;
  tenantId: number;
}

/**
 * Creates, through the API with the session's CSRF token, a property with a room and two beds, a tenant
 * in one of them (an order, so a rent row), a payment, a fee, an income and an expense: every kind of
 * row and badge the screens show, whatever the demo data holds.
 */
export async function seedA11yData(page: Page): Promise<A11yData> {
  const { post, get } = await api(page);
  const firstOf = async (type: string) => {
    const [subType] = await get<SubType[]>(`/api/transaction-sub-types/?type=${type}&is_active=true`);
    expect(subType, `an active ${type} sub type`).toBeDefined();
    return subType!;
  };
  const stamp = String(Date.now());
  const lastName = `Axe${stamp}`;
  const { property, room, beds } = await addHouse(page, `Linden ${stamp} St`, {
    prices: ['900.00', '800.00'],
  });
  const bed = beds[0]!;
  const tenant = await addTenantWithOrder(
    page,
    {
      first_name: 'Ally',
      last_name: lastName,
      email: `ally.${stamp}@example.com`,
      phone: '3125550177',
      date_of_birth: '1991-06-12',
    },
    bed.id,
  );
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
