import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Transaction } from '@bunkhouse/contract';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';
import { aTenant, aTenantsUser, aTransaction } from '../../../test/tenants-fixtures';

const rent = aTransaction();
const payment = aTransaction({
  id: 701,
  type: 'payment',
  sub_type: { id: 3, name: 'Zelle' },
  amount: '500.00',
  current_balance: '-700.00',
  description: '',
  created_at: '2026-03-05T15:00:00.000Z',
});

function openTenant(routes: Record<string, Reply> = {}, path = '/tenants/5') {
  const server = installFakeFetch({
    ...signedInRoutes(aTenantsUser()),
    'GET /api/tenants/5/': () => json(200, aTenant()),
    'GET /api/tenants/5/transactions/': (request) =>
      json(200, pageOf(request.url.includes('type=payment') ? [payment] : [payment, rent])),
    ...routes,
  });
  return { ...renderApp(path), ...server };
}

const badge = (text: string | RegExp) => screen.getByText(text, { selector: '.badge' });

describe('tenant detail', () => {
  it('shows the balance in red when owed, and in green at zero or in credit', async () => {
    openTenant();
    expect(await screen.findByRole('heading', { name: 'Dana Smith', level: 1 })).toBeInTheDocument();
    expect(badge('Balance -$1,200.00')).toHaveClass('bg-danger');
  });

  it.each(['0.00', '25.50'])('shows a balance of %s in green', async (amount) => {
    openTenant({ 'GET /api/tenants/5/': () => json(200, aTenant({ balance_amount: amount })) });
    await screen.findByRole('heading', { name: 'Dana Smith', level: 1 });
    expect(badge(/^Balance \$/)).toHaveClass('bg-success');
  });

  it('shows contact info, the emergency contact and only the last 4 of the SSN', async () => {
    openTenant();
    const info = await screen.findByLabelText('Contact');
    expect(info).toHaveTextContent('Emaildana@example.com');
    expect(within(info).getByRole('link', { name: '(312) 555-0142' })).toHaveAttribute(
      'href',
      'tel:3125550142',
    );
    expect(info).toHaveTextContent('Date of birth08 Mar 1990');
    expect(info).toHaveTextContent('SSN•••-••-6789');
    const emergency = screen.getByLabelText('Emergency contact');
    expect(emergency).toHaveTextContent('NameLee Smith');
    expect(emergency).toHaveTextContent('RelationshipBrother');
    expect(emergency).toHaveTextContent('Phone(312) 555-0199');
  });

  it('shows the current order with its status, period, rent, due date and beds', async () => {
    openTenant();
    const order = await screen.findByLabelText('Current order');
    expect(order).toHaveTextContent('PeriodMonthly');
    expect(order).toHaveTextContent('Rent$1,200.00');
    expect(order).toHaveTextContent('Rent due01 Apr 2026');
    expect(badge('Active')).toHaveClass('bg-success');
    const beds = screen.getByRole('table', { name: 'Beds of the order' });
    const row = within(beds).getByRole('cell', { name: 'Bed 2' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Bed 2', 'Room 101', '12 Oak St', '$1,200.00']);
  });

  it('offers the actions of an active tenant', async () => {
    const app = openTenant();
    await screen.findByRole('heading', { name: 'Dana Smith', level: 1 });
    await app.user.click(screen.getByRole('button', { name: 'Actions' }));
    const menu = screen
      .getByRole('button', { name: 'Actions' })
      .parentElement!.querySelector('.dropdown-menu');
    const items = within(menu as HTMLElement).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      'Edit',
      'Delete',
      'Payment',
      'Fee',
      'Open order',
      'Complete order',
      'Statement',
      'Balance link',
    ]);
  });

  it("opened at #current-order (the row menu's Open order), shows and focuses the order", async () => {
    openTenant({}, '/tenants/5#current-order');
    const heading = await screen.findByRole('heading', { name: 'Current order' });
    await waitFor(() => expect(document.activeElement).toBe(heading.closest('#current-order')));
  });

  it('offers only Activate for an inactive tenant, and shows them as Inactive', async () => {
    const app = openTenant({
      'GET /api/tenants/5/': () =>
        json(
          200,
          aTenant({ deleted: true, deleted_at: '2026-03-02T10:00:00.000Z', orders: [], current_order: null }),
        ),
    });
    await screen.findByRole('heading', { name: 'Dana Smith', level: 1 });
    expect(badge('Inactive')).toBeInTheDocument();
    expect(screen.getByText('No current order.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New order' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('tenant detail: transaction history', () => {
  it('shows type badges, amounts coloured by sign and the running balance, newest first', async () => {
    openTenant();
    const history = await screen.findByRole('table', { name: 'Transaction history' });
    await within(history).findByText('Zelle');
    const rows = within(history).getAllByRole('row');
    const cells = (index: number) =>
      within(rows[index]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(1).slice(2)).toEqual(['Payment', 'Zelle', '$500.00', '-$700.00']);
    expect(cells(2).slice(2)).toEqual(['Rent', 'Rent due 01 Apr 2026', '-$1,200.00', '-$1,200.00']);
    expect(within(rows[1]!).getByText('$500.00')).toHaveClass('text-success');
    expect(within(rows[2]!).getAllByText('-$1,200.00', { selector: '.text-danger' })).toHaveLength(2);
  });

  it("marks a voided payment 'Void' and a cancelled rent charge 'Cancelled' beside their type", async () => {
    const fee = aTransaction({ id: 702, type: 'fee', amount: '-35.00', description: 'Late' });
    openTenant({
      'GET /api/tenants/5/transactions/': () =>
        json(200, pageOf([fee, { ...payment, is_reversed: true }, { ...rent, is_reversed: true }])),
    });
    const history = await screen.findByRole('table', { name: 'Transaction history' });
    await within(history).findByText('Zelle');
    const badges = (index: number) =>
      [...within(history).getAllByRole('row')[index]!.querySelectorAll('td:nth-child(3) .badge')].map(
        (badge) => badge.textContent,
      );
    expect(badges(1)).toEqual(['Fee']);
    expect(badges(2)).toEqual(['Payment', 'Void']);
    expect(badges(3)).toEqual(['Rent', 'Cancelled']);
  });

  it('filters by type with chips kept in the URL', async () => {
    const app = openTenant();
    await screen.findByRole('table', { name: 'Transaction history' });
    const types = screen.getByRole('group', { name: 'Transaction type' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Payment', 'Rent', 'Fee', 'Deposit', 'Refund', 'Income', 'Expense', 'Clear']);
    await app.user.click(within(types).getByRole('button', { name: 'Payment' }));
    expect(app.router.state.location.search).toBe('?type=payment');
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/tenants/5/transactions/').at(-1)).toBe(
        '?type=payment&page=1&page_size=20',
      ),
    );
    const history = screen.getByRole('table', { name: 'Transaction history' });
    await waitFor(() => expect(within(history).queryByText('Rent due 01 Apr 2026')).not.toBeInTheDocument());
  });

  it('loads more rows page by page, and shows less again', async () => {
    const rows = (from: number, count: number): Transaction[] =>
      Array.from({ length: count }, (_, i) => aTransaction({ id: from + i, description: `Row ${from + i}` }));
    const app = openTenant({
      'GET /api/tenants/5/transactions/': (request) =>
        request.url.includes('page=2')
          ? json(200, pageOf(rows(21, 5), { count: 25, page: 2 }))
          : json(200, pageOf(rows(1, 20), { count: 25 })),
    });
    const history = await screen.findByRole('table', { name: 'Transaction history' });
    expect(await within(history).findByText('Row 20')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show less' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(history).findByText('Row 25')).toBeInTheDocument();
    expect(app.queriesTo('GET', '/api/tenants/5/transactions/')).toEqual([
      '?page=1&page_size=20',
      '?page=2&page_size=20',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled; // jsdom does not lay out: only the call is seen
    await app.user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(scrolled).toHaveBeenCalledTimes(1); // back to the history's top
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    expect(within(history).queryByText('Row 21')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('says so when the tenant does not exist', async () => {
    openTenant({ 'GET /api/tenants/5/': () => json(404, { detail: 'Not found.', code: 'not_found' }) });
    expect(await screen.findByRole('heading', { name: 'Tenant not found' })).toBeInTheDocument();
  });
});

describe('/tenants/{id}/delete', () => {
  it('opens the tenant with the delete confirmation; Cancel leaves them and the address becomes the tenant’s', async () => {
    const app = openTenant({}, '/tenants/5/delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tenant' });
    expect(dialog).toHaveTextContent('Delete Dana Smith?');
    expect(screen.getByRole('heading', { name: 'Dana Smith', level: 1 })).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(app.currentPath()).toBe('/tenants/5'));
    expect(app.requestsTo('DELETE', '/api/tenants/5/')).toHaveLength(0);
  });

  it('deletes on confirm and shows the tenant', async () => {
    const app = openTenant(
      { 'DELETE /api/tenants/5/': () => new Response(null, { status: 204 }) },
      '/tenants/5/delete',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tenant' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.currentPath()).toBe('/tenants/5'));
    expect(app.requestsTo('DELETE', '/api/tenants/5/')).toHaveLength(1);
  });

  it('shows an inactive tenant without asking', async () => {
    const app = openTenant(
      {
        'GET /api/tenants/5/': () =>
          json(200, aTenant({ deleted: true, deleted_at: '2026-03-01T10:00:00.000Z' })),
      },
      '/tenants/5/delete',
    );
    await screen.findByRole('heading', { name: 'Dana Smith', level: 1 });
    await waitFor(() => expect(app.currentPath()).toBe('/tenants/5'));
    expect(screen.queryByRole('dialog', { name: 'Delete Tenant' })).not.toBeInTheDocument();
  });
});

describe('/tenants/{id}/complete-order (the board’s leaving bed, issue 34)', () => {
  it('opens the tenant with Complete order’s confirmation; Cancel leaves the order, the address the tenant’s', async () => {
    const app = openTenant({}, '/tenants/5/complete-order');
    const dialog = await screen.findByRole('dialog', { name: 'Complete Order' });
    expect(dialog).toHaveTextContent('Complete the order of Dana Smith?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(app.currentPath()).toBe('/tenants/5'));
    expect(app.requestsTo('DELETE', '/api/orders/90/')).toHaveLength(0);
  });

  it('shows a tenant without an open order without asking', async () => {
    const app = openTenant(
      { 'GET /api/tenants/5/': () => json(200, aTenant({ current_order: null, orders: [] })) },
      '/tenants/5/complete-order',
    );
    await screen.findByRole('heading', { name: 'Dana Smith', level: 1 });
    await waitFor(() => expect(app.currentPath()).toBe('/tenants/5'));
    expect(screen.queryByRole('dialog', { name: 'Complete Order' })).not.toBeInTheDocument();
  });
});
