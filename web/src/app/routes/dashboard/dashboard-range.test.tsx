import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../test/console-guard';
import { cardsOf, openDashboard } from '../../../test/dashboard-page';
import { json } from '../../../test/fake-fetch';
import { aReportTotals } from '../../../test/finance-fixtures';
import { aCollection } from '../../../test/reports-fixtures';
import { aPublicSettings } from '../../../test/settings-fixtures';

// jsdom has no canvas: the chart is a plain one here (dashboard-page.test.tsx reads what it would draw).
vi.mock('react-chartjs-2', async () => {
  const { createElement } = await import('react');
  return {
    Line: (props: { 'aria-label': string }) => createElement('canvas', { 'aria-label': props['aria-label'] }),
  };
});

// 1 December 2026, 03:00 UTC: still 30 November, 22:00, in the business's New York.
beforeEach(() => {
  vi.stubEnv('TZ', 'UTC');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T03:00:00Z'));
});

const inNewYork = {
  'GET /api/settings/public/': () => json(200, aPublicSettings({ time_zone: 'America/New_York' })),
};
const RANGED = ['/api/reportsapp/total/', '/api/reportsapp/collection/', '/api/reportsapp/properties/'];

/** The last query sent to each ranged report, and to the chart's summary. */
const lastQueries = (app: ReturnType<typeof openDashboard>) =>
  [...RANGED, '/api/reportsapp/summary/'].map((path) => app.queriesTo('GET', path).at(-1));

describe('dashboard: the range', () => {
  it('asks each choice’s days of the business’s today, and keeps the choice in the URL', async () => {
    const app = openDashboard(inNewYork);
    const range = await screen.findByRole('combobox', { name: 'Range' });
    expect(range).toHaveValue('this-month');
    expect(await screen.findByRole('region', { name: 'This month (November 2026)' })).toBeInTheDocument();
    const month = '?start=2026-11-01&end=2026-11-30';
    await waitFor(() => expect(lastQueries(app)).toEqual([month, month, month, month]));

    const choices: [label: string, search: string, title: string, query: string, chart: string][] = [
      [
        'Last month',
        '?range=last-month',
        'Last month (October 2026)',
        '?start=2026-10-01&end=2026-10-31',
        '?start=2026-10-01&end=2026-10-31',
      ],
      [
        'This year',
        '?range=this-year',
        'This year (2026)',
        '?start=2026-01-01&end=2026-12-31',
        '?start=2026-01-01&end=2026-11-30',
      ],
      [
        'Last 30 days',
        '?range=30d',
        'Last 30 days (31 Oct 2026 – 30 Nov 2026)',
        '?start=2026-10-31&end=2026-11-30',
        '?start=2026-10-31&end=2026-11-30',
      ],
      [
        'Last 3 months',
        '?range=90d',
        'Last 3 months (30 Aug 2026 – 30 Nov 2026)',
        '?start=2026-08-30&end=2026-11-30',
        '?start=2026-08-30&end=2026-11-30',
      ],
    ];
    for (const [label, search, title, query, chart] of choices) {
      await app.user.selectOptions(range, label);
      expect(app.router.state.location.search).toBe(search);
      expect(await screen.findByRole('region', { name: title })).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { name: `Daily Income & Expense & Profit (${label})` }),
      ).toBeInTheDocument();
      await waitFor(() => expect(lastQueries(app)).toEqual([query, query, query, chart]));
    }
  });

  it('starts a custom range from the range shown, and asks for the two days chosen', async () => {
    const app = openDashboard(inNewYork, { path: '/?range=last-month' });
    await app.user.selectOptions(await screen.findByRole('combobox', { name: 'Range' }), 'Custom');
    expect(app.router.state.location.search).toBe('?range=custom&start=2026-10-01&end=2026-10-31');
    const picker = await screen.findByRole('textbox', { name: 'Custom range' });
    expect(picker).toHaveValue('01 Oct 2026 - 31 Oct 2026');

    await app.user.click(picker);
    const day = (n: number) =>
      document.querySelector<HTMLElement>(
        `.react-datepicker__day--${String(n).padStart(3, '0')}:not(.react-datepicker__day--outside-month)`,
      )!;
    await app.user.click(day(5));
    await app.user.click(day(9));
    expect(app.router.state.location.search).toBe('?range=custom&start=2026-10-05&end=2026-10-09');
    expect(await screen.findByRole('region', { name: '05 Oct 2026 – 09 Oct 2026' })).toBeInTheDocument();
    const query = '?start=2026-10-05&end=2026-10-09';
    await waitFor(() => expect(lastQueries(app)).toEqual([query, query, query, query]));
  });
});

