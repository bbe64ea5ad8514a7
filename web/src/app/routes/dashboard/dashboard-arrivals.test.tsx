import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aBoard, aComingOrGoing, anArrivalsDepartures } from '../../../test/board-fixtures';
import { openDashboard } from '../../../test/dashboard-page';
import { json } from '../../../test/fake-fetch';
import { aFinanceUser } from '../../../test/finance-fixtures';

// jsdom has no canvas: the chart is a plain one here (dashboard-page.test.tsx reads what it would draw).
vi.mock('react-chartjs-2', async () => {
  const { createElement } = await import('react');
  return {
    Line: (props: { 'aria-label': string }) => createElement('canvas', { 'aria-label': props['aria-label'] }),
  };
});

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('dashboard: arrivals and departures (issue 34)', () => {
  it('lists who arrives and who leaves in the next 7 days by day: the day, the tenant and the bed', async () => {
    const app = openDashboard({
      'GET /api/board/arrivals-departures/': () =>
        json(
          200,
          anArrivalsDepartures({
            arrivals: [
              aComingOrGoing(),
              aComingOrGoing({
                order_id: 97,
                tenant: { id: 11, first_name: 'Kim', last_name: 'Ono' },
                day: '2026-11-30',
              }),
            ],
          }),
        ),
    });
    const list = await screen.findByRole('table', { name: 'Arrivals and departures' });
    await within(list).findByRole('link', { name: 'Ann Lee' });
    expect(cellsOf(list)).toEqual([
      ['1', '30 Nov 2026', 'Arrives: Kim Ono', 'Bed 1 · Room 102 · 12 Oak St'],
      ['2', '30 Nov 2026', 'Leaves: Leo Park', 'Bed 2 · Room 1 · 3 Elm Ave'],
      ['3', '01 Dec 2026', 'Arrives: Ann Lee', 'Bed 1 · Room 102 · 12 Oak St'],
    ]);
    expect(within(list).getByRole('link', { name: 'Leo Park' })).toHaveAttribute('href', '/tenants/10');
    expect(app.queriesTo('GET', '/api/board/arrivals-departures/')).toEqual(['']);
  });

  it('is not asked for without orders.view', async () => {
    const app = openDashboard({}, { user: aFinanceUser(['reports.view', 'tenants.view', 'places.view']) });
    await screen.findByRole('table', { name: 'Free beds' });
    expect(screen.queryByRole('table', { name: 'Arrivals and departures' })).not.toBeInTheDocument();
    expect(app.requestsTo('GET', '/api/board/arrivals-departures/')).toEqual([]);
  });

  it('links the free beds to the board, for who may open it', async () => {
    const app = openDashboard({ 'GET /api/board/': () => json(200, aBoard()) });
    const freeBeds = await screen.findByRole('region', { name: 'Free beds' });
    await app.user.click(within(freeBeds).getByRole('link', { name: 'Open the board' }));
    expect(app.currentPath()).toBe('/board');
    expect(
      await screen.findByRole('heading', { name: '12 Oak St' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('leaves the board link out without places.view', async () => {
    openDashboard({}, { user: aFinanceUser(['reports.view', 'orders.view']) });
    const freeBeds = await screen.findByRole('region', { name: 'Free beds' });
    expect(within(freeBeds).queryByRole('link', { name: 'Open the board' })).not.toBeInTheDocument();
  });
});
