import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { Permission } from '@bunkhouse/contract';
import { aUser, installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { aPayment, aRentConfirmation, SUB_TYPES } from '../../../test/finance-fixtures';
import { aProperty, pageOf } from '../../../test/places-fixtures';
import { aRecordsUser, aRentRecord, pagedRecords } from '../../../test/records-fixtures';
import { renderApp } from '../../../test/render-app';
import { aTenant, aTenantListItem } from '../../../test/tenants-fixtures';

const overdue = aRentRecord({ is_overdue: true, rent_due_date: '2026-03-01' });
const paid = aRentRecord({
  id: 42,
  tenant: { id: 6, first_name: 'Eli', last_name: 'Ng' },
  rent_amount: '650.00',
  remaining_amount: '0.00',
  status: 'paid',
  paid_date: '2026-02-27',
  rent_due_date: '2026-02-01',
  property: null,
  beds: [],
});
const cancelled = aRentRecord({ id: 43, status: 'cancelled', remaining_amount: '0.00' });

function openRecords(path = '/records', routes: Record<string, Reply> = {}, permissions?: Permission[]) {
  const server = installFakeFetch({
    ...signedInRoutes(aRecordsUser(permissions)),
    'GET /api/rent-confirmations/': () => json(200, pagedRecords([overdue, paid, cancelled])),
    'GET /api/properties/': () =>
      json(200, pageOf([aProperty(), aProperty({ id: 8, address: '3 Elm Ave' })])),
    ...routes,
  });
  return { ...renderApp(path), ...server };
}

const table = () => screen.findByRole('table', { name: 'Rent records' });
const rowOf = async (tenant: string) =>
  (await within(await table()).findAllByRole('link', { name: tenant }))[0]!.closest('tr')!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('records: the list', () => {
  it('shows tenant, property, beds, due date, amounts and status; overdue rows stand out', async () => {
    const app = openRecords();
    expect(await screen.findByRole('heading', { name: 'Records', level: 1 })).toBeInTheDocument();
    const row = await rowOf('Dana Smith');
    expect(cellsOf(row)).toEqual([
      '1',
      'Dana Smith',
      '12 Oak St',
      'Room 102, bed 2; Room 102, bed 3',
      '01 Mar 2026',
      '$1,200.00',
      '$700.00',
      'UnpaidOverdue',
    ]);
    expect(row).toHaveClass('table-danger');
    expect(within(row).getByRole('link', { name: 'Dana Smith' })).toHaveAttribute('href', '/tenants/5');

    const paidRow = await rowOf('Eli Ng');
    expect(cellsOf(paidRow)).toEqual([
      '2',
      'Eli Ng',
      '—',
      '—',
      '01 Feb 2026',
      '$650.00',
      '$0.00',
      'Paid27 Feb 2026',
    ]);
    expect(paidRow).not.toHaveClass('table-danger');
    expect(within(await table()).getByText('Cancelled')).toBeInTheDocument();

    expect(screen.getByRole('status')).toHaveTextContent('Outstanding: $1,234.00');
    expect(screen.getByRole('columnheader', { name: 'Due date' })).toHaveAttribute('aria-sort', 'descending');
    expect(app.queriesTo('GET', '/api/rent-confirmations/')).toEqual(['?page=1&page_size=20']);
  });

  it('says so when nothing matches, with nothing outstanding', async () => {
    openRecords('/records', {
      'GET /api/rent-confirmations/': () => json(200, pagedRecords([], { outstanding: '0.00' })),
    });
    expect(await within(await table()).findByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Outstanding: $0.00');
  });

  it('sorts by a header, and pages', async () => {
    const app = openRecords('/records', {
      'GET /api/rent-confirmations/': () =>
        json(200, pagedRecords([overdue, paid, cancelled], { count: 45, page: 1 })),
    });
    await rowOf('Eli Ng');
    await app.user.click(within(screen.getByRole('columnheader', { name: 'Remaining' })).getByRole('button'));
    expect(app.router.state.location.search).toBe('?ordering=remaining_amount');
    await app.user.click(screen.getByRole('button', { name: /Next/ }));
    expect(app.router.state.location.search).toBe('?ordering=remaining_amount&page=2');
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/rent-confirmations/').at(-1)).toBe(
        '?ordering=remaining_amount&page=2&page_size=20',
      ),
    );
  });
});

