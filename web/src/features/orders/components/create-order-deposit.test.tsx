import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessSettings, Permission } from '@bunkhouse/contract';
import { json } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { bed1Label, openOrderDialog } from '../../../test/order-dialog';
import { aBusinessSettings } from '../../../test/settings-fixtures';
import { anOrder, aTenantsUser } from '../../../test/tenants-fixtures';

const FRONT_DESK: Permission[] = ['tenants.view', 'orders.view', 'orders.add'];

/**
 * Create Order with Eli and bed 1 ($650.00) chosen, for a user who may read the settings (their
 * deposit default given) or not (`settings: null`).
 */
async function readyDialog(
  settings: Pick<BusinessSettings, 'deposit_mode' | 'deposit_amount'> | null,
  routes: Record<string, Reply> = {},
) {
  const permissions: Permission[] = settings ? [...FRONT_DESK, 'settings.change'] : FRONT_DESK;
  const app = await openOrderDialog({
    'GET /api/user/': () => json(200, aTenantsUser(permissions)),
    'GET /api/settings/': () => json(200, aBusinessSettings(settings ?? {})),
    'POST /api/orders/': () => json(201, anOrder()),
    ...routes,
  });
  await app.chooseTenant();
  await app.chooseBed(bed1Label);
  await waitFor(() => expect(app.rent()).toHaveValue('650.00'));
  const deposit = () => within(app.dialog).getByRole('textbox', { name: 'Security deposit' });
  const save = async () => {
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    return app.requestsTo('POST', '/api/orders/')[0]?.body as Record<string, unknown>;
  };
  return { ...app, deposit, save };
}

describe('Create Order: the security deposit', () => {
  it('shows the business default, says what leaving it means, and sends nothing when left as is', async () => {
    const app = await readyDialog({ deposit_mode: 'fixed', deposit_amount: '400.00' });
    await waitFor(() => expect(app.deposit()).toHaveValue('400.00'));
    expect(app.deposit()).toHaveAccessibleDescription(
      'Leave as is for the business default; empty for none.',
    );
    const body = await app.save();
    expect(body).not.toHaveProperty('deposit_amount');
  });

  it("follows the rent when the default is one period's rent, until an amount is typed, which is sent", async () => {
    const app = await readyDialog({ deposit_mode: 'rent', deposit_amount: '0.00' });
    await waitFor(() => expect(app.deposit()).toHaveValue('650.00'));
    await app.user.selectOptions(within(app.dialog).getByLabelText('Period'), 'Weekly');
    await waitFor(() => expect(app.deposit()).toHaveValue('162.50'));
    await app.user.clear(app.deposit());
    await app.user.type(app.deposit(), '300');
    await app.user.selectOptions(within(app.dialog).getByLabelText('Period'), 'Monthly');
    await waitFor(() => expect(app.rent()).toHaveValue('650.00'));
    expect(app.deposit()).toHaveValue('300');
    expect(await app.save()).toMatchObject({ rent_amount: '650.00', deposit_amount: '300.00' });
  });

  it("emptied, sends '' (no deposit)", async () => {
    const app = await readyDialog({ deposit_mode: 'fixed', deposit_amount: '400.00' });
    await waitFor(() => expect(app.deposit()).toHaveValue('400.00'));
    await app.user.clear(app.deposit());
    expect(await app.save()).toMatchObject({ deposit_amount: '' });
  });

  it('without the right to read the settings, is empty, asks nothing and sends nothing untouched', async () => {
    const app = await readyDialog(null);
    expect(app.deposit()).toHaveValue('');
    expect(await app.save()).not.toHaveProperty('deposit_amount');
    expect(app.requestsTo('GET', '/api/settings/')).toHaveLength(0);
  });

  it("shows the server's refusal under it", async () => {
    const app = await readyDialog(null, {
      'POST /api/orders/': () => json(400, { deposit_amount: ['Amount must be at most 1,000,000.00.'] }),
    });
    await app.user.type(app.deposit(), '5000');
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));
    expect(await within(app.dialog).findByText('Amount must be at most 1,000,000.00.')).toBeInTheDocument();
    expect(app.deposit()).toHaveClass('is-invalid');
    expect(app.deposit()).toHaveFocus();
  });
});
