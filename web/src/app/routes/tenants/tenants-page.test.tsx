import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';
import { aNewTenantListItem, aTenantListItem, aTenantsUser } from '../../../test/tenants-fixtures';

const dana = aTenantListItem();
const noOrder = aNewTenantListItem({ id: 6, first_name: 'Eli', last_name: 'Ng', phone: '3125550100' });
const inactive = aNewTenantListItem({
  id: 7,
  first_name: 'Ola',
  last_name: 'Berg',
  deleted: true,
  deleted_at: '2026-03-02T10:00:00.000Z',
  status: 'completed',
});

function openTenants(path = '/tenants', routes: Record<string, Reply> = {}, user = aTenantsUser()) {
  const server = installFakeFetch({
    ...signedInRoutes(user),
    'GET /api/tenants/': () => json(200, pageOf([dana, noOrder, inactive])),
    'GET /api/orders/available_tenants/': () => json(200, [{ ...noOrder, gender: null }]),
    'GET /api/orders/available_beds/': () => json(200, []),
    ...routes,
  });
  return { ...renderApp(path), ...server };
}

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;
const menuItems = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('tenants list: columns and URL state', () => {
  it('shows the six sortable columns with phone and status', async () => {
    const app = openTenants();
    const row = await rowOf('Smith, Dana');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '1',
      'Smith, Dana',
      '(312) 555-0142',
      'Active',
      '-$1,200.00',
      '—',
      '$1,200.00Monthly',
      '01 Mar 2026',
      '01 Apr 2026',
    ]);
    expect(within(await rowOf('Berg, Ola')).getByText('Inactive')).toBeInTheDocument();
    expect(within(await rowOf('Ng, Eli')).getByText('No order')).toBeInTheDocument();
    const sortable = screen
      .getAllByRole('columnheader')
      .filter((header) => header.hasAttribute('aria-sort'))
      .map((header) => header.textContent);
    expect(sortable).toEqual(['Name', 'Balance', 'Expected payment', 'Rent', 'Order date', 'Rent due']);
    expect(app.queriesTo('GET', '/api/tenants/')).toEqual(['?page=1&page_size=20']);
  });

  it('reads search, filters, ordering and page from the URL, and writes them back', async () => {
    const path =
      '/tenants?search=dana&deleted=false&orders__status=overdue&orders__status=no_order&ordering=-balance_amount&page=2';
    const app = openTenants(path);
    await rowOf('Smith, Dana');
    expect(app.queriesTo('GET', '/api/tenants/')).toEqual([
      '?search=dana&deleted=false&orders__status=overdue&orders__status=no_order&ordering=-balance_amount&page=2&page_size=20',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('dana');
    expect(screen.getByRole('columnheader', { name: 'Balance' })).toHaveAttribute('aria-sort', 'descending');
    const activity = screen.getByRole('group', { name: 'Tenant activity' });
    const status = screen.getByRole('group', { name: 'Order status' });
    expect(within(activity).getByRole('button', { name: 'Active' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(status).getByRole('button', { name: 'No order' })).toHaveAttribute('aria-pressed', 'true');

    await app.user.click(screen.getByRole('button', { name: 'Rent due' }));
    expect(app.router.state.location.search).toBe(
      '?search=dana&deleted=false&orders__status=overdue&orders__status=no_order&ordering=orders__rent_records__rent_due_date',
    );
    await app.user.click(within(activity).getByRole('button', { name: 'Inactive' }));
    expect(app.router.state.location.search).toContain('deleted=true');
    expect(app.router.state.location.search).not.toContain('deleted=false');

    // Back twice: the list, the search box and the chips follow the URL again.
    await act(() => app.router.navigate(-2));
    expect(app.router.state.location.search).toContain('ordering=-balance_amount&page=2');
    expect(within(activity).getByRole('button', { name: 'Active' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('columnheader', { name: 'Balance' })).toHaveAttribute('aria-sort', 'descending');

    await app.user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(app.router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('keeps the filters behind the toggle, and sends the status chips as repeated parameters', async () => {
    const app = openTenants();
    await rowOf('Smith, Dana');
    expect(screen.queryByRole('group', { name: 'Order status' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Filters' }));
    const status = screen.getByRole('group', { name: 'Order status' });
    await app.user.click(within(status).getByRole('button', { name: 'Overdue' }));
    await app.user.click(within(status).getByRole('button', { name: 'Completed' }));
    expect(app.router.state.location.search).toBe('?orders__status=overdue&orders__status=completed');
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/tenants/').at(-1)).toBe(
        '?orders__status=overdue&orders__status=completed&page=1&page_size=20',
      ),
    );
    expect(screen.getByRole('button', { name: /^Filters\s*2\s*active$/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it("says 'Failed to load tenants list' when the list cannot be loaded", async () => {
    openTenants('/tenants', {
      'GET /api/tenants/': () => json(400, { ordering: ['"x" is not a valid ordering.'] }),
    });
    expect(await screen.findByText('Failed to load tenants list')).toBeInTheDocument();
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });
});

describe('tenants list: actions', () => {
  it('offers Open and Activate for an inactive tenant; Edit, Delete, Payment, Fee, Open order and Complete order for one with an order', async () => {
    const app = openTenants();
    fireEvent.contextMenu(await screen.findByRole('cell', { name: 'Berg, Ola' }));
    expect(menuItems()).toEqual(['Open', 'Activate']);
    await app.user.keyboard('{Escape}');
    fireEvent.contextMenu(await screen.findByRole('cell', { name: 'Smith, Dana' }));
    expect(menuItems()).toEqual(['Open', 'Edit', 'Delete', 'Payment', 'Fee', 'Open order', 'Complete order']);
    await app.user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(app.currentPath()).toBe('/tenants/5/edit');
  });

  it('Open order opens the tenant at their current order', async () => {
    const app = openTenants();
    fireEvent.contextMenu(await screen.findByRole('cell', { name: 'Smith, Dana' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Open order' }));
    expect(app.currentPath()).toBe('/tenants/5');
    expect(app.router.state.location.hash).toBe('#current-order');
  });

  it('Complete order completes the open order after a confirmation', async () => {
    const app = openTenants('/tenants', {
      'DELETE /api/orders/90/': () => new Response(null, { status: 204 }),
    });
    fireEvent.contextMenu(await screen.findByRole('cell', { name: 'Smith, Dana' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Complete order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Order' });
    expect(dialog).toHaveTextContent('Complete the order of Dana Smith?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Complete order' }));
    expect(await screen.findByText('Order completed successfully')).toBeInTheDocument();
    expect(app.requestsTo('DELETE', '/api/orders/90/')).toHaveLength(1);
    await waitFor(() => expect(app.queriesTo('GET', '/api/tenants/')).toHaveLength(2));
  });

  it('New order opens Create Order with the tenant chosen when there is no open order', async () => {
    const app = openTenants();
    fireEvent.contextMenu(await screen.findByRole('cell', { name: 'Ng, Eli' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'New order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Order' });
    expect(within(dialog).getByText('Eli Ng')).toBeInTheDocument();
  });

  it('deletes after a confirmation, and shows a refusal in an error toast', async () => {
    const sentence = 'This tenant has an order that is not completed. Complete the order first.';
    const app = openTenants('/tenants', {
      'DELETE /api/tenants/6/': () => new Response(null, { status: 204 }),
      'DELETE /api/tenants/5/': () => json(400, { non_field_errors: [sentence] }),
    });
    fireEvent.contextMenu(await screen.findByRole('cell', { name: 'Ng, Eli' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Tenant' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Tenant deleted successfully')).toBeInTheDocument();

    fireEvent.contextMenu(await screen.findByRole('cell', { name: 'Smith, Dana' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Tenant' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
  });

  it('activates an inactive tenant after a confirmation', async () => {
    const app = openTenants('/tenants', {
      'POST /api/tenants/7/activate/': () => json(200, { detail: 'ok' }),
    });
    fireEvent.contextMenu(await screen.findByRole('cell', { name: 'Berg, Ola' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate Tenant' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Tenant activated successfully')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/tenants/7/activate/')).toHaveLength(1);
  });

  it('opens Create Transactions for Payment and Fee, with the tenant and the type chosen', async () => {
    const app = openTenants('/tenants', { 'GET /api/transaction-sub-types/': () => json(200, []) });
    fireEvent.contextMenu(await screen.findByRole('cell', { name: 'Smith, Dana' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Fee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Transactions' });
    expect(within(dialog).getByLabelText('Transaction type')).toHaveValue('fee');
    expect(within(dialog).getByText('Dana Smith')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.contextMenu(await screen.findByRole('cell', { name: 'Smith, Dana' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Payment' }));
    const again = await screen.findByRole('dialog', { name: 'Create Transactions' });
    expect(within(again).getByLabelText('Transaction type')).toHaveValue('payment');
  });

  it('saves the expected payment date inline with PATCH', async () => {
    const app = openTenants('/tenants', { 'PATCH /api/tenants/6/': () => json(200, {}) });
    await app.user.click(
      await screen.findByRole('button', { name: 'Expected payment date of Eli Ng: none. Edit' }),
    );
    await app.user.type(
      await screen.findByRole('textbox', { name: 'Expected payment date of Eli Ng' }),
      '12/31/2099{Enter}',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Expected Payment Date' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Expected payment date updated successfully')).toBeInTheDocument();
    expect(app.requestsTo('PATCH', '/api/tenants/6/')[0]?.body).toEqual({
      expected_payment_date: '2099-12-31',
    });
  });

  it('opens a tenant on double-click', async () => {
    const app = openTenants();
    fireEvent.doubleClick(await screen.findByRole('cell', { name: 'Smith, Dana' }));
    expect(app.currentPath()).toBe('/tenants/5');
  });

  it('hides what a view-only user may not do', async () => {
    openTenants('/tenants', {}, aTenantsUser(['tenants.view', 'orders.view']));
    fireEvent.contextMenu(await screen.findByRole('cell', { name: 'Smith, Dana' }));
    expect(menuItems()).toEqual(['Open', 'Open order']);
    expect(screen.queryByRole('link', { name: 'New tenant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Expected payment date of/ })).not.toBeInTheDocument();
  });
});
