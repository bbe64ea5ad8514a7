import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addDays, FINANCE_MESSAGES } from '@bunkhouse/contract';
import { json } from '../../../test/fake-fetch';
import {
  businessToday,
  errorUnder,
  openCreateTransactions as openDialog,
} from '../../../test/finance-dialog';
import { aFee, aPayment } from '../../../test/finance-fixtures';
import { aTransaction } from '../../../test/tenants-fixtures';
import { toUsDate } from '../../../lib/format';

/**
 * The day of each entry (DOMAIN "The books"): a payment's "Received on", a fee's, an income's or an
 * expense's "Date"; each starts at the business's today and may be back-dated, never set in the future.
 */

type Dialog = Awaited<ReturnType<typeof openDialog>>;

/** A day as typed into a date mask: '2026-03-01' → '03012026'. */
const typed = (day: string) => toUsDate(day).replace(/\//g, '');

/** A payment of $500.00 from Dana Smith, received on `day` as typed. */
async function fillPayment(app: Dialog, day: string) {
  await app.chooseType('Payment');
  await app.chooseTenant();
  await waitFor(() => expect(app.optionsOf('Method')).toContain('Zelle'));
  await app.user.selectOptions(app.field('Method'), 'Zelle');
  await app.user.type(app.field('Amount'), '500');
  await app.user.clear(app.field('Received on'));
  await app.user.type(app.field('Received on'), day);
}

/** A late fee of $35.00 to Dana Smith, on `day` as typed. */
async function fillFee(app: Dialog, day: string) {
  await app.chooseType('Fee');
  await app.chooseTenant();
  await waitFor(() => expect(app.optionsOf('Fee type')).toContain('Late fee'));
  await app.user.selectOptions(app.field('Fee type'), 'Late fee');
  await waitFor(() => expect(app.field('Amount')).toHaveValue('35.00'));
  await app.user.clear(app.field('Date'));
  await app.user.type(app.field('Date'), day);
}

/** An expense of $120.00 for repairs at 12 Oak St, on `day` as typed. */
async function fillExpense(app: Dialog, day: string) {
  await app.chooseType('Other (income or expense)');
  await app.user.selectOptions(app.field('Direction'), 'Expense');
  await waitFor(() => expect(app.optionsOf('Sub type')).toContain('Repairs'));
  await app.user.selectOptions(app.field('Sub type'), 'Repairs');
  await app.chooseProperty();
  await app.user.type(app.field('Amount'), '120');
  await app.user.clear(app.field('Date'));
  await app.user.type(app.field('Date'), day);
}

describe('Create Transactions: the received date of a payment', () => {
  const IN_FUTURE = FINANCE_MESSAGES.receivedInFuture;

  it('starts at today, and sends a back-dated day as received_on', async () => {
    const app = await openDialog({ 'POST /api/payments/': () => json(201, aPayment()) });
    await app.chooseType('Payment');
    expect(app.field('Received on')).toHaveValue(toUsDate(businessToday()));
    await fillPayment(app, '03012026');
    expect(app.field('Received on')).toHaveValue('03/01/2026');
    await app.save();

    expect(await screen.findByText('Transaction saved successfully!')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/payments/')[0]?.body).toMatchObject({ received_on: '2026-03-01' });
  });

  it("starts at the business's today, not the browser's: New York's evening is already tomorrow in UTC", async () => {
    vi.stubEnv('TZ', 'UTC');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T02:00:00Z')); // 26 Nov, 21:00 in New York
    const app = await openDialog({ 'POST /api/payments/': () => json(201, aPayment()) });
    await app.chooseType('Payment');
    expect(app.field('Received on')).toHaveValue('11/26/2026');
    await fillPayment(app, '11272026');
    await app.save();
    expect(errorUnder(app.field('Received on'))).toHaveTextContent(IN_FUTURE);
    expect(app.requestsTo('POST', '/api/payments/')).toHaveLength(0);
  });

  it('refuses a day after today before sending anything', async () => {
    const app = await openDialog();
    await fillPayment(app, typed(addDays(businessToday(), 1)));
    await app.save();
    expect(errorUnder(app.field('Received on'))).toHaveTextContent(IN_FUTURE);
    expect(app.requestsTo('POST', '/api/payments/')).toHaveLength(0);
  });

  it("shows the server's refusal of the date under the field", async () => {
    const app = await openDialog({
      'POST /api/payments/': () => json(400, { received_on: [IN_FUTURE] }),
    });
    await fillPayment(app, typed(businessToday()));
    await app.save();
    await waitFor(() => expect(errorUnder(app.field('Received on'))).toHaveTextContent(IN_FUTURE));
    expect(screen.queryByText('Transaction saved successfully!')).not.toBeInTheDocument();
  });
});

describe('Create Transactions: the date of a fee, an income or an expense', () => {
  it('starts at today for a fee and for income or expense; a payment has Received on instead', async () => {
    const app = await openDialog();
    await app.chooseType('Fee');
    expect(app.field('Date')).toHaveValue(toUsDate(businessToday()));
    await app.chooseType('Other (income or expense)');
    expect(app.field('Date')).toHaveValue(toUsDate(businessToday()));
    await app.chooseType('Payment');
    expect(screen.queryByLabelText('Date')).not.toBeInTheDocument();
    expect(app.field('Received on')).toHaveValue(toUsDate(businessToday()));
  });

  it('sends a back-dated fee with its day as booked_on', async () => {
    const app = await openDialog({ 'POST /api/fees/': () => json(201, aFee({ booked_on: '2026-03-01' })) });
    await fillFee(app, '03012026');
    expect(app.field('Date')).toHaveValue('03/01/2026');
    await app.save();

    expect(await screen.findByText('Transaction saved successfully!')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/fees/')[0]?.body).toEqual({
      tenant_id: 5,
      amount: '35.00',
      type_id: 11,
      description: null,
      booked_on: '2026-03-01',
    });
  });

  it('sends a back-dated expense with its day as booked_on', async () => {
    const yesterday = addDays(businessToday(), -1);
    const app = await openDialog({
      'POST /api/transactions/': () =>
        json(
          201,
          aTransaction({ type: 'expense', amount: '120.00', current_balance: null, booked_on: yesterday }),
        ),
    });
    await fillExpense(app, typed(yesterday));
    await app.save();

    expect(await screen.findByText('Transaction saved successfully!')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/transactions/')[0]?.body).toMatchObject({
      type: 'expense',
      amount: '120.00',
      booked_on: yesterday,
    });
  });

  it.each([
    ['a fee', fillFee, '/api/fees/'],
    ['an expense', fillExpense, '/api/transactions/'],
  ])('refuses %s dated after today before sending anything', async (_, fill, url) => {
    const app = await openDialog();
    await fill(app, typed(addDays(businessToday(), 1)));
    await app.save();
    expect(errorUnder(app.field('Date'))).toHaveTextContent(FINANCE_MESSAGES.bookedInFuture);
    expect(app.requestsTo('POST', url)).toHaveLength(0);
  });
});

describe('Create Transactions: closed books', () => {
  /** The books closed through a week ago; the entry dated a week and a half ago. */
  const closedThrough = () => addDays(businessToday(), -7);
  const entryDay = () => typed(addDays(businessToday(), -10));

  it.each([
    ['a fee', fillFee, 'POST /api/fees/', 'booked_on', 'Date'],
    ['a payment', fillPayment, 'POST /api/payments/', 'received_on', 'Received on'],
  ])("shows the server's refusal of %s dated while the books are closed under its day", async (...args) => {
    const [, fill, route, field, label] = args;
    const closed = FINANCE_MESSAGES.booksClosed(closedThrough());
    const app = await openDialog({ [route]: () => json(400, { [field]: [closed] }) });
    await fill(app, entryDay());
    await app.save();

    await waitFor(() => expect(errorUnder(app.field(label))).toHaveTextContent(closed));
    expect(screen.getByRole('dialog', { name: 'Create Transactions' })).toBeInTheDocument();
    expect(screen.queryByText('Transaction saved successfully!')).not.toBeInTheDocument();
  });
});
