import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import { pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';
import { aPublicSettings } from '../../../test/settings-fixtures';
import { anOrder, aTenant, aTenantsUser, aTransaction } from '../../../test/tenants-fixtures';
import { formatDateTime } from '../../../lib/format';

/** A payment recorded on 5 March for money received on 28 February (back-dated). */
const backDated = aTransaction({
  id: 701,
  type: 'payment',
  sub_type: { id: 3, name: 'Zelle' },
  amount: '500.00',
  current_balance: '-700.00',
  description: '',
  booked_on: '2026-02-28',
  created_at: '2026-03-05T15:00:00.000Z',
  received_on: '2026-02-28',
});

function openTenant() {
  installFakeFetch({
    ...signedInRoutes(aTenantsUser()),
    'GET /api/settings/public/': () => json(200, aPublicSettings()),
    'GET /api/tenants/5/': () => json(200, aTenant({ orders: [anOrder({ start_date: '2026-02-20' })] })),
    'GET /api/tenants/5/transactions/': () => json(200, pageOf([backDated, aTransaction()])),
  });
  return renderApp('/tenants/5');
}

describe('the history of a tenant: dates', () => {
  it('shows the day each row belongs to, and when it was recorded only on a back-dated row', async () => {
    openTenant();
    const history = await screen.findByRole('table', { name: 'Transaction history' });
    await within(history).findByText('Zelle');
    const [, paymentRow, rentRow] = within(history).getAllByRole('row');
    const dateOf = (row: HTMLElement) => within(row).getAllByRole('cell')[1];
    await waitFor(() =>
      expect(dateOf(paymentRow!)).toHaveTextContent(
        `28 Feb 2026Recorded ${formatDateTime('2026-03-05T15:00:00.000Z')}`,
      ),
    );
    expect(dateOf(rentRow!)).toHaveTextContent(/^01 Mar 2026$/);
  });

  it("shows the order's start date in the current order", async () => {
    openTenant();
    expect(await screen.findByLabelText('Current order')).toHaveTextContent('Start date20 Feb 2026');
  });
});
