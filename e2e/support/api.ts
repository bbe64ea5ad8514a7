import { expect, type Page } from '@playwright/test';

/** A payment method, fee type or income/expense category (GET /api/transaction-sub-types/). */
export interface SubType {
  id: number;
  name: string;
  type: string;
  default_amount: string | null;
}

/** Set-up through the API (what a flow does not test), as the signed-in user with its CSRF token. */
export async function api(page: Page) {
  const cookies = await page.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const post = async <T = { id: number }>(url: string, data: object): Promise<T> => {
    const response = await page.request.post(url, { data, headers: { 'X-CSRFToken': csrf } });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
    return (await response.json()) as T;
  };
  const get = async <T>(url: string): Promise<T> => {
    const response = await page.request.get(url);
    expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const remove = async (url: string) => {
    const response = await page.request.delete(url, { headers: { 'X-CSRFToken': csrf } });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(204);
  };
  return { post, get, remove };
}

/** A property at `address` (Denver) with room 1 of this designation and a bed at each price. */
export async function addHouse(
  page: Page,
  address: string,
  { designation = 'mixed', prices = ['900.00'] }: { designation?: string; prices?: string[] } = {},
) {
  const { post } = await api(page);
  const property = await post('/api/properties/', {
    address,
    city: 'Denver',
    state: 'CO',
    zip_code: '80202',
  });
  const room = await post('/api/rooms/', {
    property_id: property.id,
    number: 1,
    gender_designation: designation,
  });
  const beds = [];
  for (const [i, price] of prices.entries()) {
    beds.push(await post('/api/beds/', { room_id: room.id, number: i + 1, price }));
  }
  return { property, room, beds };
}

export interface TenantFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: string;
}

/** A tenant placed in `bedId` on a monthly order of $900.00: the first rent makes the balance -$900.00. */
export async function addTenantWithOrder(page: Page, fields: TenantFields, bedId: number) {
  const { post } = await api(page);
  const tenant = await post('/api/tenants/', fields);
  await post('/api/orders/', {
    tenant_id: tenant.id,
    bed_ids: [bedId],
    period_payment: 'monthly',
    rent_amount: '900.00',
  });
  return tenant;
}
