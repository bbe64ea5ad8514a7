import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
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

function openTenant(routes: Record<string, Reply> = {}) {
  const server = installFakeFetch({
    ...signedInRoutes(aTenantsUser()),
    'GET /api/settings/public/': () => json(200, aPublicSettings()),
    'GET /api/tenants/5/': () => json(200, aTenant({ orders: [anOrder({ start_date: '2026-02-20' })] })),
    'GET /api/tenants/5/transactions/': () => json(200, pageOf([backDated, aTransaction()])),
    ...routes,
  });
  return { ...renderApp('/tenants/5'), ...server };
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

  it('shows the planned move-out in the current order when there is one (issue 34)', async () => {
    openTenant({
      'GET /api/tenants/5/': () =>
        json(
          200,
          aTenant({ orders: [anOrder({ start_date: '2026-02-20', planned_end_date: '2026-06-30' })] }),
        ),
    });
    const order = await screen.findByLabelText('Current order');
    expect(order).toHaveTextContent('Start date20 Feb 2026Planned move-out30 Jun 2026');
  });
});

describe('the history of a tenant: deposits and refunds', () => {
  const rows = [
    aTransaction({
      id: 903,
      type: 'refund',
      sub_type: { id: 3, name: 'Zelle' },
      amount: '-50.00',
      current_balance: '0.00',
      description: 'Credit paid back',
      related_id: null,
    }),
    aTransaction({
      id: 902,
      type: 'deposit',
      amount: '300.00',
      current_balance: '50.00',
      description: 'Security deposit released, order #12',
      related_id: 8,
      reverses_id: 901,
    }),
    aTransaction({
      id: 901,
      type: 'deposit',
      amount: '-300.00',
      current_balance: '-300.00',
      description: 'Security deposit, order #12',
      related_id: 8,
      is_reversed: true,
    }),
  ];

  it('shows their types, the refund’s method, a charge and a refund in red and a release in green', async () => {
    openTenant({ 'GET /api/tenants/5/transactions/': () => json(200, pageOf(rows)) });
    const history = await screen.findByRole('table', { name: 'Transaction history' });
    await within(history).findByText('Zelle — Credit paid back');
    const [, refund, release, charge] = within(history).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(refund!).slice(2)).toEqual(['Refund', 'Zelle — Credit paid back', '-$50.00', '$0.00']);
    expect(within(refund!).getByText('-$50.00')).toHaveClass('text-danger');
    expect(cells(release!).slice(2)).toEqual([
      'Deposit',
      'Security deposit released, order #12',
      '$300.00',
      '$50.00',
    ]);
    expect(within(release!).getByText('$300.00')).toHaveClass('text-success');
    expect(cells(charge!).slice(2)).toEqual([
      'DepositReleased',
      'Security deposit, order #12',
      '-$300.00',
      '-$300.00',
    ]);
    expect(within(charge!).getAllByText('-$300.00', { selector: '.text-danger' })).toHaveLength(2);
  });

  it('filters by them with the type chips', async () => {
    const app = openTenant();
    await screen.findByRole('table', { name: 'Transaction history' });
    const types = screen.getByRole('group', { name: 'Transaction type' });
    await app.user.click(within(types).getByRole('button', { name: 'Deposit' }));
    await app.user.click(within(types).getByRole('button', { name: 'Refund' }));
    expect(app.router.state.location.search).toBe('?type=deposit&type=refund');
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/tenants/5/transactions/').at(-1)).toBe(
        '?type=deposit&type=refund&page=1&page_size=20',
      ),
    );
  });
});
