import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../test/console-guard';
import { cardsOf, openDashboard } from '../../../test/dashboard-page';
import { json } from '../../../test/fake-fetch';
import { aDepositsHeld } from '../../../test/reports-fixtures';
import { aPublicSettings } from '../../../test/settings-fixtures';
import { depositsHeldQueryOptions } from '../../../features/reports/api/get-deposits-held';
import { invalidateAfterOrder, invalidateAfterPosting, invalidateAfterVoid } from '../../../lib/query-keys';
import { NARROW_SCREEN_QUERY } from '../../../lib/use-media-query';

// jsdom has no canvas: the chart is a plain one here (dashboard-page.test.tsx reads what it would draw).
vi.mock('react-chartjs-2', async () => {
  const { createElement } = await import('react');
  return {
    Line: (props: { 'aria-label': string }) => createElement('canvas', { 'aria-label': props['aria-label'] }),
  };
});

// Monday 23 November 2026, 10:00 in the business's New York.
beforeEach(() => {
  vi.stubEnv('TZ', 'UTC');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const inNewYork = {
  'GET /api/settings/public/': () => json(200, aPublicSettings({ time_zone: 'America/New_York' })),
};
const MONTH = 'This month (November 2026)';

/** The "Deposits held" card of the cards named `title`: its label and value. */
const depositsCard = (title: string) =>
  cardsOf(screen.getByRole('region', { name: title })).find(([label]) => label === 'Deposits held');

describe('dashboard: the deposits held', () => {
  it('shows the amount the house holds now and how many deposits hold it', async () => {
    const app = openDashboard(inNewYork);
    await waitFor(() => expect(depositsCard(MONTH)).toEqual(['Deposits held', '$600.00 2 deposits']));
    expect(app.queriesTo('GET', '/api/reportsapp/deposits/')).toEqual(['']);
  });

  it('says one deposit; held now, it is not asked again for another range', async () => {
    const app = openDashboard({
      ...inNewYork,
      'GET /api/reportsapp/deposits/': () => json(200, aDepositsHeld({ held: '250.00', count: 1 })),
    });
    await waitFor(() => expect(depositsCard(MONTH)).toEqual(['Deposits held', '$250.00 1 deposit']));

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Range' }), 'Last month');
    expect(depositsCard('Last month (October 2026)')).toEqual(['Deposits held', '$250.00 1 deposit']);
    expect(app.queriesTo('GET', '/api/reportsapp/deposits/')).toEqual(['']);
  });

  it('follows the property chosen, and the whole house again without one', async () => {
    const app = openDashboard({
      ...inNewYork,
      'GET /api/reportsapp/deposits/': (request) =>
        json(
          200,
          request.url.includes('property=2') ? aDepositsHeld({ held: '0.00', count: 0 }) : aDepositsHeld(),
        ),
    });
    await app.user.click(await screen.findByRole('combobox', { name: 'Property' }));
    await app.user.click(await screen.findByRole('option', { name: '77 Oak St' }));
    const title = `${MONTH} · 77 Oak St`;
    await waitFor(() => expect(depositsCard(title)).toEqual(['Deposits held', '$0.00 0 deposits']));
    expect(app.queriesTo('GET', '/api/reportsapp/deposits/')).toEqual(['', '?property=2']);

    await app.user.click(screen.getByRole('combobox', { name: 'Property' }));
    await app.user.keyboard('{Backspace}');
    await waitFor(() => expect(depositsCard(MONTH)).toEqual(['Deposits held', '$600.00 2 deposits']));
  });

  it('only logs a failed load: the card keeps its dash', async () => {
    const logged = expectConsoleError();
    openDashboard({
      ...inNewYork,
      'GET /api/reportsapp/deposits/': () => json(400, { detail: 'No.', code: 'invalid' }),
    });
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to fetch deposits held:', expect.any(Error)),
    );
    expect(depositsCard(MONTH)).toEqual(['Deposits held', '—']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows each property’s deposits up front on its phone card', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === NARROW_SCREEN_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    openDashboard(inNewYork);
    const cards = await screen.findByRole('list', { name: 'By property' });
    const first = (await within(cards).findAllByRole('listitem'))[0]!;
    const fields = Array.from(first.querySelectorAll('.data-card-field')).map((field) => [
      field.querySelector('dt')?.textContent,
      field.querySelector('dd')?.textContent,
    ]);
    expect(fields).toContainEqual(['Deposits held', '$600.00']);
    expect(within(first).queryByText('Details')).not.toBeInTheDocument();
  });

  it('is marked stale by a payment, a fee, a void and an order, as the other reports are', () => {
    const queryClient = new QueryClient();
    const { queryKey } = depositsHeldQueryOptions({ property: 2 });
    for (const invalidate of [invalidateAfterPosting, invalidateAfterVoid, invalidateAfterOrder]) {
      queryClient.setQueryData(queryKey, aDepositsHeld());
      expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(false);
      invalidate(queryClient);
      expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
    }
  });
});
