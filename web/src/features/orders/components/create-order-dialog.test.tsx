import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addDays } from '@bunkhouse/contract';
import { toUsDate } from '../../../lib/format';
import { installFakeFetch, json } from '../../../test/fake-fetch';
import {
  bed1,
  bed1Label,
  bed2Label,
  businessToday,
  eli,
  openOrderDialog as openDialog,
  orderRoutes,
} from '../../../test/order-dialog';
import { pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';
import { anOrder, aTenant } from '../../../test/tenants-fixtures';

const totalsAsked = (requests: { method: string; url: string; body: unknown }[]) =>
  requests
    .filter((r) => r.method === 'POST' && r.url === '/api/orders/get_beds_total_price/')
    .map((r) => r.body);

describe('Create Order: the rent', () => {
  it('is empty and disabled without beds, and recalculated when the beds or the period change', async () => {
    const app = await openDialog();
    expect(app.rent()).toBeDisabled();
    expect(app.rent()).toHaveValue('');
    expect(within(app.dialog).getByLabelText('Period')).toHaveValue('monthly');

    await app.chooseBed(bed1Label);
    await waitFor(() => expect(app.rent()).toHaveValue('650.00'));
    expect(app.rent()).toBeEnabled();
    await app.chooseBed(bed2Label);
    await waitFor(() => expect(app.rent()).toHaveValue('1300.00'));

    await app.user.selectOptions(within(app.dialog).getByLabelText('Period'), 'Weekly');
    await waitFor(() => expect(app.rent()).toHaveValue('325.00'));
    await app.user.selectOptions(within(app.dialog).getByLabelText('Period'), 'Daily');
    await waitFor(() => expect(app.rent()).toHaveValue('43.33'));
    expect(totalsAsked(app.requests)).toEqual([
      { beds: [601] },
      { beds: [601, 602] },
      { beds: [601, 602] },
      { beds: [601, 602] },
    ]);

    await app.user.click(within(app.dialog).getByRole('button', { name: `Remove ${bed1Label}` }));
    await waitFor(() => expect(app.rent()).toHaveValue('21.67'));
    await app.user.click(within(app.dialog).getByRole('button', { name: `Remove ${bed2Label}` }));
    expect(app.rent()).toHaveValue('');
    expect(app.rent()).toBeDisabled();
  });

  it('may be changed by hand once suggested', async () => {
    const app = await openDialog();
    await app.chooseBed(bed1Label);
    await waitFor(() => expect(app.rent()).toHaveValue('650.00'));
    await app.user.clear(app.rent());
    await app.user.type(app.rent(), '600.505');
    expect(app.rent()).toHaveValue('600.50');
  });
});

describe('Create Order: saving', () => {
  it('requires tenant, beds, period and rent', async () => {
    const app = await openDialog();
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));
    expect(within(app.dialog).getAllByText('This field is required.')).toHaveLength(3);
    expect(app.requestsTo('POST', '/api/orders/')).toHaveLength(0);
  });

  it('creates the order, then shows /tenants with the success message', async () => {
    const app = await openDialog({
      'POST /api/orders/': () =>
        json(201, anOrder({ tenant: { id: 6, first_name: 'Eli', last_name: 'Ng' } })),
    });
    await app.chooseTenant();
    await app.chooseBed(bed1Label);
    await waitFor(() => expect(app.rent()).toHaveValue('650.00'));
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/orders/')[0]?.body).toEqual({
      tenant_id: 6,
      bed_ids: [601],
      period_payment: 'monthly',
      rent_amount: '650.00',
      start_date: businessToday(),
      due_day: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.currentPath()).toBe('/tenants');
    expect(app.router.state.location.state).toBeNull();
    await waitFor(() => expect(app.queriesTo('GET', '/api/tenants/')).toHaveLength(2));
  });

  it("shows the server's refusal (a bed taken meanwhile) in the banner", async () => {
    const sentence = 'Bed 1 in Room 101 at 12 Oak St is in another order now. Choose another bed.';
    const app = await openDialog({ 'POST /api/orders/': () => json(400, { non_field_errors: [sentence] }) });
    await app.chooseTenant();
    await app.chooseBed(bed1Label);
    await waitFor(() => expect(app.rent()).toHaveValue('650.00'));
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));
    expect(await within(app.dialog).findByRole('alert')).toHaveTextContent(sentence);
    expect(app.currentPath()).toBe('/tenants');
  });
});

