import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch';
import { openTransactions, rowWith, transactionsPage } from '../../../test/finance-page';
import { aPublicSettings } from '../../../test/settings-fixtures';
import { aTransaction } from '../../../test/tenants-fixtures';
import { formatDateTime } from '../../../lib/format';

/** Rows of one business in New York: each row's booked day and when it was recorded. */
const backDated = aTransaction({
  id: 801,
  type: 'payment',
  sub_type: { id: 3, name: 'Zelle' },
  amount: '500.00',
  description: 'Received on the 2nd',
  booked_on: '2026-03-02',
  created_at: '2026-03-05T15:00:00.000Z',
});
/** Recorded at 22:00 in New York on the 5th, which is the 6th in UTC: the same business day. */
const lateEvening = aTransaction({
  id: 802,
  type: 'expense',
  sub_type: { id: 31, name: 'Repairs' },
  amount: '120.00',
  current_balance: null,
  description: 'Plumber at night',
  booked_on: '2026-03-05',
  created_at: '2026-03-06T03:00:00.000Z',
});

function openList() {
  return openTransactions({
    'GET /api/settings/public/': () => json(200, aPublicSettings({ time_zone: 'America/New_York' })),
    'GET /api/transactions/': () => transactionsPage([backDated, lateEvening]),
  });
}

/** The Date cell of the row that shows `text`. */
const dateCellOf = async (text: string) => within(await rowWith(text)).getAllByRole('cell')[1]!;

describe('Finance: the day of each row', () => {
  it('shows the booked day, and when the row was recorded only when that was another business day', async () => {
    openList();
    const backDatedDate = await dateCellOf('Received on the 2nd');
    await waitFor(() =>
      expect(backDatedDate).toHaveTextContent(
        `02 Mar 2026Recorded ${formatDateTime('2026-03-05T15:00:00.000Z')}`,
      ),
    );
    expect(within(backDatedDate).getByText(/^Recorded /)).toHaveClass('small', 'text-body-secondary');
    expect(await dateCellOf('Plumber at night')).toHaveTextContent(/^05 Mar 2026$/);
  });

  it('sorts by the booked day; the default stays the newest recorded first', async () => {
    const app = openList();
    await rowWith('Plumber at night');
    expect(app.queriesTo('GET', '/api/transactions/')).toEqual(['?page_size=20']);
    const date = screen.getByRole('columnheader', { name: 'Date' });
    expect(date).toHaveAttribute('aria-sort', 'none');

    await app.user.click(within(date).getByRole('button'));
    expect(app.router.state.location.search).toBe('?ordering=booked_on');
    await app.user.click(within(date).getByRole('button'));
    expect(app.router.state.location.search).toBe('?ordering=-booked_on');
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/transactions/').at(-1)).toBe('?ordering=-booked_on&page_size=20'),
    );
  });
});

/** A deposit charged with order #12, released at move-out, and part of the credit refunded by Zelle. */
const depositRows = [
  aTransaction({
    id: 903,
    type: 'refund',
    sub_type: { id: 3, name: 'Zelle' },
    amount: '-50.00',
    current_balance: '0.00',
    description: 'Credit paid back',
    booked_on: '2026-03-20',
    created_at: '2026-03-20T15:00:00.000Z',
    related_id: null,
  }),
  aTransaction({
    id: 902,
    type: 'deposit',
    amount: '300.00',
    current_balance: '50.00',
    description: 'Security deposit released, order #12',
    booked_on: '2026-03-19',
    created_at: '2026-03-19T15:00:00.000Z',
    related_id: 8,
    reverses_id: 901,
  }),
  aTransaction({
    id: 901,
    type: 'deposit',
    amount: '-300.00',
    current_balance: '-300.00',
    description: 'Security deposit, order #12',
    booked_on: '2026-03-01',
    created_at: '2026-03-01T15:00:00.000Z',
    related_id: 8,
    is_reversed: true,
  }),
];

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Finance: deposits and refunds', () => {
  it('offers them among the type chips and filters by them', async () => {
    const app = openTransactions();
    await rowWith('Zelle');
    const types = screen.getByRole('group', { name: 'Transaction type' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Payment', 'Rent', 'Fee', 'Deposit', 'Refund', 'Income', 'Expense', 'Clear']);
    await app.user.click(within(types).getByRole('button', { name: 'Deposit' }));
    await app.user.click(within(types).getByRole('button', { name: 'Refund' }));
    expect(app.router.state.location.search).toBe('?type=deposit&type=refund');
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/transactions/').at(-1)).toBe(
        '?type=deposit&type=refund&page_size=20',
      ),
    );
  });

  it('shows the charge and the refund in red, the release in green, and the refund’s method', async () => {
    openTransactions({ 'GET /api/transactions/': () => transactionsPage(depositRows) });
    const refund = await rowWith('Credit paid back');
    expect(cellsOf(refund).slice(2)).toEqual([
      'Refund',
      'Zelle',
      'Dana Smith',
      '—',
      '-$50.00',
      '$0.00',
      'Credit paid back',
    ]);
    expect(within(refund).getByText('-$50.00')).toHaveClass('text-danger');

    const release = await rowWith('Security deposit released, order #12');
    expect(cellsOf(release).slice(2)).toEqual([
      'Deposit',
      '—',
      'Dana Smith',
      '—',
      '$300.00',
      '$50.00',
      'ReversalSecurity deposit released, order #12',
    ]);
    expect(within(release).getByText('$300.00')).toHaveClass('text-success');

    const charge = await rowWith('Security deposit, order #12');
    const badges = [...charge.querySelectorAll('td:nth-child(3) .badge')].map((badge) => badge.textContent);
    expect(badges).toEqual(['Deposit', 'Released']);
    expect(within(charge).getAllByText('-$300.00', { selector: '.text-danger' })).toHaveLength(2);
  });

  it('opens no popup for a deposit or refund row', async () => {
    const app = openTransactions({ 'GET /api/transactions/': () => transactionsPage(depositRows) });
    fireEvent.doubleClick(await rowWith('Security deposit, order #12'));
    fireEvent.doubleClick(await rowWith('Credit paid back'));
    await rowWith('Security deposit released, order #12');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.requests.filter((r) => /payments|fees|rent-confirmations/.test(r.url))).toHaveLength(0);
  });
});
