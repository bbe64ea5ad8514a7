import { screen, within } from '@testing-library/react';
import { todayIn } from '@bunkhouse/contract';
import type { Permission } from '@bunkhouse/contract';
import type { Reply } from './fake-fetch';
import { installFakeFetch, json, signedInRoutes } from './fake-fetch';
import { aFinanceUser, aReportTotals, SUB_TYPES } from './finance-fixtures';
import { aProperty, pageOf } from './places-fixtures';
import { aPublicSettings } from './settings-fixtures';
import { renderApp } from './render-app';
import { aTenantListItem, aTransaction } from './tenants-fixtures';

/** The sub-types of the `type` asked for (all of them without one). */
const subTypesOf: Reply = (request) => {
  const type = new URL(request.url, 'http://test').searchParams.get('type');
  return json(
    200,
    Object.values(SUB_TYPES).filter((subType) => !type || subType.type === type),
  );
};

/** The business's time zone in these tests: its today is the form's (the received date). */
export const FINANCE_TIME_ZONE = 'America/New_York';

/** Today in the business time zone, which the dialog learns from the public settings. */
export const businessToday = () => todayIn(FINANCE_TIME_ZONE);

export const financeRoutes = (): Record<string, Reply> => ({
  'GET /api/settings/public/': () => json(200, aPublicSettings({ time_zone: FINANCE_TIME_ZONE })),
  'GET /api/transactions/': () => json(200, { results: [aTransaction()], next: null }),
  'GET /api/reportsapp/total/': () => json(200, aReportTotals()),
  'GET /api/transaction-sub-types/': subTypesOf,
  'GET /api/transaction-sub-types/11/get-amount/': () => json(200, { amount: '35.00' }),
  'GET /api/transaction-sub-types/12/get-amount/': () => json(200, { amount: null }),
  'GET /api/tenants/': () => json(200, pageOf([aTenantListItem()])),
  'GET /api/properties/': () => json(200, pageOf([aProperty()])),
});

/** The Finance page with the Create Transactions dialog open, and how to fill it in. */
export async function openCreateTransactions(routes: Record<string, Reply> = {}, permissions?: Permission[]) {
  const server = installFakeFetch({
    ...signedInRoutes(aFinanceUser(permissions)),
    ...financeRoutes(),
    ...routes,
  });
  const app = renderApp('/transactions');
  await screen.findByRole('table', { name: 'Transactions' });
  await app.user.click(screen.getByRole('button', { name: 'Add transaction' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Transactions' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const optionsOf = (label: string) =>
    within(field(label))
      .getAllByRole('option')
      .map((option) => option.textContent);
  const chooseType = (type: string) => app.user.selectOptions(field('Transaction type'), type);
  const chooseTenant = async (label = 'Tenant') => {
    await app.user.click(field(label));
    await app.user.click(await screen.findByRole('option', { name: 'Dana Smith' }));
  };
  const chooseProperty = async () => {
    await app.user.click(field('Property'));
    await app.user.click(await screen.findByRole('option', { name: '12 Oak St' }));
  };
  const save = () => app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { ...app, ...server, dialog, field, optionsOf, chooseType, chooseTenant, chooseProperty, save };
}

/** The message under a field of the dialog. */
export const errorUnder = (field: HTMLElement) => field.closest('.mb-3')?.querySelector('.invalid-feedback');
