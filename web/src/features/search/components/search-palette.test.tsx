import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@bunkhouse/contract';
import type { SearchAllResponse } from '@bunkhouse/contract';
import { expectConsoleError } from '../../../test/console-guard';
import { aUser, installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { aReportTotals, SUB_TYPES } from '../../../test/finance-fixtures';
import { renderApp } from '../../../test/render-app';
import { aSearchAnswer, searchRoute, stubPaletteDom } from '../../../test/search-fixtures';
import { aTenant } from '../../../test/tenants-fixtures';
import { PALETTE_TEXT } from './search-palette';

stubPaletteDom();

const EMPTY: SearchAllResponse = { tenants: [], transactions: [] };

/** Signed in on Help, the palette opened with Ctrl+K; the search answers `answer(q)`. */
async function openPalette(
  answer: (q: string) => SearchAllResponse | Response = () => aSearchAnswer(),
  routes: Record<string, Reply> = {},
) {
  const server = installFakeFetch({
    ...signedInRoutes(aUser({ permissions: ['tenants.view', 'transactions.view'] })),
    ...searchRoute(answer),
    ...routes,
  });
  const app = renderApp('/info');
  await screen.findByRole('heading', { level: 1 });
  await app.user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Search' });
  return { ...app, ...server, dialog, input: within(dialog).getByRole('combobox', { name: 'Search' }) };
}

const option = (name: string) => screen.getByRole('option', { name: new RegExp(`^${name}`) });

describe('search palette', () => {
  it('asks once the typing pauses, and shows the results grouped by kind with their details', async () => {
    const { user, input, queriesTo, dialog } = await openPalette();
    expect(within(dialog).getByRole('status')).toHaveTextContent(PALETTE_TEXT.hint);
    await user.type(input, 'garc');
    const tenants = await within(dialog).findByRole('group', { name: 'Tenants' });
    expect(queriesTo('GET', apiPaths.search)).toEqual(['?q=garc']);
    expect(
      within(tenants)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Dana Smithdana@example.com · (312) 555-0142',
      'Maria Garciamaria@example.com · (773) 555-0100 · Overdue',
    ]);
    const transactions = within(dialog).getByRole('group', { name: 'Transactions' });
    expect(within(transactions).getByRole('option')).toHaveTextContent('Payment $500.00');
    expect(within(dialog).queryByRole('group', { name: 'Beds' })).not.toBeInTheDocument();
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    const { user, input, currentPath } = await openPalette(undefined, {
      'GET /api/tenants/9/': () => json(200, aTenant({ id: 9, first_name: 'Maria', last_name: 'Garcia' })),
      'GET /api/tenants/9/transactions/': () =>
        json(200, { count: 0, next: null, previous: null, results: [] }),
    });
    await user.type(input, 'garc');
    await screen.findByRole('group', { name: 'Tenants' });
    await waitFor(() => expect(option('Dana Smith')).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{ArrowDown}');
    expect(option('Maria Garcia')).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', option('Maria Garcia').id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/tenants/9');
    expect(await screen.findByRole('heading', { name: 'Maria Garcia', level: 1 })).toBeInTheDocument();
  });

  it('opens a transaction on the Finance list filtered to it', async () => {
    const { user, input, router, queriesTo } = await openPalette(undefined, {
      'GET /api/transactions/': () => json(200, { results: [], next: null }),
      'GET /api/transaction-sub-types/': () => json(200, Object.values(SUB_TYPES)),
      'GET /api/reportsapp/total/': () => json(200, aReportTotals()),
    });
    await user.type(input, '1043');
    await user.click(await screen.findByRole('option', { name: /^Payment \$500\.00/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions'));
    expect(new URLSearchParams(router.state.location.search).get('tenant')).toBe('Dana Smith');
    await waitFor(() =>
      expect(queriesTo('GET', apiPaths.transactions)).toContainEqual(
        expect.stringContaining('tenant=Dana+Smith'),
      ),
    );
  });

  it('says when nothing is found, and when the search failed', async () => {
    const { user, input, dialog } = await openPalette((q) =>
      q === 'boom' ? json(500, { detail: 'A server error occurred.' }) : EMPTY,
    );
    await user.type(input, 'zzz');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(PALETTE_TEXT.nothing('zzz')),
    );
    expect(within(dialog).queryAllByRole('option')).toEqual([]);

    const logged = expectConsoleError();
    await user.clear(input);
    await user.type(input, 'boom');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(PALETTE_TEXT.failed));
    expect(logged).toHaveBeenCalledWith('Search failed:', expect.anything());
  });

  it('starts empty again once closed', async () => {
    const { user, input } = await openPalette();
    await user.type(input, 'garc');
    await screen.findByRole('group', { name: 'Tenants' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('{Control>}k{/Control}');
    const reopened = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(reopened).getByRole('combobox', { name: 'Search' })).toHaveValue('');
  });
});
