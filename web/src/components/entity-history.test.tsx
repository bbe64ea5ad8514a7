import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Permission } from '@bunkhouse/contract';
import { candidateRow, openCandidates } from '../test/candidates-fixtures';
import { installFakeFetch, json, signedInRoutes } from '../test/fake-fetch';
import type { Reply } from '../test/fake-fetch';
import { aPayment } from '../test/finance-fixtures';
import { openTransactions, rowWith } from '../test/finance-page';
import { aPlacesUser, aProperty, aRoom, pageOf } from '../test/places-fixtures';
import { renderApp } from '../test/render-app';
import { anAuditEntry } from '../test/settings-fixtures';
import { aTenant } from '../test/tenants-fixtures';

/** The audit log as the server answers a record's history: one entry naming the record asked for. */
const historyReply: Reply = (request) => {
  const query = new URL(request.url, 'http://test').searchParams;
  const entity = query.get('entity') ?? '';
  const id = query.get('entity_id') ?? '';
  return json(
    200,
    pageOf(
      [
        anAuditEntry({
          entity,
          entity_id: id,
          changes: { note: { from: null, to: `${entity} ${id}` } },
          request_id: `req-${entity}`,
        }),
      ],
      { count: 25, page: Number(query.get('page') ?? 1), pageSize: 10 },
    ),
  );
};

const TENANT_USER: Permission[] = ['tenants.view', 'audit.view'];

function openTenant(permissions: Permission[] = TENANT_USER) {
  const server = installFakeFetch({
    ...signedInRoutes(aPlacesUser(permissions)),
    'GET /api/tenants/5/': () => json(200, aTenant()),
    'GET /api/tenants/5/transactions/': () => json(200, pageOf([])),
    'GET /api/audit-log/': historyReply,
  });
  return { ...renderApp('/tenants/5'), ...server };
}

describe('entity history', () => {
  it("shows the tenant's entries, and their current order's in a tab of its own", async () => {
    const app = openTenant();
    expect(await screen.findByRole('heading', { name: 'History', level: 2 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'History of Tenant' });
    const row = (await within(table).findByText('note: — → tenant 5')).closest('tr')!;
    expect(within(row).getByText('maria')).toBeInTheDocument();
    expect(within(row).getByText('update')).toBeInTheDocument();
    expect(within(row).getByText('req-tenant')).toBeInTheDocument();
    expect(app.queriesTo('GET', '/api/audit-log/')).toEqual([
      '?entity=tenant&entity_id=5&page=1&page_size=10',
    ]);

    await app.user.click(screen.getByRole('tab', { name: 'Order #90' }));
    const order = await screen.findByRole('table', { name: 'History of Order #90' });
    expect(await within(order).findByText('note: — → order 90')).toBeInTheDocument();
  });

  it('is neither shown nor asked for without audit.view', async () => {
    const app = openTenant(['tenants.view']);
    expect(await screen.findByRole('heading', { name: 'Dana Smith', level: 1 })).toBeInTheDocument();
    await screen.findByRole('table', { name: /transaction/i });
    expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
    expect(app.requestsTo('GET', '/api/audit-log/')).toHaveLength(0);
  });

  it("pages through a property's history", async () => {
    const app = (() => {
      const server = installFakeFetch({
        ...signedInRoutes(aPlacesUser(['places.view', 'audit.view'])),
        'GET /api/properties/7/': () => json(200, aProperty()),
        'GET /api/properties/7/rooms/': () => json(200, pageOf([aRoom()])),
        'GET /api/audit-log/': historyReply,
      });
      return { ...renderApp('/properties/7'), ...server };
    })();
    const table = await screen.findByRole('table', { name: 'History of Property' });
    await within(table).findByText('note: — → property 7');
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Showing 1–10 of 25')).toBeInTheDocument();
    await app.user.click(within(history).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/audit-log/').at(-1)).toBe(
        '?entity=property&entity_id=7&page=2&page_size=10',
      ),
    );
  });

  it("unfolds a payment's history in its popup", async () => {
    const app = openTransactions(
      { 'GET /api/payments/51/': () => json(200, aPayment()), 'GET /api/audit-log/': historyReply },
      '/transactions',
      ['transactions.view', 'payments.view', 'audit.view'],
    );
    fireEvent.doubleClick(await rowWith('Zelle'));
    const dialog = await screen.findByRole('dialog', { name: 'Payment' });
    expect(app.requestsTo('GET', '/api/audit-log/')).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'History' }));
    expect(await within(dialog).findByText('note: — → payment 51')).toBeInTheDocument();
  });

  it("opens a payment candidate's history from its row", async () => {
    const app = openCandidates(
      { 'GET /api/audit-log/': historyReply },
      { permissions: ['candidates.view', 'audit.view'] },
    );
    const row = await candidateRow('DANA SMITH');
    await app.user.click(
      within(row).getByRole('button', { name: 'History of the candidate from DANA SMITH' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'History of the candidate from DANA SMITH' });
    expect(await within(dialog).findByText(/^note: — → payment_candidate \d+$/)).toBeInTheDocument();
  });
});
