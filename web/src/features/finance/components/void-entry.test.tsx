import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Permission } from '@bunkhouse/contract';
import { tenantsKeys } from '../../../lib/query-keys';
import { json } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { errorUnder } from '../../../test/finance-dialog';
import { aFee, aFinanceUser, aPayment, aRentConfirmation } from '../../../test/finance-fixtures';
import {
  feeRow,
  openTransactions as openFinanceList,
  paymentRow,
  rentRow,
  rowWith,
} from '../../../test/finance-page';
import { aTenant, aTransaction } from '../../../test/tenants-fixtures';

const voided = { voided_at: '2026-03-07T15:00:00.000Z', reason: 'Entered twice', voided_by: 'maria' };
const FINANCE = aFinanceUser().permissions;

/** The Finance list with the records behind its payment, fee and rent rows. */
const openTransactions = (routes: Record<string, Reply> = {}, permissions: Permission[] = FINANCE) =>
  openFinanceList(
    {
      'GET /api/payments/51/': () => json(200, aPayment()),
      'GET /api/fees/61/': () => json(200, aFee()),
      'GET /api/rent-confirmations/41/': () => json(200, aRentConfirmation()),
      ...routes,
    },
    '/transactions',
    permissions,
  );

/** Double-clicks the row with this text and answers its popup. */
async function openPopup(text: string, title: string) {
  fireEvent.doubleClick(await rowWith(text));
  return screen.findByRole('dialog', { name: title });
}

/** The payment's popup turned into the void confirmation. */
async function openVoid(app: ReturnType<typeof openTransactions>, text = 'Zelle', title = 'Payment') {
  const popup = await openPopup(text, title);
  await app.user.click(within(popup).getByRole('button', { name: 'Void' }));
  const dialog = await screen.findByRole('dialog', { name: `Void ${title}` });
  const reason = within(dialog).getByLabelText('Reason');
  const submit = () => app.user.click(within(dialog).getByRole('button', { name: 'Void' }));
  return { dialog, reason, submit };
}