describe('Create Order: the start date', () => {
  const startDate = (dialog: HTMLElement) => within(dialog).getByLabelText('Start date');

  it('is today by default, and a back date typed over it is sent', async () => {
    const app = await openDialog({ 'POST /api/orders/': () => json(201, anOrder()) });
    expect(startDate(app.dialog)).toHaveValue(toUsDate(businessToday()));
    await app.chooseTenant();
    await app.chooseBed(bed1Label);
    await waitFor(() => expect(app.rent()).toHaveValue('650.00'));
    const tenDaysAgo = addDays(businessToday(), -10);
    await app.user.clear(startDate(app.dialog));
    await app.user.type(startDate(app.dialog), toUsDate(tenDaysAgo).replace(/\D/g, ''));
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/orders/')[0]?.body).toMatchObject({ start_date: tenDaysAgo });
  });

  it("is the business's today, not the browser's: New York's evening is already tomorrow in UTC", async () => {
    vi.stubEnv('TZ', 'UTC');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T02:00:00Z')); // 26 Nov, 21:00 in New York
    const app = await openDialog();
    expect(startDate(app.dialog)).toHaveValue('11/26/2026');
  });

  it('is required, and refused like the server does: more than 31 days back or 90 ahead', async () => {
    const app = await openDialog();
    await app.chooseTenant();
    await app.chooseBed(bed1Label);
    await waitFor(() => expect(app.rent()).toHaveValue('650.00'));
    const save = () => app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));

    await app.user.clear(startDate(app.dialog));
    await save();
    expect(within(app.dialog).getByText('This field is required.')).toBeInTheDocument();
    await app.user.type(startDate(app.dialog), toUsDate(addDays(businessToday(), -32)).replace(/\D/g, ''));
    await save();
    expect(
      within(app.dialog).getByText('The start date cannot be more than 31 days in the past.'),
    ).toBeInTheDocument();
    await app.user.clear(startDate(app.dialog));
    await app.user.type(startDate(app.dialog), toUsDate(addDays(businessToday(), 91)).replace(/\D/g, ''));
    await save();
    expect(
      within(app.dialog).getByText('The start date cannot be more than 90 days ahead.'),
    ).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/orders/')).toHaveLength(0);
  });
});

describe('Create Order from a tenant page', () => {
  it('preselects the tenant and leaves the operator on their page, where the new order shows', async () => {
    let orders = [anOrder({ status: 'completed', deleted_at: '2026-03-02T00:00:00Z' })];
    const server = installFakeFetch(
      orderRoutes({
        'GET /api/tenants/6/': () => json(200, aTenant({ ...eli, orders })),
        'GET /api/tenants/6/transactions/': () => json(200, pageOf([])),
        'GET /api/orders/available_tenants/': () => json(200, []),
        'GET /api/orders/available_beds/': () => json(200, [bed1]),
        'POST /api/orders/': () => {
          orders = [anOrder({ id: 91, tenant: { id: 6, first_name: 'Eli', last_name: 'Ng' } }), ...orders];
          return json(201, orders[0]);
        },
      }),
    );
    const app = renderApp('/tenants/6');
    expect(await screen.findByText('No current order.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'New order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Order' });
    expect(within(dialog).getByText('Eli Ng')).toBeInTheDocument();
    await app.user.click(within(dialog).getByLabelText('Beds'));
    await app.user.click(await screen.findByRole('option', { name: bed1Label }));
    await waitFor(() => expect(within(dialog).getByLabelText('Rent amount')).toHaveValue('650.00'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.currentPath()).toBe('/tenants/6');
    await waitFor(() => expect(screen.queryByText('No current order.')).not.toBeInTheDocument());
    expect(server.requestsTo('POST', '/api/orders/')[0]?.body).toMatchObject({
      tenant_id: 6,
      bed_ids: [601],
    });
  });
});
