import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@bunkhouse/contract';
import { aDepositStatement, aSettledStatement } from '../../../test/deposits-fixtures';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';
import { aPublicSettings } from '../../../test/settings-fixtures';
import { aDeposit, anOrder, aTenant, aTenantsUser } from '../../../test/tenants-fixtures';

const completed = (order: Order): Order => ({
  ...order,
  status: 'completed',
  deleted_at: '2026-04-10T15:00:00.000Z',
});

/** Dana's page with her orders as given (the first the latest), and the answers `routes` add. */
function openTenant(orders: Order[], routes: Record<string, Reply> = {}, user = aTenantsUser()) {
  const [first] = orders;
  const isOpen = first && first.status !== 'completed';
  const server = installFakeFetch({
    ...signedInRoutes(user),
    'GET /api/settings/public/': () => json(200, aPublicSettings()),
    'GET /api/tenants/5/': () =>
      json(200, aTenant({ orders, current_order: isOpen ? aTenant().current_order : null })),
    'GET /api/tenants/5/transactions/': () => json(200, pageOf([])),
    ...routes,
  });
  return { ...renderApp('/tenants/5'), ...server };
}

describe("the tenant's order: its deposit", () => {
  it('shows the amount, what it holds and its status, with the way to settle it', async () => {
    openTenant([
      anOrder({ deposit: aDeposit({ held: '150.00', remaining_amount: '250.00', status: 'unpaid' }) }),
    ]);
    const deposit = await screen.findByLabelText('Deposit');
    expect(deposit).toHaveTextContent('Deposit$400.00');
    expect(deposit).toHaveTextContent('Held$150.00');
    expect(deposit).toHaveTextContent('Deposit statusUnpaid');
    expect(within(deposit).getByRole('link', { name: 'Settle deposit' })).toHaveAttribute(
      'href',
      '/orders/90/deposit',
    );
  });

  it('shows nothing of a deposit for an order without one', async () => {
    openTenant([anOrder()]);
    await screen.findByLabelText('Current order');
    expect(screen.queryByLabelText('Deposit')).not.toBeInTheDocument();
  });

  it("without a current order, shows the last order's deposit: its statement once settled", async () => {
    openTenant([
      completed(
        anOrder({ deposit: aDeposit({ held: '0.00', status: 'settled', settled_on: '2026-04-10' }) }),
      ),
    ]);
    const deposit = await screen.findByLabelText("Last order's deposit");
    expect(deposit).toHaveTextContent('Deposit statusSettled on 10 Apr 2026');
    expect(within(deposit).getByRole('link', { name: 'Deposit statement' })).toHaveAttribute(
      'href',
      '/orders/90/deposit',
    );
  });

  it('offers only the statement to who may not settle', async () => {
    openTenant([anOrder({ deposit: aDeposit() })], {}, aTenantsUser(['tenants.view', 'orders.view']));
    const deposit = await screen.findByLabelText('Deposit');
    expect(within(deposit).getByRole('link', { name: 'Deposit statement' })).toBeInTheDocument();
    expect(within(deposit).queryByRole('link', { name: 'Settle deposit' })).not.toBeInTheDocument();
  });
});

describe('Complete order and the deposit', () => {
  const complete = async (app: ReturnType<typeof openTenant>) => {
    await screen.findByRole('heading', { name: 'Dana Smith', level: 1 });
    await app.user.click(screen.getByRole('button', { name: 'Actions' }));
    await app.user.click(screen.getByRole('button', { name: 'Complete order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Order' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Complete order' }));
    expect(await screen.findByText('Order completed successfully')).toBeInTheDocument();
  };

  it('opens the settlement when the order’s deposit is not settled', async () => {
    const app = openTenant([anOrder({ deposit: aDeposit() })], {
      'DELETE /api/orders/90/': () => new Response(null, { status: 204 }),
      'GET /api/orders/90/deposit/': () => json(200, aDepositStatement()),
      'GET /api/transaction-sub-types/': () => json(200, []),
    });
    await complete(app);
    await waitFor(() => expect(app.currentPath()).toBe('/orders/90/deposit'));
    expect(await screen.findByRole('form', { name: 'Settle deposit' })).toBeInTheDocument();
  });

  it('stays on the tenant when the deposit is settled already', async () => {
    const app = openTenant([anOrder({ deposit: aDeposit() })], {
      'DELETE /api/orders/90/': () => new Response(null, { status: 204 }),
      'GET /api/orders/90/deposit/': () => json(200, aSettledStatement()),
    });
    await complete(app);
    await waitFor(() => expect(app.requestsTo('GET', '/api/orders/90/deposit/')).toHaveLength(1));
    expect(app.currentPath()).toBe('/tenants/5');
  });
});
