import { act, screen, waitFor, within } from '@testing-library/react';
import type { ChartOptions } from 'chart.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../test/console-guard';
import { cardsOf, openDashboard } from '../../../test/dashboard-page';
import { aUser, json } from '../../../test/fake-fetch';
import { aReportTotals } from '../../../test/finance-fixtures';
import { aDepositsHeld } from '../../../test/reports-fixtures';

/**
 * Chart.js draws on a canvas, which jsdom does not have: react-chartjs-2's Line is replaced by a plain
 * canvas that keeps the props it was given, so that the test reads what the chart would draw and calls
 * its click handler as Chart.js would.
 */
interface LineProps {
  data: {
    labels: string[];
    datasets: { label: string; data: number[]; borderColor: string; tension: number }[];
  };
  options: ChartOptions<'line'>;
  'aria-label': string;
}
const chart = vi.hoisted(() => ({ props: null as LineProps | null }));
vi.mock('react-chartjs-2', async () => {
  const { createElement } = await import('react');
  return {
    Line: (props: LineProps) => {
      chart.props = props;
      return createElement('canvas', { 'aria-label': props['aria-label'], role: 'img' });
    },
  };
});

// Monday 23 November 2026, 10:00 in the browser's zone.
const NOW = new Date(2026, 10, 23, 10, 0);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  chart.props = null;
});
afterEach(() => {
  vi.useRealTimers();
});

const MONTH = 'This month (November 2026)';

const CARD_LABELS = [
  'Total Income',
  'Total Expense',
  'Net Profit',
  'Check-outs',
  'Beds Sold',
  'Total | Free beds',
  'Occupancy',
  'Deposits held',
];

