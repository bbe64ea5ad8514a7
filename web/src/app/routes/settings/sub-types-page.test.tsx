import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MailReading, Permission } from '@bunkhouse/contract';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { aSubType, SUB_TYPES } from '../../../test/finance-fixtures';
import { renderApp } from '../../../test/render-app';
import { aSettingsUser } from '../../../test/settings-fixtures';

const zelle = aSubType({ detection_patterns: ['zelle', 'sent you \\$'] });
const LIST = [zelle, SUB_TYPES.cash, SUB_TYPES.lateFee, SUB_TYPES.laundry, SUB_TYPES.repairs];

function openSubTypes(routes: Record<string, Reply> = {}, permissions?: Permission[]) {
  const server = installFakeFetch({
    ...signedInRoutes(aSettingsUser(permissions)),
    'GET /api/transaction-sub-types/': () => json(200, LIST),
    ...routes,
  });
  return { ...renderApp('/settings/payment-methods'), ...server };
}

const table = (name: string) => screen.findByRole('table', { name });
const rowOf = async (tableName: string, text: string) =>
  (await within(await table(tableName)).findByText(text)).closest('tr')!;
const errorUnder = (field: HTMLElement) => field.closest('.mb-3')?.querySelector('.invalid-feedback');

describe('settings: payment methods and sub-types', () => {
  it('lists each kind with its patterns and default amounts', async () => {
    openSubTypes();
    expect(
      await screen.findByRole('heading', { name: 'Payment methods and sub-types', level: 1 }),
    ).toBeInTheDocument();
    const zelleRow = await rowOf('Payment methods', 'Zelle');
    expect(within(zelleRow).getByText('sent you \\$', { selector: 'code' })).toBeInTheDocument();
    expect(within(await rowOf('Fee types', 'Late fee')).getByText('$35.00')).toBeInTheDocument();
    expect(within(await table('Income categories')).getByText('Laundry')).toBeInTheDocument();
    expect(within(await table('Expense categories')).getByText('Repairs')).toBeInTheDocument();
  });

  it('creates a fee type with a default amount', async () => {
    const app = openSubTypes({
      'POST /api/transaction-sub-types/': () =>
        json(201, aSubType({ id: 13, name: 'Cleaning', type: 'fee', default_amount: '20.00' })),
    });
    await table('Fee types');
    await app.user.click(screen.getByRole('button', { name: 'New fee type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New fee type' });
    expect(within(dialog).queryByLabelText('Detection patterns')).not.toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText('Name'), 'Cleaning');
    await app.user.type(within(dialog).getByLabelText('Default amount'), '20');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Fee type created')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/transaction-sub-types/')[0]?.body).toEqual({
      type: 'fee',
      name: 'Cleaning',
      default_amount: '20.00',
    });
    await waitFor(() => expect(app.requestsTo('GET', '/api/transaction-sub-types/')).toHaveLength(2));
  });

  it('deactivates a sub-type', async () => {
    const app = openSubTypes({
      'PATCH /api/transaction-sub-types/4/': () => json(200, { ...SUB_TYPES.cash, is_active: false }),
    });
    await app.user.click(
      within(await rowOf('Payment methods', 'Cash')).getByRole('button', { name: 'Deactivate' }),
    );
    expect(await screen.findByText('Cash deactivated')).toBeInTheDocument();
    expect(app.requestsTo('PATCH', '/api/transaction-sub-types/4/')[0]?.body).toEqual({ is_active: false });
  });

  it('refuses a pattern that is not a regular expression, before sending', async () => {
    const app = openSubTypes();
    await app.user.click(
      within(await rowOf('Payment methods', 'Zelle')).getByRole('button', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit payment method' });
    const patterns = within(dialog).getByLabelText('Detection patterns');
    expect(patterns).toHaveValue('zelle\nsent you \\$');
    await app.user.type(patterns, '\npaid (');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(errorUnder(patterns)).toHaveTextContent('Not a valid regular expression: paid ('),
    );
    expect(app.requestsTo('PATCH', '/api/transaction-sub-types/3/')).toHaveLength(0);
  });

  it('reads a pasted mail with the patterns as typed', async () => {
    const reading: MailReading = {
      subject: 'You received $500.00',
      from: 'Zelle <alerts@zelle.example>',
      payments: [
        {
          kind: 'payment',
          method: 'Zelle',
          payer: 'DANA SMITH',
          amount: '500.00',
          reference: 'ZL12345',
          date: '2026-03-05',
          why: 'Matched the pattern "sent you \\$" of Zelle.',
          verification: 'DKIM pass for zelle.example.',
        },
      ],
    };
    const app = openSubTypes({ 'POST /api/settings/test-mail/': () => json(200, reading) });
    await app.user.click(
      within(await rowOf('Payment methods', 'Zelle')).getByRole('button', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit payment method' });
    await app.user.type(within(dialog).getByLabelText('Detection patterns'), '\nreceived');
    await app.user.type(within(dialog).getByLabelText('Pasted mail'), 'Subject: You received $500.00');
    await app.user.click(within(dialog).getByRole('button', { name: 'Test' }));

    const result = await within(dialog).findByRole('status', { name: 'Mail reading' });
    const payment = within(result).getByLabelText('Payment 1');
    expect(payment).toHaveTextContent('PayerDANA SMITH');
    expect(payment).toHaveTextContent('Amount$500.00');
    expect(payment).toHaveTextContent('ReferenceZL12345');
    expect(payment).toHaveTextContent('VerificationDKIM pass for zelle.example.');
    expect(app.requestsTo('POST', '/api/settings/test-mail/')[0]?.body).toEqual({
      mail: 'Subject: You received $500.00',
      method_id: 3,
      detection_patterns: ['zelle', 'sent you \\$', 'received'],
    });
    expect(app.requestsTo('PATCH', '/api/transaction-sub-types/3/')).toHaveLength(0);
  });

  it('shows the 403 page to staff without settings.change', async () => {
    const app = openSubTypes({}, ['tenants.view', 'audit.view']);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(app.requestsTo('GET', '/api/transaction-sub-types/')).toHaveLength(0);
  });
});