describe('records: filters', () => {
  it('writes status chips, tenant, property and due dates to the URL and asks the server with them', async () => {
    const app = openRecords();
    await rowOf('Eli Ng');
    const status = screen.getByRole('group', { name: 'Status' });
    await app.user.click(within(status).getByRole('button', { name: 'Unpaid' }));
    await app.user.click(within(status).getByRole('button', { name: 'Overdue' }));
    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Dana{Enter}');
    await app.user.click(screen.getByRole('combobox', { name: 'Property' }));
    await app.user.click(await screen.findByRole('option', { name: '3 Elm Ave' }));
    await app.user.click(screen.getByRole('textbox', { name: 'Due date range' }));
    const day = (n: number) =>
      document.querySelector<HTMLElement>(
        `.react-datepicker__day--${String(n).padStart(3, '0')}:not(.react-datepicker__day--outside-month)`,
      )!;
    await app.user.click(day(3));
    await app.user.click(day(9));
    const [from, to] = [3, 9].map((n) =>
      format(new Date(new Date().getFullYear(), new Date().getMonth(), n), 'yyyy-MM-dd'),
    );
    expect(app.router.state.location.search).toBe(
      `?status=unpaid&status=overdue&tenant=Dana&property=8&due_from=${from}&due_to=${to}`,
    );
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/rent-confirmations/').at(-1)).toBe(
        `?status=unpaid&status=overdue&due_from=${from}&due_to=${to}&property=8&tenant=Dana&page=1&page_size=20`,
      ),
    );

    await app.user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(app.router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('reads every filter back from the URL', async () => {
    const app = openRecords(
      '/records?status=paid&due_from=2026-03-01&due_to=2026-03-31&property=7&tenant=Dana&ordering=tenant',
    );
    await rowOf('Eli Ng');
    expect(app.queriesTo('GET', '/api/rent-confirmations/')[0]).toBe(
      '?status=paid&due_from=2026-03-01&due_to=2026-03-31&property=7&tenant=Dana&ordering=tenant&page=1&page_size=20',
    );
    const status = screen.getByRole('group', { name: 'Status' });
    expect(within(status).getByRole('button', { name: 'Paid' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'Due date range' })).toHaveValue('01 Mar 2026 - 31 Mar 2026');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Dana');
    expect(
      await screen.findByText('12 Oak St', { selector: '.async-select__single-value' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Tenant' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('leaves out what is no filter value', async () => {
    const app = openRecords('/records?status=late&property=abc&tenant=%20');
    await rowOf('Eli Ng');
    expect(app.queriesTo('GET', '/api/rent-confirmations/')).toEqual(['?page=1&page_size=20']);
  });
});

describe('records: the popup and the context menu', () => {
  it('opens the rent confirmation on double-click', async () => {
    const app = openRecords('/records', {
      'GET /api/rent-confirmations/41/': () => json(200, aRentConfirmation()),
    });
    fireEvent.doubleClick(await rowOf('Dana Smith'));
    const dialog = await screen.findByRole('dialog', { name: 'Rent Confirmation' });
    expect(within(dialog).getByLabelText('Rent Confirmation')).toHaveTextContent('Rent amount$1,200.00');
    expect(app.requestsTo('GET', '/api/rent-confirmations/41/')).toHaveLength(1);
  });

  it('opens the tenant from the context menu', async () => {
    const app = openRecords('/records', {
      'GET /api/tenants/5/': () => json(200, aTenant()),
      'GET /api/tenants/5/transactions/': () => json(200, pageOf([])),
    });
    fireEvent.contextMenu(await rowOf('Dana Smith'));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open tenant', 'Record payment']);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Open tenant' }));
    expect(app.currentPath()).toBe('/tenants/5');
    expect(await screen.findByRole('heading', { name: 'Dana Smith' })).toBeInTheDocument();
  });

  it('records a payment of the tenant from the context menu, and reloads the list', async () => {
    const app = openRecords('/records', {
      'GET /api/transaction-sub-types/': () => json(200, [SUB_TYPES.zelle, SUB_TYPES.cash]),
      'GET /api/tenants/': () => json(200, pageOf([aTenantListItem()])),
      'POST /api/payments/': () => json(201, aPayment()),
    });
    fireEvent.contextMenu(await rowOf('Dana Smith'));
    await app.user.click(screen.getByRole('menuitem', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Transactions' });
    expect(within(dialog).getByLabelText('Transaction type')).toHaveValue('payment');
    expect(within(dialog).getByText('Dana Smith')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(within(dialog).getByLabelText('Method')).getAllByRole('option').length).toBeGreaterThan(
        1,
      ),
    );
    await app.user.selectOptions(within(dialog).getByLabelText('Method'), 'Cash');
    await app.user.type(within(dialog).getByLabelText('Amount'), '700');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Transaction saved successfully!')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/payments/')[0]?.body).toMatchObject({
      tenant_id: 5,
      amount: '700.00',
    });
    await waitFor(() => expect(app.queriesTo('GET', '/api/rent-confirmations/')).toHaveLength(2));
  });

  it('offers no Record payment to a user who may not add payments', async () => {
    openRecords('/records', {}, ['tenants.view', 'orders.view']);
    fireEvent.contextMenu(await rowOf('Dana Smith'));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open tenant']);
  });

  it('names the tenant without a link, and has no menu, for a user who may not open tenants', async () => {
    openRecords('/records', {}, ['orders.view']);
    const records = await table();
    const [name] = await within(records).findAllByText('Dana Smith');
    expect(within(records).queryByRole('link')).not.toBeInTheDocument();
    fireEvent.contextMenu(name!.closest('tr')!);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('records: without orders.view', () => {
  it('sends a direct URL to the 403 page, and asks for no record', async () => {
    const server = installFakeFetch(signedInRoutes(aUser({ permissions: ['tenants.view'] })));
    const app = renderApp('/records');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/403');
    expect(server.requests.filter((request) => request.url.startsWith('/api/rent-confirmations/'))).toEqual(
      [],
    );
  });
});
