import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser, installFakeFetch, json, signedInRoutes } from '../test/fake-fetch';
import type { Reply } from '../test/fake-fetch';
import { aCandidate } from '../test/candidates-fixtures';
import { aReportTotals } from '../test/finance-fixtures';
import { aProperty, pageOf } from '../test/places-fixtures';
import { aRentRecord, pagedRecords } from '../test/records-fixtures';
import { aFreeBedsGroup, anOwingTenant, aRentDueSoon, SUMMARY_DAYS } from '../test/reports-fixtures';
import { renderApp } from '../test/render-app';
import { aSeededGroupUser } from '../test/seeded-users';
import type { SeededGroup } from '../test/seeded-users';
import { aTenant, aTenantListItem, aTransaction } from '../test/tenants-fixtures';

// Chart.js draws on a canvas, which jsdom lacks (dashboard-page.test.tsx tests the chart itself).
vi.mock('react-chartjs-2', () => ({ Line: () => null }));

/** Every list and detail the screens below read, for a user who may read them. */
const apiRoutes = (): Record<string, Reply> => ({
  'GET /api/tenants/': () => json(200, pageOf([aTenantListItem()])),
  'GET /api/tenants/5/': () => json(200, aTenant()),
  'GET /api/tenants/5/transactions/': () => json(200, pageOf([])),
  'GET /api/transactions/': () => json(200, { results: [aTransaction()], next: null }),
  'GET /api/transaction-sub-types/': () => json(200, []),
  'GET /api/reportsapp/total/': () => json(200, aReportTotals()),
  'GET /api/reportsapp/summary/': () => json(200, SUMMARY_DAYS),
  'GET /api/reportsapp/owing/': () => json(200, [anOwingTenant()]),
  'GET /api/reportsapp/rent-due/': () => json(200, [aRentDueSoon()]),
  'GET /api/reportsapp/free-beds/': () => json(200, [aFreeBedsGroup()]),
  'GET /api/payment-candidates/': () => json(200, pageOf([aCandidate()])),
  'GET /api/payment-candidates/log/': () => json(200, pageOf([])),
  'GET /api/rent-confirmations/': () => json(200, pagedRecords([aRentRecord()])),
  'GET /api/properties/': () => json(200, pageOf([aProperty()])),
});

function openAs(group: SeededGroup, path: string) {
  const server = installFakeFetch({ ...signedInRoutes(aSeededGroupUser(group)), ...apiRoutes() });
  return { ...renderApp(path), ...server };
}

const namesOf = (elements: HTMLElement[]) => elements.map((element) => element.textContent?.trim());

const menuItems = () => namesOf(within(screen.getByRole('menu')).getAllByRole('menuitem'));

/**
 * What each seeded group (contract/src/permissions.ts SEEDED_GROUPS) is offered. Front desk runs the
 * tenants and their orders and takes payments and fees, but sees no transactions list, reports or
 * income and expenses; Accounting sees everything and handles money, but changes no tenant or order.
 * Neither may change places.
 */
const OFFERS: Array<{
  group: SeededGroup;
  /** The main navigation's links, the Finance and Places menus opened. */
  navbar: string[];
  /** The tenants list's buttons beside its title. */
  tenantsButtons: string[];
  /** The context menu of an active tenant with an open order. */
  tenantMenu: string[];
  /** The transaction types Create Transactions offers (from a tenant's Payment). */
  transactionTypes: string[];
  /** The Finance list and its actions, or the 403 page. */
  transactions: string[] | 'forbidden';
  /** The dashboard: the reports, or the welcome with links to these screens. */
  dashboard: string[] | 'reports';
}> = [
  {
    group: 'Front desk',
    navbar: [
      'Tenants',
      'Payment Candidates',
      'Records',
      'Messages',
      'Board',
      'Properties',
      'Rooms',
      'Beds',
      'Help',
    ],
    tenantsButtons: ['New tenant', 'New order'],
    tenantMenu: ['Open', 'Edit', 'Delete', 'Payment', 'Fee', 'Open order', 'Complete order'],
    transactionTypes: ['Select...', 'Payment', 'Fee'],
    transactions: 'forbidden',
    dashboard: ['Tenants', 'Payment Candidates', 'Records', 'Board', 'Properties', 'Help & Info'],
  },
  {
    group: 'Accounting',
    navbar: [
      'Tenants',
      'Transactions',
      'Payment Candidates',
      'Records',
      'Messages',
      'Board',
      'Properties',
      'Rooms',
      'Beds',
      'Help',
    ],
    tenantsButtons: [],
    tenantMenu: ['Open', 'Payment', 'Fee', 'Open order'],
    transactionTypes: ['Select...', 'Payment', 'Fee', 'Other (income or expense)'],
    transactions: ['Download CSV', 'Add transaction'],
    dashboard: 'reports',
  },
];

