import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../../test/console-guard';
import { json } from '../../../test/fake-fetch';
import {
  businessToday,
  errorUnder,
  openCreateTransactions as openDialog,
} from '../../../test/finance-dialog';
import { aPayment } from '../../../test/finance-fixtures';
import { aTransaction } from '../../../test/tenants-fixtures';

describe('Create Transactions: the type picks the fields, the sub-types and the endpoint', () => {
  it('offers payment methods, fee types, and income or expense categories by direction', async () => {
    const app = await openDialog();
    expect(app.optionsOf('Transaction type')).toEqual([
      'Select...',
      'Payment',
      'Fee',
      'Other (income or expense)',
    ]);
    expect(within(app.dialog).queryByLabelText('Method')).not.toBeInTheDocument();

    await app.chooseType('Payment');
    await waitFor(() => expect(app.optionsOf('Method')).toEqual(['Select...', 'Zelle', 'Cash']));
    expect(within(app.dialog).queryByLabelText('Direction')).not.toBeInTheDocument();

    await app.chooseType('Fee');
    await waitFor(() => expect(app.optionsOf('Fee type')).toEqual(['Select...', 'Late fee', 'Lost key']));

    await app.chooseType('Other (income or expense)');
    expect(app.optionsOf('Direction')).toEqual(['Select...', 'Income', 'Expense']);
    expect(app.field('Sub type')).toBeDisabled();
    expect(app.field('Property')).toBeInTheDocument();
    expect(app.field('Tenant (optional)')).toBeInTheDocument();
    await app.user.selectOptions(app.field('Direction'), 'Income');
    await waitFor(() => expect(app.optionsOf('Sub type')).toEqual(['Select...', 'Laundry']));
    await app.user.selectOptions(app.field('Sub type'), 'Laundry');
    await app.user.selectOptions(app.field('Direction'), 'Expense');
    await waitFor(() => expect(app.optionsOf('Sub type')).toEqual(['Select...', 'Repairs', 'Utilities']));
    expect(app.field('Sub type')).toHaveValue('');

    expect(app.queriesTo('GET', '/api/transaction-sub-types/')).toEqual(
      expect.arrayContaining([
        '?is_active=true&type=payment',
        '?is_active=true&type=fee',
        '?is_active=true&type=income',
        '?is_active=true&type=expense',
      ]),
    );
  });

  it('records a payment with POST /api/payments/', async () => {
    const app = await openDialog({ 'POST /api/payments/': () => json(201, aPayment()) });
    await app.chooseType('Payment');
    await app.chooseTenant();
    await waitFor(() => expect(app.optionsOf('Method')).toContain('Zelle'));
    await app.user.selectOptions(app.field('Method'), 'Zelle');
    await app.user.type(app.field('Amount'), '500');
    await app.user.type(app.field('Description (optional)'), 'March rent');
    await app.save();

    expect(await screen.findByText('Transaction saved successfully!')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/payments/')[0]?.body).toEqual({
      tenant_id: 5,
      amount: '500.00',
      method_id: 3,
      description: 'March rent',
      received_on: businessToday(),
    });
    expect(app.requestsTo('POST', '/api/fees/')).toHaveLength(0);
    expect(app.requestsTo('POST', '/api/transactions/')).toHaveLength(0);
  });

  it('records an expense of a property with POST /api/transactions/', async () => {
    const app = await openDialog({
      'POST /api/transactions/': () =>
        json(201, aTransaction({ type: 'expense', amount: '120.00', current_balance: null, tenant: null })),
    });
    await app.chooseType('Other (income or expense)');
    await app.user.selectOptions(app.field('Direction'), 'Expense');
    await waitFor(() => expect(app.optionsOf('Sub type')).toContain('Repairs'));
    await app.user.selectOptions(app.field('Sub type'), 'Repairs');
    await app.chooseProperty();
    await app.user.type(app.field('Amount'), '120');
    await app.user.type(app.field('Description (optional)'), 'Plumber');
    await app.save();

    expect(await screen.findByText('Transaction saved successfully!')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/transactions/')[0]?.body).toEqual({
      type: 'expense',
      sub_type_id: 31,
      property_id: 7,
      amount: '120.00',
      tenant_id: null,
      description: 'Plumber',
      booked_on: businessToday(),
    });
  });

  it('offers only the types the user may add', async () => {
    const app = await openDialog({}, ['transactions.view', 'fees.add', 'fees.view']);
    expect(app.optionsOf('Transaction type')).toEqual(['Select...', 'Fee']);
    expect(app.field('Transaction type')).toHaveValue('fee');
    expect(screen.queryByRole('region', { name: /This month/ })).not.toBeInTheDocument();
  });
});

describe('Create Transactions: the fee default amount', () => {
  it("fills in the fee type's default amount; a fee type without one leaves the amount", async () => {
    const app = await openDialog();
    await app.chooseType('Fee');
    await waitFor(() => expect(app.optionsOf('Fee type')).toContain('Late fee'));
    await app.user.selectOptions(app.field('Fee type'), 'Late fee');
    await waitFor(() => expect(app.field('Amount')).toHaveValue('35.00'));
    await app.user.selectOptions(app.field('Fee type'), 'Lost key');
    await waitFor(() =>
      expect(app.requestsTo('GET', '/api/transaction-sub-types/12/get-amount/')).toHaveLength(1),
    );
    expect(app.field('Amount')).toHaveValue('35.00');
  });

  it('only logs a failed lookup of the default amount', async () => {
    const consoleError = expectConsoleError();
    const app = await openDialog({
      'GET /api/transaction-sub-types/11/get-amount/': () =>
        json(404, { detail: 'Not found.', code: 'not_found' }),
    });
    await app.chooseType('Fee');
    await waitFor(() => expect(app.optionsOf('Fee type')).toContain('Late fee'));
    await app.user.type(app.field('Amount'), '10');
    await app.user.selectOptions(app.field('Fee type'), 'Late fee');
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        'Failed to fetch the default amount of the fee type:',
        expect.anything(),
      ),
    );
    expect(app.field('Amount')).toHaveValue('10');
    expect(within(app.dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
  });
});

describe('Create Transactions: required fields', () => {
  const REQUIRED = 'This field is required.';

  it('asks for the transaction type and the amount first', async () => {
    const app = await openDialog();
    await app.save();
    expect(errorUnder(app.field('Transaction type'))).toHaveTextContent(REQUIRED);
    expect(errorUnder(app.field('Amount'))).toHaveTextContent(REQUIRED);
  });

  it.each([
    ['Payment', ['Tenant', 'Method', 'Amount']],
    ['Fee', ['Tenant', 'Fee type', 'Amount']],
    ['Other (income or expense)', ['Direction', 'Sub type', 'Property', 'Amount']],
  ])('for %s: %j', async (type, fields) => {
    const app = await openDialog();
    await app.chooseType(type);
    await app.save();
    for (const label of fields) expect(errorUnder(app.field(label))).toHaveTextContent(REQUIRED);
    expect(within(app.dialog).getAllByText(REQUIRED)).toHaveLength(fields.length);
    expect(app.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
