import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import { pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';
import { anOrder, aTenant, aTenantsUser, aTransaction } from '../../../test/tenants-fixtures';

/** A payment recorded on 5 March for money received on 28 February (back-dated). */
const backDated = aTransaction({
  id: 701,
  type: 'payment',
  sub_type: { id: 3, name: 'Zelle' },
  amount: '500.00',
  current_balance: '-700.00',
  description: '',
  created_at: '2026-03-05T15:00:00.000Z',
  received_on: '2026-02-28',
});

function openTenant() {
  installFakeFetch({
    ...signedInRoutes(aTenantsUser()),
    'GET /api/tenants/5/': () => json(200, aTenant({ orders: [anOrder({ start_date: '2026-02-20' })] })),
    'GET /api/tenants/5/transactions/': () => json(200, pageOf([backDated, aTransaction()])),
  });
  return renderApp('/tenants/5');
}

describe('the history of a tenant: dates', () => {
  it("shows a payment's received date under its row's date, and none on other rows", async () => {
    openTenant();
    const history = await screen.findByRole('table', { name: 'Transaction history' });
    await within(history).findByText('Zelle');
    const [, paymentRow, rentRow] = within(history).getAllByRole('row');
    expect(within(paymentRow!).getByText('Received 28 Feb 2026')).toBeInTheDocument();
    expect(rentRow).not.toHaveTextContent('Received');
  });

  it("shows the order's start date in the current order", async () => {
    openTenant();
    expect(await screen.findByLabelText('Current order')).toHaveTextContent('Start date20 Feb 2026');
  });
});
