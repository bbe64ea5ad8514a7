import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { aFee, aPayment, aRentConfirmation } from '../../../test/finance-fixtures';
import { openTransactions, rowWith } from '../../../test/finance-page';

/** The payment, fee and rent confirmation popups of the Finance list (SPEC "Transactions"). */
describe('Finance: detail popups', () => {
  it('opens the payment, the fee and the rent confirmation of a row on double-click', async () => {
    const app = openTransactions({
      'GET /api/payments/51/': () => json(200, aPayment()),
      'GET /api/fees/61/': () => json(200, aFee()),
      'GET /api/rent-confirmations/41/': () => json(200, aRentConfirmation()),
    });

    fireEvent.doubleClick(await rowWith('Zelle'));
    let dialog = await screen.findByRole('dialog', { name: 'Payment' });
    const paymentItems = within(dialog).getByLabelText('Payment');
    expect(paymentItems).toHaveTextContent('Amount$500.00');
    expect(paymentItems).toHaveTextContent('MethodZelle');
    expect(paymentItems).toHaveTextContent('TenantDana Smith');
    expect(paymentItems).toHaveTextContent('Received on05 Mar 2026');
    expect(paymentItems).toHaveTextContent(/Applied at\d{2} Mar 2026, \d{2}:\d{2}/);
    expect(paymentItems).toHaveTextContent('AppliedYes');
    expect(paymentItems).toHaveTextContent('DescriptionMarch rent');
    await app.user.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.doubleClick(await rowWith('Late fee'));
    dialog = await screen.findByRole('dialog', { name: 'Fee' });
    const feeItems = within(dialog).getByLabelText('Fee');
    expect(feeItems).toHaveTextContent('Amount$35.00');
    expect(feeItems).toHaveTextContent('Remaining$35.00');
    expect(feeItems).toHaveTextContent('TypeLate fee');
    expect(feeItems).toHaveTextContent('Date06 Mar 2026');
    expect(feeItems).toHaveTextContent('PaidNo');
    expect(feeItems).toHaveTextContent('Paid date—');
    await app.user.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.doubleClick(await rowWith('Rent due 01 Apr 2026'));
    dialog = await screen.findByRole('dialog', { name: 'Rent Confirmation' });
    const rentItems = within(dialog).getByLabelText('Rent Confirmation');
    expect(rentItems).toHaveTextContent('Rent amount$1,200.00');
    expect(rentItems).toHaveTextContent('Remaining$700.00');
    expect(rentItems).toHaveTextContent('StatusUnpaid');
    expect(rentItems).toHaveTextContent('Rent due date01 Apr 2026');

    expect(app.requestsTo('GET', '/api/payments/51/')).toHaveLength(1);
    expect(app.requestsTo('GET', '/api/fees/61/')).toHaveLength(1);
    expect(app.requestsTo('GET', '/api/rent-confirmations/41/')).toHaveLength(1);
  });

  it.each([
    ['Zelle', 'Failed to load payment'],
    ['Late fee', 'Failed to load fee'],
    ['Rent due 01 Apr 2026', 'Failed to load rent confirmation'],
  ])('toasts when the detail of the %s row cannot be loaded', async (text, message) => {
    openTransactions();
    fireEvent.doubleClick(await rowWith(text));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens nothing for an income or expense row', async () => {
    const app = openTransactions();
    fireEvent.doubleClick(await rowWith('Plumber'));
    await rowWith('Zelle');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.requests.filter((r) => /payments|fees|rent-confirmations/.test(r.url))).toHaveLength(0);
  });
});