describe('dashboard: the cards', () => {
  it('shows dashes until the month’s totals and the deposits held arrive, then the eight figures', async () => {
    let answer: (response: Response) => void = () => {};
    let answerDeposits: (response: Response) => void = () => {};
    const app = openDashboard({
      'GET /api/reportsapp/total/': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      'GET /api/reportsapp/deposits/': () =>
        new Promise<Response>((resolve) => {
          answerDeposits = resolve;
        }),
    });
    expect(await screen.findByRole('heading', { name: 'Business Dashboard', level: 1 })).toBeInTheDocument();
    const month = await screen.findByRole('region', { name: MONTH });
    expect(cardsOf(month)).toEqual(CARD_LABELS.map((label) => [label, '—']));
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/reportsapp/total/')).toEqual(['?start=2026-11-01&end=2026-11-30']),
    );

    expect(app.queriesTo('GET', '/api/reportsapp/deposits/')).toEqual(['']);

    answer(json(200, aReportTotals()));
    answerDeposits(json(200, aDepositsHeld()));
    await waitFor(() => expect(within(month).getByText('$3,200.00')).toBeInTheDocument());
    await waitFor(() => expect(within(month).getByText('$600.00')).toBeInTheDocument());
    expect(cardsOf(month)).toEqual([
      ['Total Income', '$3,200.00'],
      ['Total Expense', '$450.50'],
      ['Net Profit', '$2,749.50'],
      ['Check-outs', '1'],
      ['Beds Sold', '2'],
      ['Total | Free beds', '40 | 7'],
      ['Occupancy', '83%'],
      ['Deposits held', '$600.00 2 deposits'],
    ]);
    expect(month.querySelector('.row')).toHaveClass('row-cols-md-5');
  });

  it('shows a net profit of zero or more in green with an up arrow', async () => {
    openDashboard({ 'GET /api/reportsapp/total/': () => json(200, aReportTotals({ net_profit: '0.00' })) });
    const profit = await screen.findByText('$0.00');
    expect(profit).toHaveClass('text-success');
    expect(profit.querySelector('i')).toHaveClass('bi-arrow-up');
  });

  it('shows a loss in red with a down arrow; occupancy 0 is 0%, not a dash', async () => {
    openDashboard({
      'GET /api/reportsapp/total/': () =>
        json(200, aReportTotals({ net_profit: '-120.25' }, { occupancy: 0 })),
    });
    const profit = await screen.findByText('-$120.25');
    expect(profit).toHaveClass('text-danger');
    expect(profit.querySelector('i')).toHaveClass('bi-arrow-down');
    expect(screen.getByText('0%')).toBeInTheDocument();
  });

  it('only logs a failed totals or summary load: the cards keep their dashes, the chart stays empty', async () => {
    const logged = expectConsoleError();
    openDashboard({
      'GET /api/reportsapp/total/': () => json(400, { detail: 'No totals today.', code: 'invalid' }),
      'GET /api/reportsapp/summary/': () => json(400, { detail: 'No summary today.', code: 'invalid' }),
    });
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to fetch totals:', expect.any(Error)));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to fetch daily summary:', expect.any(Error)),
    );
    expect(logged).toHaveBeenCalledTimes(2);
    const month = await screen.findByRole('region', { name: MONTH });
    await waitFor(() =>
      expect(cardsOf(month)).toEqual([
        ...CARD_LABELS.slice(0, -1).map((label) => [label, '—']),
        ['Deposits held', '$600.00 2 deposits'],
      ]),
    );
    await waitFor(() => expect(chart.props).not.toBeNull());
    expect(chart.props?.data.labels).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('dashboard: the daily chart', () => {
  it('draws income, expense and profit of the month’s days up to today', async () => {
    const app = openDashboard();
    expect(
      await screen.findByRole('heading', { name: 'Daily Income & Expense & Profit (This month)' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(chart.props?.data.labels).toEqual(['01 Nov', '02 Nov', '03 Nov']));
    expect(app.queriesTo('GET', '/api/reportsapp/summary/')).toEqual(['?start=2026-11-01&end=2026-11-23']);
    const { data, options } = chart.props!;
    expect(data.datasets.map((set) => [set.label, set.borderColor, set.tension, set.data])).toEqual([
      ['Income', '#198754', 0.3, [1634, 0, 45]],
      ['Expense', '#dc3545', 0.3, [0, 0, 2659.5]],
      ['Profit', '#0d6efd', 0.3, [1634, 0, -2614.5]],
    ]);
    expect(options.interaction).toEqual({ mode: 'index', intersect: false });
    expect(options.maintainAspectRatio).toBe(false);
    const tick = options.scales?.y?.ticks?.callback as (value: number) => string;
    expect([tick(1200), tick(-50), tick(0)]).toEqual(['$1,200', '-$50', '$0']);
    const canvas = screen.getByRole('img', { name: /daily income, expense and profit/ });
    expect(canvas).toHaveAccessibleName(
      'Line chart of daily income, expense and profit from 01 Nov 2026 to 03 Nov 2026',
    );
    expect(canvas.parentElement).toHaveStyle({ height: '320px' });
  });

  it('opens the transactions of a day when one of its points is clicked', async () => {
    const app = openDashboard({
      'GET /api/transactions/': () => json(200, { results: [], next: null }),
      'GET /api/transaction-sub-types/': () => json(200, []),
    });
    await waitFor(() => expect(chart.props?.data.labels).toHaveLength(3));
    const onClick = chart.props!.options.onClick as (event: unknown, elements: { index: number }[]) => void;
    act(() => onClick({ type: 'click' }, [{ index: 2 }, { index: 2 }, { index: 2 }]));
    await waitFor(() => expect(app.currentPath()).toBe('/transactions'));
    expect(app.router.state.location.search).toBe('?date_from=2026-11-03&date_to=2026-11-03');
    expect(await screen.findByRole('heading', { name: 'Transactions', level: 1 })).toBeInTheDocument();
  });
});

describe('dashboard: the morning lists', () => {
  it('shows who owes the most, the rent due this week and the free beds, with links', async () => {
    openDashboard();
    const owing = await screen.findByRole('table', { name: 'Who owes the most' });
    const owingRow = (await within(owing).findByRole('link', { name: 'Aisha Flores' })).closest('tr')!;
    expect(within(owingRow).getByRole('link')).toHaveAttribute('href', '/tenants/48');
    expect(
      within(owingRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Aisha Flores', '$1,163.00', '30 days', '24 Oct 2026']);

    const due = screen.getByRole('table', { name: 'Rent due in the next 7 days' });
    const dueRow = (await within(due).findByRole('link', { name: 'Michael Anderson' })).closest('tr')!;
    expect(within(dueRow).getByRole('link')).toHaveAttribute('href', '/tenants/53');
    expect(
      within(dueRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Michael Anderson', '23 Nov 2026', '$42.00']);

    const beds = screen.getByRole('table', { name: 'Free beds' });
    await within(beds).findAllByRole('link', { name: '1418 N Mozart St' });
    const rows = within(beds).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', '1418 N Mozart St', 'Female', '3 / 16'],
      ['2', '1418 N Mozart St', 'Mixed', '0 / 20'],
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/properties/1');
  });

  it('says so when a list is empty', async () => {
    openDashboard({ 'GET /api/reportsapp/owing/': () => json(200, []) });
    const owing = await screen.findByRole('table', { name: 'Who owes the most' });
    expect(await within(owing).findByText('No data available')).toBeInTheDocument();
  });
});

describe('dashboard: without reports.view', () => {
  it('welcomes the user with links to what they may use, and asks for no report', async () => {
    const app = openDashboard({}, { user: aUser({ permissions: ['tenants.view', 'orders.view'] }) });
    const welcome = await screen.findByRole('region', { name: 'Welcome' });
    expect(within(welcome).getByRole('heading', { name: 'Welcome, maria' })).toBeInTheDocument();
    expect(within(welcome).getByRole('link', { name: 'Tenants' })).toHaveAttribute('href', '/tenants');
    expect(within(welcome).getByRole('link', { name: 'Records' })).toHaveAttribute('href', '/records');
    expect(within(welcome).getByRole('link', { name: 'Help & Info' })).toHaveAttribute('href', '/info');
    expect(within(welcome).queryByRole('link', { name: 'Transactions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: MONTH })).not.toBeInTheDocument();
    expect(app.requests.filter((request) => request.url.startsWith('/api/reportsapp/'))).toEqual([]);
  });
});
