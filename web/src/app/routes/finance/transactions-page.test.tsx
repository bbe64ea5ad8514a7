import { screen, waitFor, within } from '@testing-library/react';
import { endOfMonth, format, startOfMonth } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../test/console-guard';
import { json } from '../../../test/fake-fetch';
import { aReportTotals } from '../../../test/finance-fixtures';
import { openTransactions, rowWith, transactionsPage } from '../../../test/finance-page';
import { aTransaction } from '../../../test/tenants-fixtures';

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Finance: the list', () => {
  it('shows date, type, sub type, tenant, property, amount, balance after and description', async () => {
    openTransactions();
    expect(await screen.findByRole('heading', { name: 'Transactions', level: 1 })).toBeInTheDocument();
    expect(cellsOf(await rowWith('Late fee')).slice(2)).toEqual([
      'Fee',
      'Late fee',
      'Dana Smith',
      '—',
      '-$35.00',
      '-$735.00',
      '—',
    ]);
    expect(cellsOf(await rowWith('Repairs')).slice(2)).toEqual([
      'Expense',
      'Repairs',
      '—',
      '12 Oak St',
      '$120.00',
      '—',
      'Plumber',
    ]);
    const paymentRow = await rowWith('Zelle');
    expect(within(paymentRow).getByRole('link', { name: 'Dana Smith' })).toHaveAttribute(
      'href',
      '/tenants/5',
    );
    expect(within(paymentRow).getByText('$500.00')).toHaveClass('text-success');
  });

  it('loads more rows by following next, and shows less again', async () => {
    const rows = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => aTransaction({ id: from + i, description: `Row ${from + i}` }));
    const app = openTransactions({
      'GET /api/transactions/': (request) =>
        request.url.includes('cursor=abc')
          ? transactionsPage(rows(21, 5))
          : transactionsPage(rows(1, 20), '/api/transactions/?type=rent&page_size=20&cursor=abc'),
    });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(await within(table).findByText('Row 20')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show less' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Row 25')).toBeInTheDocument();
    expect(app.queriesTo('GET', '/api/transactions/')).toEqual([
      '?page_size=20',
      '?type=rent&page_size=20&cursor=abc',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled; // jsdom does not lay out: only the call is seen
    await app.user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(scrolled).toHaveBeenCalledTimes(1); // back to the list's top
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    expect(within(table).queryByText('Row 21')).not.toBeInTheDocument();
    expect(within(table).getByText('Row 20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show less' })).not.toBeInTheDocument();
  });

  it('sorts by amount', async () => {
    const app = openTransactions();
    await rowWith('Zelle');
    await app.user.click(within(screen.getByRole('columnheader', { name: 'Amount' })).getByRole('button'));
    expect(app.router.state.location.search).toBe('?ordering=amount');
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/transactions/').at(-1)).toBe('?ordering=amount&page_size=20'),
    );
  });
});

