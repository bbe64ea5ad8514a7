import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES } from '@bunkhouse/contract';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import {
  businessToday,
  errorUnder,
  financeRoutes,
  openCreateTransactions as openDialog,
} from '../../../test/finance-dialog';
import { aFee, aFinanceUser, aPayment } from '../../../test/finance-fixtures';
import { pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';
import { aTenant, aTransaction } from '../../../test/tenants-fixtures';

describe('Create Transactions: refusals', () => {
  it("shows the server's field errors under their fields and the rest in the banner", async () => {
    const app = await openDialog({
      'POST /api/payments/': () =>
        json(400, {
          tenant_id: ['This tenant is inactive. Activate them first.'],
          method_id: ['Select an active payment method.'],
          non_field_errors: ['Try again.', 'Later.'],
        }),
    });
    await app.chooseType('Payment');
    await app.chooseTenant();
    await waitFor(() => expect(app.optionsOf('Method')).toContain('Cash'));
    await app.user.selectOptions(app.field('Method'), 'Cash');
    await app.user.type(app.field('Amount'), '20');
    await app.save();

    expect(await within(app.dialog).findByRole('alert')).toHaveTextContent('Try again. Later.');
    expect(errorUnder(app.field('Tenant'))).toHaveTextContent(
      'This tenant is inactive. Activate them first.',
    );
    expect(errorUnder(app.field('Method'))).toHaveTextContent('Select an active payment method.');
    expect(screen.getByRole('dialog', { name: 'Create Transactions' })).toBeInTheDocument();
  });

  it("shows the server's error of an income's type under Direction", async () => {
    const app = await openDialog({
      'POST /api/transactions/': () => json(400, { type: ['"gift" is not a valid choice.'] }),
    });
    await app.chooseType('Other (income or expense)');
    await app.user.selectOptions(app.field('Direction'), 'Income');
    await waitFor(() => expect(app.optionsOf('Sub type')).toContain('Laundry'));
    await app.user.selectOptions(app.field('Sub type'), 'Laundry');
    await app.chooseProperty();
    await app.user.type(app.field('Amount'), '15');
    await app.save();
    await waitFor(() =>
      expect(errorUnder(app.field('Direction'))).toHaveTextContent('"gift" is not a valid choice.'),
    );
    expect(within(app.dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("reads 'Saving...' while the save runs", async () => {
    let answer: (response: Response) => void = () => {};
    const app = await openDialog({
      'POST /api/fees/': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await app.chooseType('Fee');
    await app.chooseTenant();
    await waitFor(() => expect(app.optionsOf('Fee type')).toContain('Late fee'));
    await app.user.selectOptions(app.field('Fee type'), 'Late fee');
    await waitFor(() => expect(app.field('Amount')).toHaveValue('35.00'));
    await app.save();
    expect(within(app.dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer(json(201, aFee()));
    expect(await screen.findByText('Transaction saved successfully!')).toBeInTheDocument();
  });
});

describe('Create Transactions: after the save', () => {
  it('toasts, closes, and reloads the list and the cards half a second later', async () => {
    const app = await openDialog({ 'POST /api/fees/': () => json(201, aFee()) });
    await app.chooseType('Fee');
    await app.chooseTenant();
    await waitFor(() => expect(app.optionsOf('Fee type')).toContain('Late fee'));
    await app.user.selectOptions(app.field('Fee type'), 'Late fee');
    await waitFor(() => expect(app.field('Amount')).toHaveValue('35.00'));
    const listLoads = app.queriesTo('GET', '/api/transactions/').length;
    const totalLoads = app.queriesTo('GET', '/api/reportsapp/total/').length;
    await app.save();

    expect(await screen.findByText('Transaction saved successfully!')).toBeInTheDocument();
    expect(app.queriesTo('GET', '/api/transactions/')).toHaveLength(listLoads);
    expect(app.requestsTo('POST', '/api/fees/')[0]?.body).toEqual({
      tenant_id: 5,
      amount: '35.00',
      type_id: 11,
      description: null,
      booked_on: businessToday(),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(app.queriesTo('GET', '/api/transactions/')).toHaveLength(listLoads + 1));
    await waitFor(() => expect(app.queriesTo('GET', '/api/reportsapp/total/')).toHaveLength(totalLoads + 1));
  });
});

/** An Idempotency-Key as the web makes them (api-client.ts `newIdempotencyKey`). */
const KEY = /^[0-9a-f]{32}$/;

describe('Create Transactions: one payment, however often Save is pressed', () => {
  /** The dialog with a payment of $20.00 to Dana Smith filled in. */
  async function openPayment(reply: Reply) {
    const app = await openDialog({ 'POST /api/payments/': reply });
    await app.chooseType('Payment');
    await app.chooseTenant();
    await waitFor(() => expect(app.optionsOf('Method')).toContain('Cash'));
    await app.user.selectOptions(app.field('Method'), 'Cash');
    await app.user.type(app.field('Amount'), '20');
    const keys = () => app.requestsTo('POST', '/api/payments/').map((r) => r.headers.get('Idempotency-Key'));
    return { ...app, keys };
  }

  it('sends one request for two clicks in one moment, and the same key when saved again after a lost answer', async () => {
    let isLost = true;
    const app = await openPayment(() =>
      isLost ? Promise.reject(new TypeError('Failed to fetch')) : json(201, aPayment()),
    );
    const save = within(app.dialog).getByRole('button', { name: 'Save' });
    // Both clicks before React renders again: the button is not disabled yet for the second.
    act(() => {
      fireEvent.click(save);
      fireEvent.click(save);
    });
    expect(await within(app.dialog).findByRole('alert')).toHaveTextContent('Network error: Failed to fetch');
    expect(app.keys()).toHaveLength(1);
    expect(app.keys()[0]).toMatch(KEY);

    isLost = false;
    await app.save();
    expect(await screen.findByText('Transaction saved successfully!')).toBeInTheDocument();
    expect(app.keys()).toHaveLength(2);
    expect(app.keys()[1]).toBe(app.keys()[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a new key once the amount changes: another payment, not the same one again', async () => {
    const app = await openPayment(() =>
      json(409, { detail: FINANCE_MESSAGES.idempotencyKeyInFlight, code: 'conflict' }),
    );
    await app.save();
    await within(app.dialog).findByRole('alert');
    await app.user.type(app.field('Amount'), '5');
    await app.save();
    await waitFor(() => expect(app.keys()).toHaveLength(2));
    expect(app.requestsTo('POST', '/api/payments/')[1]?.body).toMatchObject({ amount: '205.00' });
    expect(app.keys()[1]).not.toBe(app.keys()[0]);
    expect(app.keys()[1]).toMatch(KEY);
  });

  it('sends a key with a fee', async () => {
    const app = await openDialog({ 'POST /api/fees/': () => json(201, aFee()) });
    await app.chooseType('Fee');
    await app.chooseTenant();
    await waitFor(() => expect(app.optionsOf('Fee type')).toContain('Late fee'));
    await app.user.selectOptions(app.field('Fee type'), 'Late fee');
    await waitFor(() => expect(app.field('Amount')).toHaveValue('35.00'));
    await app.save();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.requestsTo('POST', '/api/fees/')[0]?.headers.get('Idempotency-Key')).toMatch(KEY);
  });

  it('sends a key with an income row', async () => {
    const app = await openDialog({ 'POST /api/transactions/': () => json(201, aTransaction()) });
    await app.chooseType('Other (income or expense)');
    await app.user.selectOptions(app.field('Direction'), 'Income');
    await waitFor(() => expect(app.optionsOf('Sub type')).toContain('Laundry'));
    await app.user.selectOptions(app.field('Sub type'), 'Laundry');
    await app.chooseProperty();
    await app.user.type(app.field('Amount'), '15');
    await app.save();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.requestsTo('POST', '/api/transactions/')[0]?.headers.get('Idempotency-Key')).toMatch(KEY);
  });
});

describe('Create Transactions from a tenant', () => {
  function openTenantPage() {
    const server = installFakeFetch({
      ...signedInRoutes(aFinanceUser([...aFinanceUser().permissions, 'tenants.change'])),
      ...financeRoutes(),
      'GET /api/tenants/5/': () => json(200, aTenant()),
      'GET /api/tenants/5/transactions/': () => json(200, pageOf([aTransaction()])),
      'POST /api/payments/': () => json(201, aPayment()),
      'POST /api/fees/': () => json(201, aFee()),
    });
    return { ...renderApp('/tenants/5'), ...server };
  }

  it.each([
    ['Payment', 'payment', 'Method'],
    ['Fee', 'fee', 'Fee type'],
  ])(
    'opens with the tenant and %s chosen, and reloads their page after the save',
    async (action, type, subTypeLabel) => {
      const app = openTenantPage();
      await screen.findByRole('heading', { name: 'Dana Smith', level: 1 });
      const actions = screen.getByRole('button', { name: 'Actions' });
      await app.user.click(actions);
      const menu = actions.parentElement!.querySelector<HTMLElement>('.dropdown-menu')!;
      await app.user.click(within(menu).getByRole('button', { name: action }));
      const dialog = await screen.findByRole('dialog', { name: 'Create Transactions' });
      expect(within(dialog).getByLabelText('Transaction type')).toHaveValue(type);
      expect(within(dialog).getByText('Dana Smith')).toBeInTheDocument();

      const subType = within(dialog).getByLabelText(subTypeLabel);
      await waitFor(() => expect(subType).toBeEnabled());
      await app.user.selectOptions(subType, type === 'payment' ? 'Zelle' : 'Lost key');
      await app.user.type(within(dialog).getByLabelText('Amount'), '20');
      const tenantLoads = app.requestsTo('GET', '/api/tenants/5/').length;
      const historyLoads = app.queriesTo('GET', '/api/tenants/5/transactions/').length;
      await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Transaction saved successfully!')).toBeInTheDocument();
      const url = type === 'payment' ? '/api/payments/' : '/api/fees/';
      expect(app.requestsTo('POST', url)[0]?.body).toMatchObject({ tenant_id: 5, amount: '20.00' });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() =>
        expect(app.requestsTo('GET', '/api/tenants/5/').length).toBeGreaterThan(tenantLoads),
      );
      await waitFor(() =>
        expect(app.queriesTo('GET', '/api/tenants/5/transactions/').length).toBeGreaterThan(historyLoads),
      );
    },
  );
});