describe.each(OFFERS)('what $group is offered', (offer) => {
  it('shows only the screens they may open in the navbar', async () => {
    const app = openAs(offer.group, '/info');
    await screen.findByRole('heading', { name: 'Help & Info', level: 1 });
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    await app.user.click(main.getByRole('button', { name: 'Finance' }));
    await app.user.click(main.getByRole('button', { name: 'Places' }));
    expect(namesOf(main.getAllByRole('link'))).toEqual(offer.navbar);
  });

  it('offers on the tenants list only what they may do', async () => {
    const app = openAs(offer.group, '/tenants');
    const row = (await screen.findByRole('cell', { name: 'Smith, Dana' })).closest('tr')!;
    for (const name of ['New tenant', 'New order']) {
      const shown = screen.queryByRole('link', { name }) ?? screen.queryByRole('button', { name });
      expect(shown !== null, name).toBe(offer.tenantsButtons.includes(name));
    }
    fireEvent.contextMenu(row);
    expect(menuItems()).toEqual(offer.tenantMenu);

    await app.user.click(screen.getByRole('menuitem', { name: 'Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Transactions' });
    expect(namesOf(within(within(dialog).getByLabelText('Transaction type')).getAllByRole('option'))).toEqual(
      offer.transactionTypes,
    );
  });

  it('opens the transactions with their actions, or the 403 page', async () => {
    const app = openAs(offer.group, '/transactions');
    if (offer.transactions === 'forbidden') {
      expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
      expect(app.currentPath()).toBe('/403');
      expect(app.requests.filter((request) => request.url.startsWith('/api/transactions/'))).toEqual([]);
      return;
    }
    await screen.findByRole('table', { name: 'Transactions' });
    expect(screen.getByRole('link', { name: 'Download CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add transaction' })).toBeInTheDocument();
    expect(offer.transactions).toEqual(['Download CSV', 'Add transaction']);
  });

  it('lets them decide and upload payment candidates (both groups hold candidates.apply)', async () => {
    openAs(offer.group, '/payment-candidates');
    const table = await screen.findByRole('table', { name: 'Payment candidates' });
    expect(await within(table).findByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Ignore' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload mails or bank statements' })).toBeInTheDocument();
  });

  it('lets them see places but not add, edit or delete them', async () => {
    openAs(offer.group, '/properties');
    const row = (await screen.findByRole('cell', { name: '12 Oak St' })).closest('tr')!;
    expect(screen.queryByRole('button', { name: 'Add Property' })).not.toBeInTheDocument();
    fireEvent.contextMenu(row);
    expect(menuItems()).toEqual(['Open']);
  });

  it('lands on the dashboard they may see', async () => {
    const app = openAs(offer.group, '/');
    expect(await screen.findByRole('heading', { name: 'Business Dashboard', level: 1 })).toBeInTheDocument();
    if (offer.dashboard === 'reports') {
      expect(await screen.findByRole('table', { name: 'Who owes the most' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Welcome' })).not.toBeInTheDocument();
      return;
    }
    const welcome = screen.getByRole('region', { name: 'Welcome' });
    expect(namesOf(within(welcome).getAllByRole('link'))).toEqual(offer.dashboard);
    expect(app.requests.filter((request) => request.url.startsWith('/api/reportsapp/'))).toEqual([]);
  });
});

describe('a direct URL', () => {
  it.each([
    ['Front desk', '/transactions', 'Access Denied'],
    ['Front desk', '/tenants/create', 'New Tenant'],
    ['Front desk', '/tenants/5/edit', 'Edit Tenant'],
    ['Front desk', '/records', 'Records'],
    ['Accounting', '/transactions', 'Transactions'],
    ['Accounting', '/tenants/create', 'Access Denied'],
    ['Accounting', '/tenants/5/edit', 'Access Denied'],
    ['Accounting', '/tenants/5', 'Dana Smith'],
    ['Accounting', '/payment-candidates', 'Payment Candidates'],
    ['Accounting', '/properties', 'Properties'],
  ] as const)('as %s: %s shows %s', async (group, path, heading) => {
    const app = openAs(group, path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(app.currentPath()).toBe(heading === 'Access Denied' ? '/403' : path);
  });

  it.each([
    ['/tenants', '/api/tenants/'],
    ['/tenants/create', '/api/tenants/'],
    ['/tenants/5', '/api/tenants/'],
    ['/tenants/5/edit', '/api/tenants/'],
    ['/transactions', '/api/transactions/'],
    ['/payment-candidates', '/api/payment-candidates/'],
    ['/records', '/api/rent-confirmations/'],
    ['/properties', '/api/properties/'],
    ['/properties/7', '/api/properties/'],
    ['/rooms', '/api/rooms/'],
    ['/rooms/3', '/api/rooms/'],
    ['/beds', '/api/beds/'],
    ['/beds/4', '/api/beds/'],
  ])('to %s sends a user in no group to the 403 page, asking nothing of %s', async (path, api) => {
    const server = installFakeFetch(signedInRoutes(aUser({ groups: [], permissions: [] })));
    const app = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/403');
    expect(server.requests.filter((request) => request.url.startsWith(api))).toEqual([]);
  });
});

describe('a user in no group', () => {
  it('has only Help in the navbar, and a welcome with Help & Info', async () => {
    installFakeFetch(signedInRoutes(aUser({ groups: [], permissions: [] })));
    renderApp('/');
    const welcome = await screen.findByRole('region', { name: 'Welcome' });
    expect(namesOf(within(welcome).getAllByRole('link'))).toEqual(['Help & Info']);
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(namesOf(main.getAllByRole('link'))).toEqual(['Help']);
    expect(main.queryByRole('button', { name: 'Finance' })).not.toBeInTheDocument();
    expect(main.queryByRole('button', { name: 'Places' })).not.toBeInTheDocument();
  });
});

describe('a name in a table, for a user who may not open its screen', () => {
  it('is plain text: the tenants of the transactions list without tenants.view', async () => {
    installFakeFetch({
      ...signedInRoutes(aUser({ permissions: ['transactions.view'] })),
      ...apiRoutes(),
    });
    renderApp('/transactions');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    await waitFor(() => expect(within(table).getByText('Dana Smith')).toBeInTheDocument());
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add transaction' })).not.toBeInTheDocument();
  });

  it('is a link for a user who may open it', async () => {
    installFakeFetch({
      ...signedInRoutes(aUser({ permissions: ['transactions.view', 'tenants.view'] })),
      ...apiRoutes(),
    });
    renderApp('/transactions');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(await within(table).findByRole('link', { name: 'Dana Smith' })).toHaveAttribute(
      'href',
      '/tenants/5',
    );
  });
});
