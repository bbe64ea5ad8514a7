import { screen, within } from '@testing-library/react';
import type { Permission, Transaction } from '@bunkhouse/contract';
import type { Reply } from './fake-fetch';
import { installFakeFetch, json, signedInRoutes } from './fake-fetch';
import { aFinanceUser, aReportTotals, SUB_TYPES } from './finance-fixtures';
import { renderApp } from './render-app';
import { aTransaction } from './tenants-fixtures';

/** Rows of the Finance list: a rent charge, a payment, a fee and an expense, with their records' ids. */
export const rentRow = aTransaction({ id: 700, related_id: 41 });
export const paymentRow = aTransaction({
  id: 701,
  type: 'payment',
  sub_type: { id: 3, name: 'Zelle' },
  amount: '500.00',
  current_balance: '-700.00',
  description: 'March rent',
  created_at: '2026-03-05T15:00:00.000Z',
  related_id: 51,
});
export const feeRow = aTransaction({
  id: 702,
  type: 'fee',
  sub_type: { id: 11, name: 'Late fee' },
  amount: '-35.00',
  current_balance: '-735.00',
  description: '',
  created_at: '2026-03-06T15:00:00.000Z',
  related_id: 61,
});
export const expenseRow = aTransaction({
  id: 703,
  type: 'expense',
  sub_type: { id: 31, name: 'Repairs' },
  amount: '120.00',
  current_balance: null,
  description: 'Plumber',
  tenant: null,
  property: { id: 7, address: '12 Oak St' },
  related_id: null,
});

export const transactionsPage = (results: Transaction[], next: string | null = null) =>
  json(200, { results, next });

/** /transactions with the four rows, the report totals and the sub-types; `routes` add or replace. */
export function openTransactions(
  routes: Record<string, Reply> = {},
  path = '/transactions',
  permissions?: Permission[],
) {
  const server = installFakeFetch({
    ...signedInRoutes(aFinanceUser(permissions)),
    'GET /api/transactions/': () => transactionsPage([feeRow, paymentRow, rentRow, expenseRow]),
    'GET /api/reportsapp/total/': () => json(200, aReportTotals()),
    'GET /api/transaction-sub-types/': () => json(200, Object.values(SUB_TYPES)),
    ...routes,
  });
  return { ...renderApp(path), ...server };
}

/** The row of the Finance list that shows this text. */
export const rowWith = async (text: string) => {
  const table = await screen.findByRole('table', { name: 'Transactions' });
  return (await within(table).findByText(text)).closest('tr')!;
};