describe('dashboard: one property', () => {
  it('narrows the cards, the chart and the collection to it; the table still compares every property', async () => {
    const app = openDashboard(inNewYork, { path: '/?range=last-month' });
    await app.user.click(await screen.findByRole('combobox', { name: 'Property' }));
    await app.user.click(await screen.findByRole('option', { name: '77 Oak St' }));
    expect(app.router.state.location.search).toBe('?range=last-month&property=2');
    expect(
      await screen.findByRole('region', { name: 'Last month (October 2026) · 77 Oak St' }),
    ).toBeInTheDocument();
    const query = '?start=2026-10-01&end=2026-10-31';
    await waitFor(() =>
      expect(lastQueries(app)).toEqual([
        `${query}&property=2`,
        `${query}&property=2`,
        query,
        `${query}&property=2`,
      ]),
    );

    // Back to the whole house: the property leaves the URL and the queries.
    await app.user.click(screen.getByRole('combobox', { name: 'Property' }));
    await app.user.keyboard('{Backspace}');
    expect(app.router.state.location.search).toBe('?range=last-month');
    expect(await screen.findByRole('region', { name: 'Last month (October 2026)' })).toBeInTheDocument();
  });

  it('reads the property from the URL, and names it once the properties are known', async () => {
    const app = openDashboard(inNewYork, { path: '/?property=1' });
    expect(
      await screen.findByRole('region', { name: 'This month (November 2026) · 1418 N Mozart St' }),
    ).toBeInTheDocument();
    expect(app.queriesTo('GET', '/api/reportsapp/total/')).toEqual([
      '?start=2026-11-01&end=2026-11-30&property=1',
    ]);
  });
});

describe('dashboard: each property and the rent collection', () => {
  it('shows each property’s income, expense, net, deposits held, beds and occupancy', async () => {
    openDashboard(inNewYork);
    const table = await screen.findByRole('table', { name: 'By property' });
    await within(table).findByRole('link', { name: '77 Oak St' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', '1418 N Mozart St', '$2,400.00', '$300.00', '$2,100.00', '$600.00', '16', '81%'],
      ['2', '77 Oak St', '$800.00', '$950.50', '-$150.50', '$150.00', '8', '38%'],
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/properties/1');
    expect(within(rows[1]!).getByText('-$150.50')).toHaveClass('text-danger');
  });

  it('shows the on-time rate and the average days late, and dashes when no rent counts', async () => {
    let figures = aCollection();
    const app = openDashboard({ ...inNewYork, 'GET /api/reportsapp/collection/': () => json(200, figures) });
    const collection = await screen.findByRole('region', { name: 'Rent collection' });
    await waitFor(() =>
      expect(cardsOf(collection)).toEqual([
        ['On-time rate', '88%'],
        ['Average days late', '3.5 days'],
      ]),
    );
    expect(collection).toHaveTextContent('7 of 8 rent charges due in the range paid by the due date');

    figures = aCollection({ rent_charges: 0, on_time: 0, on_time_rate: null, average_days_late: null });
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Range' }), 'Last month');
    await waitFor(() =>
      expect(cardsOf(collection)).toEqual([
        ['On-time rate', '—'],
        ['Average days late', '—'],
      ]),
    );
  });

  it('only logs a failed load: the figures keep their dashes and the table has no rows', async () => {
    const logged = expectConsoleError();
    openDashboard({
      ...inNewYork,
      'GET /api/reportsapp/total/': () => json(200, aReportTotals()),
      'GET /api/reportsapp/collection/': () => json(400, { detail: 'No.', code: 'invalid' }),
      'GET /api/reportsapp/properties/': () => json(400, { detail: 'No.', code: 'invalid' }),
    });
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to fetch collection figures:', expect.any(Error)),
    );
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to fetch property reports:', expect.any(Error)),
    );
    expect(cardsOf(screen.getByRole('region', { name: 'Rent collection' }))).toEqual([
      ['On-time rate', '—'],
      ['Average days late', '—'],
    ]);
    expect(
      within(screen.getByRole('table', { name: 'By property' })).getByText('No data available'),
    ).toBeInTheDocument();
  });
});
