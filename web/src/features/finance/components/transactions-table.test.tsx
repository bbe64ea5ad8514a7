import { screen, waitFor, within } from '@testing-library/react';
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
