import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEPOSIT_MESSAGES, todayIn } from '@bunkhouse/contract';
import type { DepositStatement, Permission } from '@bunkhouse/contract';
import {
  aDepositStatement,
  aDepositUser,
  aSettledStatement,
  CASH,
  CLEANING,
  DAMAGE,
} from '../../../test/deposits-fixtures';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { aPublicSettings } from '../../../test/settings-fixtures';

const TIME_ZONE = 'America/Chicago';

/**
 * /orders/90/deposit against a server that remembers: the settlement answers `settled` and the
 * statement reads it from then on; a refund takes the credit down to $0.00.
 */
function openDeposit(
  first: DepositStatement,
  { permissions, routes = {} }: { permissions?: Permission[]; routes?: Record<string, Reply> } = {},
) {
  let statement = first;
  const server = installFakeFetch({
    ...signedInRoutes(aDepositUser(permissions)),
    'GET /api/settings/public/': () => json(200, aPublicSettings({ time_zone: TIME_ZONE })),
    'GET /api/orders/90/deposit/': () => json(200, statement),
    'GET /api/transaction-sub-types/': (request) =>
      json(200, request.url.includes('type=fee') ? [CLEANING, DAMAGE] : [CASH]),
    'POST /api/orders/90/deposit/': () => {
      statement = aSettledStatement();
      return json(200, statement);
    },
    'POST /api/refunds/': () => {
      statement = { ...statement, balance_now: '0.00' };
      return json(201, {
        id: 801,
        tenant: statement.tenant,
        amount: '280.00',
        method: { id: 4, name: 'Cash' },
        description: 'Refund',
        booked_on: '2026-04-10',
        balance_after: '0.00',
      });
    },
    ...routes,
  });
  return { ...renderApp('/orders/90/deposit'), ...server };
}

const settleForm = () => screen.findByRole('form', { name: 'Settle deposit' });

