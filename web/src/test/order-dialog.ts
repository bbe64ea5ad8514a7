import { screen, within } from '@testing-library/react';
import { todayIn } from '@bunkhouse/contract';
import type { Reply } from './fake-fetch';
import { installFakeFetch, json, signedInRoutes } from './fake-fetch';
import { pageOf } from './places-fixtures';
import { renderApp } from './render-app';
import { aPublicSettings } from './settings-fixtures';
import { aFreeBed, aNewTenantListItem, aTenantsUser } from './tenants-fixtures';

/** Create Order's world: Eli Ng, free, and two beds of $650.00 in 12 Oak St, New York's business day. */
export const eli = aNewTenantListItem({ id: 6, first_name: 'Eli', last_name: 'Ng' });
export const bed1 = aFreeBed();
export const bed2 = aFreeBed({ id: 602, number: 2, price: '650.00' });
export const bed1Label = 'Bed 1 · Room 101 (Mixed) · 12 Oak St · $650.00';
export const bed2Label = 'Bed 2 · Room 101 (Mixed) · 12 Oak St · $650.00';
export const BUSINESS_TIME_ZONE = 'America/New_York';
/** Today in the business time zone, which the dialog learns from the public settings. */
export const businessToday = () => todayIn(BUSINESS_TIME_ZONE);

/** The server's total for the beds asked: 650.00 each. */
export const totalOf: Reply = (request) => {
  const { beds } = request.body as { beds: number[] };
  return json(200, { total: `${beds.length * 650}.00` });
};

/** The answers Create Order needs; `routes` add or replace. */
export const orderRoutes = (routes: Record<string, Reply> = {}): Record<string, Reply> => ({
  ...signedInRoutes(aTenantsUser()),
  'GET /api/settings/public/': () => json(200, aPublicSettings({ time_zone: BUSINESS_TIME_ZONE })),
  'GET /api/tenants/': () => json(200, pageOf([eli])),
  'GET /api/orders/available_tenants/': () =>
    json(200, [{ id: 6, first_name: 'Eli', last_name: 'Ng', gender: null }]),
  'GET /api/orders/available_beds/': () => json(200, [bed1, bed2]),
  'POST /api/orders/get_beds_total_price/': totalOf,
  ...routes,
});

/** Opens Create Order from the tenants list's New order button. */
export async function openOrderDialog(routes: Record<string, Reply> = {}, path = '/tenants') {
  const server = installFakeFetch(orderRoutes(routes));
  const app = renderApp(path);
  await screen.findByRole('cell', { name: 'Ng, Eli' });
  await app.user.click(screen.getByRole('button', { name: 'New order' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Order' });
  const rent = () => within(dialog).getByLabelText('Rent amount');
  const chooseBed = async (label: string) => {
    await app.user.click(within(dialog).getByLabelText('Beds'));
    await app.user.click(await screen.findByRole('option', { name: label }));
  };
  const chooseTenant = async () => {
    await app.user.click(within(dialog).getByLabelText('Tenant'));
    await app.user.click(await screen.findByRole('option', { name: 'Eli Ng' }));
  };
  return { ...app, ...server, dialog, rent, chooseBed, chooseTenant };
}