describe('Void from the detail popups', () => {
  it('is offered for a payment with payments.void and for a fee with fees.void, never for rent', async () => {
    const app = openTransactions(
      {},
      FINANCE.filter((p) => p !== 'fees.void'),
    );
    let popup = await openPopup('Zelle', 'Payment');
    expect(within(popup).getByRole('button', { name: 'Void' })).toHaveClass('btn-outline-danger');
    await app.user.click(within(popup).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    popup = await openPopup('Late fee', 'Fee');
    expect(within(popup).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
    await app.user.click(within(popup).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    popup = await openPopup('Rent due 01 Apr 2026', 'Rent Confirmation');
    expect(within(popup).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });

  it('is not offered without payments.void', async () => {
    openTransactions(
      {},
      FINANCE.filter((p) => p !== 'payments.void'),
    );
    const popup = await openPopup('Zelle', 'Payment');
    expect(within(popup).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });

  it('is not offered for an entry that is void already', async () => {
    openTransactions({ 'GET /api/fees/61/': () => json(200, aFee({ void: voided })) });
    const popup = await openPopup('Late fee', 'Fee');
    expect(within(popup).getByLabelText('Fee')).toHaveTextContent('Void reasonEntered twice');
    expect(within(popup).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });

  it('needs a reason, checked before anything is sent; Cancel goes back to the popup', async () => {
    const app = openTransactions();
    const { dialog, reason, submit } = await openVoid(app);
    expect(reason).toHaveFocus();
    await app.user.type(reason, '   ');
    await submit();
    expect(errorUnder(reason)).toHaveTextContent('This field is required.');
    expect(app.requestsTo('POST', '/api/payments/51/void/')).toHaveLength(0);

    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const popup = await screen.findByRole('dialog', { name: 'Payment' });
    expect(within(popup).getByLabelText('Payment')).toHaveTextContent('MethodZelle');
  });

  it("voids the payment: 'Saving...', the toast, closes, and reloads what shows money", async () => {
    let answer: (response: Response) => void = () => {};
    let stored = aPayment();
    const app = openTransactions({
      'GET /api/payments/51/': () => json(200, stored),
      'POST /api/payments/51/void/': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    app.queryClient.setQueryData(tenantsKeys.detail(5), aTenant());
    const { dialog, reason, submit } = await openVoid(app);
    await app.user.type(reason, '  Entered twice ');
    const listLoads = app.queriesTo('GET', '/api/transactions/').length;
    const totalLoads = app.queriesTo('GET', '/api/reportsapp/total/').length;
    await submit();

    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(app.requestsTo('POST', '/api/payments/51/void/')[0]?.body).toEqual({ reason: 'Entered twice' });
    stored = aPayment({ void: voided });
    answer(json(200, stored));
    expect(await screen.findByText('Payment voided successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(app.queriesTo('GET', '/api/transactions/')).toHaveLength(listLoads + 1));
    await waitFor(() => expect(app.queriesTo('GET', '/api/reportsapp/total/')).toHaveLength(totalLoads + 1));
    expect(app.queryClient.getQueryState(tenantsKeys.detail(5))?.isInvalidated).toBe(true);

    // The popup asks again: the payment is void now.
    const popup = await openPopup('Zelle', 'Payment');
    expect(app.requestsTo('GET', '/api/payments/51/')).toHaveLength(2);
    expect(within(popup).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  });

  it('voids the fee through its own endpoint', async () => {
    const app = openTransactions({ 'POST /api/fees/61/void/': () => json(200, aFee({ void: voided })) });
    const { reason, submit } = await openVoid(app, 'Late fee', 'Fee');
    await app.user.type(reason, 'Waived');
    await submit();
    expect(await screen.findByText('Fee voided successfully')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/fees/61/void/')[0]?.body).toEqual({ reason: 'Waived' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the banner and its field errors under Reason, and stays open", async () => {
    let reply = json(400, { non_field_errors: ['This entry is already void.'] });
    const app = openTransactions({ 'POST /api/payments/51/void/': () => reply });
    const { dialog, reason, submit } = await openVoid(app);
    await app.user.type(reason, 'Entered twice');
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This entry is already void.');

    reply = json(400, { reason: ['Ensure this field has no more than 500 characters.'] });
    await submit();
    await waitFor(() =>
      expect(errorUnder(reason)).toHaveTextContent('Ensure this field has no more than 500 characters.'),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Void Payment' })).toBeInTheDocument();
    expect(screen.queryByText('Payment voided successfully')).not.toBeInTheDocument();
    // The same void sent again goes under the same Idempotency-Key: the server does it once.
    const keys = app
      .requestsTo('POST', '/api/payments/51/void/')
      .map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('Reversed rows in the Finance list', () => {
  it("marks a voided payment or fee 'Void' and a cancelled rent charge 'Cancelled'; reversals carry none", async () => {
    openTransactions({
      'GET /api/transactions/': () =>
        json(200, {
          results: [
            aTransaction({ id: 705, type: 'rent', amount: '1200.00', reverses_id: 700, description: '' }),
            aTransaction({ id: 704, type: 'payment', amount: '-500.00', reverses_id: 701, description: '' }),
            { ...feeRow, is_reversed: true },
            { ...paymentRow, is_reversed: true },
            { ...rentRow, is_reversed: true },
            aTransaction({ id: 699, type: 'payment', description: 'Kept', related_id: 50 }),
          ],
          next: null,
        }),
    });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const typeOf = async (text: string) =>
      within((await within(table).findByText(text)).closest('tr')!)
        .getAllByRole('cell')[2]!
        .querySelectorAll('.badge');
    const labels = async (text: string) => [...(await typeOf(text))].map((badge) => badge.textContent);
    expect(await labels('Zelle')).toEqual(['Payment', 'Void']);
    expect(await labels('Late fee')).toEqual(['Fee', 'Void']);
    expect(await labels('Rent due 01 Apr 2026')).toEqual(['Rent', 'Cancelled']);
    expect(await labels('$1,200.00')).toEqual(['Rent']); // the rent charge's reversal
    expect(await labels('-$500.00')).toEqual(['Payment']); // the payment's reversal
    expect(await labels('Kept')).toEqual(['Payment']);
    expect((await typeOf('Zelle'))[1]).toHaveClass('bg-secondary');
  });
});