describe('the deposit settlement screen', () => {
  it('shows the deposit, settles it with a deduction, then shows the statement', async () => {
    const app = openDeposit(aDepositStatement());
    expect(
      await screen.findByRole('heading', { name: 'Settle deposit: Dana Smith', level: 1 }),
    ).toBeInTheDocument();
    const summary = screen.getByLabelText('Deposit');
    expect(summary).toHaveTextContent('Property12 Oak St');
    expect(summary).toHaveTextContent('Deposit$400.00');
    expect(summary).toHaveTextContent('Held$400.00');
    expect(summary).toHaveTextContent('StatusHeld');
    expect(within(summary).getByRole('link', { name: 'Dana Smith' })).toHaveAttribute('href', '/tenants/5');

    const form = await settleForm();
    await app.user.click(within(form).getByRole('button', { name: 'Add deduction' }));
    const row = within(form).getByRole('group', { name: 'Deduction 1' });
    await app.user.selectOptions(within(row).getByLabelText('Fee type'), 'Cleaning');
    // The fee type's default amount comes in; it may be changed.
    expect(within(row).getByLabelText('Amount')).toHaveValue('75.00');
    await app.user.clear(within(row).getByLabelText('Amount'));
    await app.user.type(within(row).getByLabelText('Amount'), '120');
    await app.user.type(within(row).getByLabelText('Description'), 'Carpet cleaning');
    await app.user.click(within(form).getByRole('button', { name: 'Settle deposit' }));

    expect(await screen.findByText(DEPOSIT_MESSAGES.settled)).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/orders/90/deposit/')[0]?.body).toEqual({
      deductions: [{ type_id: 15, amount: '120.00', description: 'Carpet cleaning' }],
      booked_on: todayIn(TIME_ZONE),
    });
    expect(
      await screen.findByRole('heading', { name: 'Deposit statement: Dana Smith', level: 1 }),
    ).toBeInTheDocument();
    const deductions = screen.getByRole('table', { name: 'Deductions' });
    expect(within(deductions).getByRole('row', { name: /Cleaning/ })).toHaveTextContent(
      'CleaningCarpet cleaning$120.00',
    );
    expect(deductions).toHaveTextContent('Total deducted$120.00');
    const settlement = screen.getByLabelText('Settlement');
    expect(settlement).toHaveTextContent('Released to the balance$400.00');
    expect(settlement).toHaveTextContent('Balance after$280.00');
    expect(settlement).toHaveTextContent('Balance now$280.00');
    expect(screen.getByLabelText('Deposit')).toHaveTextContent('StatusSettled on 10 Apr 2026');
    expect(screen.queryByRole('form', { name: 'Settle deposit' })).not.toBeInTheDocument();
  });

  it('sends no deduction when none is added, and removes a row taken back', async () => {
    const app = openDeposit(aDepositStatement());
    const form = await settleForm();
    await app.user.click(within(form).getByRole('button', { name: 'Add deduction' }));
    await app.user.click(within(form).getByRole('button', { name: 'Remove deduction 1' }));
    expect(within(form).queryByRole('group', { name: 'Deduction 1' })).not.toBeInTheDocument();
    await app.user.click(within(form).getByRole('button', { name: 'Settle deposit' }));
    expect(await screen.findByText(DEPOSIT_MESSAGES.settled)).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/orders/90/deposit/')[0]?.body).toMatchObject({ deductions: [] });
  });

  it('names the row of a problem, its own or the server’s, and shows the rest in the banner', async () => {
    let answer = json(400, { deductions: ['Deduction 2: Select an active fee type.'] });
    const app = openDeposit(aDepositStatement(), {
      routes: { 'POST /api/orders/90/deposit/': () => answer },
    });
    const form = await settleForm();
    await app.user.click(within(form).getByRole('button', { name: 'Add deduction' }));
    await app.user.click(within(form).getByRole('button', { name: 'Add deduction' }));
    const first = within(form).getByRole('group', { name: 'Deduction 1' });
    const second = within(form).getByRole('group', { name: 'Deduction 2' });
    await app.user.selectOptions(within(first).getByLabelText('Fee type'), 'Damage');
    await app.user.type(within(first).getByLabelText('Amount'), '50');
    await app.user.click(within(form).getByRole('button', { name: 'Settle deposit' }));
    expect(within(form).getByText('Deduction 1: This field is required.')).toBeInTheDocument();
    expect(within(first).getByLabelText('Fee type')).toHaveFocus();
    expect(app.requestsTo('POST', '/api/orders/90/deposit/')).toHaveLength(0);

    await app.user.type(within(first).getByLabelText('Description'), 'Broken lamp');
    await app.user.selectOptions(within(second).getByLabelText('Fee type'), 'Cleaning');
    await app.user.type(within(second).getByLabelText('Description'), 'Kitchen');
    await app.user.click(within(form).getByRole('button', { name: 'Settle deposit' }));
    expect(await within(form).findByText('Deduction 2: Select an active fee type.')).toBeInTheDocument();
    await waitFor(() => expect(within(second).getByLabelText('Fee type')).toHaveFocus());

    answer = json(400, { non_field_errors: ["This order's deposit is already settled."] });
    await app.user.click(within(form).getByRole('button', { name: 'Settle deposit' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      "This order's deposit is already settled.",
    );
  });

  it('refuses a day after today under the date, before sending', async () => {
    const app = openDeposit(aDepositStatement());
    const form = await settleForm();
    const date = within(form).getByLabelText('Date');
    await app.user.clear(date);
    await app.user.type(date, '12/31/2099');
    await app.user.click(within(form).getByRole('button', { name: 'Settle deposit' }));
    expect(within(form).getByText('The date cannot be in the future.')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/orders/90/deposit/')).toHaveLength(0);
  });

  it('settled already: shows the statement, prints it, and offers no settlement', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const app = openDeposit(aSettledStatement());
    await screen.findByRole('heading', { name: 'Deposit statement: Dana Smith', level: 1 });
    expect(screen.getByLabelText('Settlement')).toHaveTextContent('Balance after$280.00');
    expect(screen.queryByRole('form', { name: 'Settle deposit' })).not.toBeInTheDocument();
    expect(document.body).toHaveClass('printing-statement');
    await app.user.click(screen.getByRole('button', { name: 'Print statement' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('without orders.close, shows the deposit but no settlement form', async () => {
    openDeposit(aDepositStatement(), { permissions: ['tenants.view', 'orders.view'] });
    expect(await screen.findByText('The deposit is not settled yet.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Settle deposit' })).not.toBeInTheDocument();
  });

  it('says so for an order without a deposit', async () => {
    openDeposit(aDepositStatement(), {
      routes: {
        'GET /api/orders/90/deposit/': () => json(404, { detail: 'Deposit not found.', code: 'not_found' }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Deposit not found' })).toBeInTheDocument();
  });
});

describe('refunding the credit', () => {
  it('posts the refund under an Idempotency-Key, says so, and the statement reloads', async () => {
    const app = openDeposit(aSettledStatement());
    await screen.findByRole('heading', { name: 'Deposit statement: Dana Smith', level: 1 });
    await app.user.click(screen.getByRole('button', { name: 'Refund credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund credit' });
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('280.00');
    await app.user.selectOptions(within(dialog).getByLabelText('Method'), 'Cash');
    await app.user.type(within(dialog).getByLabelText('Description (optional)'), 'Cash at the desk');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(DEPOSIT_MESSAGES.refunded)).toBeInTheDocument();
    const [sent] = app.requestsTo('POST', '/api/refunds/');
    expect(sent?.body).toEqual({
      tenant_id: 5,
      amount: '280.00',
      method_id: 4,
      description: 'Cash at the desk',
      booked_on: null,
    });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.getByLabelText('Settlement')).toHaveTextContent('Balance now$0.00'));
    expect(screen.queryByRole('button', { name: 'Refund credit' })).not.toBeInTheDocument();
  });

  it('refuses more than the credit before sending, in the server’s words', async () => {
    const app = openDeposit(aSettledStatement());
    await screen.findByRole('heading', { name: 'Deposit statement: Dana Smith', level: 1 });
    await app.user.click(screen.getByRole('button', { name: 'Refund credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund credit' });
    await app.user.clear(within(dialog).getByLabelText('Amount'));
    await app.user.type(within(dialog).getByLabelText('Amount'), '300');
    await app.user.selectOptions(within(dialog).getByLabelText('Method'), 'Cash');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(DEPOSIT_MESSAGES.refundOverCredit('280.00'))).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/refunds/')).toHaveLength(0);
  });
});