describe('Finance: filters', () => {
  it('writes every filter to the URL and asks the server with it', async () => {
    const app = openTransactions();
    await rowWith('Zelle');
    const types = screen.getByRole('group', { name: 'Transaction type' });
    await app.user.click(within(types).getByRole('button', { name: 'Payment' }));
    await app.user.click(within(types).getByRole('button', { name: 'Fee' }));
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Sub type' }), 'Zelle');
    await app.user.type(screen.getByRole('searchbox', { name: 'Property' }), 'Oak{Enter}');
    await app.user.type(screen.getByRole('searchbox', { name: 'Tenant' }), 'Dana{Enter}');
    expect(app.router.state.location.search).toBe(
      '?type=payment&type=fee&sub_type=3&property=Oak&tenant=Dana',
    );
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/transactions/').at(-1)).toBe(
        '?type=payment&type=fee&sub_type=3&property=Oak&tenant=Dana&page_size=20',
      ),
    );

    await app.user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(app.router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Property' })).toHaveValue('');
    expect(within(types).getByRole('button', { name: 'Payment' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('writes the chosen date range as date_from and date_to', async () => {
    const app = openTransactions();
    await rowWith('Zelle');
    const input = screen.getByRole('textbox', { name: 'Date range' });
    expect(input).toHaveAttribute('placeholder', 'Select date range');
    await app.user.click(input);
    const day = (n: number) =>
      document.querySelector<HTMLElement>(
        `.react-datepicker__day--${String(n).padStart(3, '0')}:not(.react-datepicker__day--outside-month)`,
      )!;
    await app.user.click(day(3));
    await app.user.click(day(9));
    const month = (n: number) =>
      format(new Date(new Date().getFullYear(), new Date().getMonth(), n), 'yyyy-MM-dd');
    expect(app.router.state.location.search).toBe(`?date_from=${month(3)}&date_to=${month(9)}`);
  });

  it('reads every filter back from the URL (reload, Back)', async () => {
    const app = openTransactions(
      {},
      '/transactions?type=rent&sub_type=11&property=Oak&tenant=Dana&date_from=2026-03-01&date_to=2026-03-15&ordering=-amount',
    );
    await rowWith('Zelle');
    const types = screen.getByRole('group', { name: 'Transaction type' });
    expect(within(types).getByRole('button', { name: 'Rent' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sub type' })).toHaveValue('11'));
    expect(screen.getByRole('searchbox', { name: 'Property' })).toHaveValue('Oak');
    expect(screen.getByRole('searchbox', { name: 'Tenant' })).toHaveValue('Dana');
    expect(screen.getByRole('textbox', { name: 'Date range' })).toHaveValue('01 Mar 2026 - 15 Mar 2026');
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
    expect(app.queriesTo('GET', '/api/transactions/')[0]).toBe(
      '?type=rent&sub_type=11&property=Oak&tenant=Dana&date_from=2026-03-01&date_to=2026-03-15&ordering=-amount&page_size=20',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/transactions/csv/?type=rent&sub_type=11&property=Oak&tenant=Dana&date_from=2026-03-01&date_to=2026-03-15&ordering=-amount',
    );
  });
});

describe('Finance: summary cards', () => {
  it('shows the month to date, and the chosen range when there is one', async () => {
    const app = openTransactions(
      {
        'GET /api/reportsapp/total/': (request) =>
          json(
            200,
            request.url.includes('start=2026-03-01&end=2026-03-15')
              ? aReportTotals({ total_income: '100.00', total_expense: '250.00', net_profit: '-150.00' })
              : aReportTotals(),
          ),
      },
      '/transactions?date_from=2026-03-01&date_to=2026-03-15',
    );
    const now = new Date();
    const month = await screen.findByRole('region', { name: `This month (${format(now, 'MMMM yyyy')})` });
    await waitFor(() => expect(month).toHaveTextContent('Total Income$3,200.00'));
    expect(month).toHaveTextContent('Total Expense$450.50');
    expect(month).toHaveTextContent('Net Profit$2,749.50');
    expect(month).toHaveTextContent('Occupancy83%');
    expect(within(month).getByText('$2,749.50')).toHaveClass('text-success');

    const range = screen.getByRole('region', { name: '01 Mar 2026 – 15 Mar 2026' });
    await waitFor(() => expect(range).toHaveTextContent('Total Income$100.00'));
    expect(within(range).getByText('-$150.00')).toHaveClass('text-danger');

    expect(app.queriesTo('GET', '/api/reportsapp/total/')).toEqual(
      expect.arrayContaining([
        `?start=${format(startOfMonth(now), 'yyyy-MM-dd')}&end=${format(endOfMonth(now), 'yyyy-MM-dd')}`,
        '?start=2026-03-01&end=2026-03-15',
      ]),
    );
  });

  it.each([400, 500])(
    'shows the cards as unavailable when the totals answer %i, and stays on the page',
    async (status) => {
      expectConsoleError();
      const app = openTransactions({ 'GET /api/reportsapp/total/': () => json(status, { detail: 'Nope.' }) });
      const month = await screen.findByRole('region', { name: /^This month/ });
      expect(await within(month).findByText('The totals are unavailable right now.')).toBeInTheDocument();
      expect(month).toHaveTextContent('Total Income—');
      expect(month).toHaveTextContent('Occupancy—');
      await rowWith('Zelle');
      expect(app.currentPath()).toBe('/transactions');
    },
  );

  it('has no cards and no Add transaction for a user who may only read the list', async () => {
    const app = openTransactions({}, '/transactions', ['transactions.view']);
    await rowWith('Zelle');
    expect(screen.queryByRole('region', { name: /^This month/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add transaction' })).not.toBeInTheDocument();
    expect(app.queriesTo('GET', '/api/reportsapp/total/')).toHaveLength(0);
  });
});
