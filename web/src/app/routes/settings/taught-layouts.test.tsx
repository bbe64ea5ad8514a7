import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LAYOUT_MESSAGES, REQUIRED } from '@bunkhouse/contract';
import type { LayoutTestResult, Permission } from '@bunkhouse/contract';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { aSubType, SUB_TYPES } from '../../../test/finance-fixtures';
import { aMailLayout } from '../../../test/layouts-fixtures';
import { renderApp } from '../../../test/render-app';
import { aSettingsUser } from '../../../test/settings-fixtures';

const BANK_TRANSFER = aSubType({ id: 6, name: 'Bank transfer' });
const LAYOUT = aMailLayout();
const LAYOUT_PATH = '/api/mail-layouts/70/';

const READ: LayoutTestResult = {
  kind: 'candidate',
  payer: 'JANE ROE',
  amount: '410.00',
  why: 'Taught layout (creditunion.example): money received',
};

function openLayouts(
  routes: Record<string, Reply> = {},
  permissions: Permission[] = ['settings.change', 'candidates.view'],
) {
  const server = installFakeFetch({
    ...signedInRoutes(aSettingsUser(permissions)),
    'GET /api/transaction-sub-types/': () => json(200, [SUB_TYPES.zelle, SUB_TYPES.cash, BANK_TRANSFER]),
    'GET /api/mail-layouts/': () => json(200, [LAYOUT]),
    ...routes,
  });
  return { ...renderApp('/settings/payment-methods'), ...server };
}

/** The layout's card (a list item named by its sender's domain). */
async function layoutCard(domain = 'creditunion.example') {
  const list = await screen.findByRole('list', { name: 'Taught layouts' });
  return within(list).getByRole('listitem', { name: domain });
}

describe('settings: taught layouts', () => {
  it('shows each layout: its domain, when and by whom it was taught, its method and patterns', async () => {
    openLayouts();
    expect(await screen.findByRole('heading', { name: 'Taught layouts', level: 2 })).toBeInTheDocument();
    const card = await layoutCard();
    expect(card).toHaveTextContent(/Taught 06 Mar 2026, \d{2}:\d{2} by maria from mail #950\./);
    const method = within(card).getByLabelText('Payment method');
    await waitFor(() => expect(within(method).getAllByRole('option')).toHaveLength(3));
    expect(method).toHaveDisplayValue('Bank transfer');
    expect(within(card).getByLabelText('Patterns')).toHaveValue(LAYOUT.patterns.join('\n'));
  });

  it('is left out without candidates.view, which reads the layouts', async () => {
    const app = openLayouts({}, ['settings.change']);
    expect(await screen.findByRole('table', { name: 'Payment methods' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Taught layouts' })).not.toBeInTheDocument();
    expect(app.requestsTo('GET', '/api/mail-layouts/')).toEqual([]);
  });

  it('says so when no layout was taught', async () => {
    openLayouts({ 'GET /api/mail-layouts/': () => json(200, []) });
    expect(
      await screen.findByText(
        'No layout taught yet: teach one from a mail in Payment Candidates, Needs a look.',
      ),
    ).toBeInTheDocument();
  });

  it('saves the patterns as typed, one a line, and the method; the layouts reload', async () => {
    const app = openLayouts({
      [`PATCH ${LAYOUT_PATH}`]: () => json(200, aMailLayout({ method: { id: 4, name: 'Cash' } })),
    });
    const card = await layoutCard();
    const patterns = within(card).getByLabelText('Patterns');
    await app.user.clear(patterns);
    await app.user.type(patterns, '^Member: (?<payer>.+)$\n\n  ^Amount: (?<amount>.+)$  ');
    await within(card).findByRole('option', { name: 'Cash' });
    await app.user.selectOptions(within(card).getByLabelText('Payment method'), 'Cash');
    await app.user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Layout of creditunion.example saved')).toBeInTheDocument();
    expect(app.requestsTo('PATCH', LAYOUT_PATH)[0]?.body).toEqual({
      patterns: ['^Member: (?<payer>.+)$', '^Amount: (?<amount>.+)$'],
      method_id: 4,
    });
    await waitFor(() => expect(app.requestsTo('GET', '/api/mail-layouts/')).toHaveLength(2));
  });

  it('refuses no patterns before sending, and shows the server’s refusal of a pattern under them', async () => {
    const problem = LAYOUT_MESSAGES.badPattern('Invalid regular expression: /(?<payer>/: Unterminated group');
    const app = openLayouts({ [`PATCH ${LAYOUT_PATH}`]: () => json(400, { patterns: [problem] }) });
    const card = await layoutCard();
    const patterns = within(card).getByLabelText('Patterns');
    await app.user.clear(patterns);
    await app.user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText(REQUIRED)).toBeInTheDocument();
    expect(app.requestsTo('PATCH', LAYOUT_PATH)).toEqual([]);

    await app.user.type(patterns, '(?<payer>');
    await app.user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText(problem)).toBeInTheDocument();
    await waitFor(() => expect(patterns).toHaveFocus());
  });

  it('deletes a layout once confirmed; Cancel deletes nothing', async () => {
    const app = openLayouts({ [`DELETE ${LAYOUT_PATH}`]: () => new Response(null, { status: 204 }) });
    const card = await layoutCard();
    await app.user.click(within(card).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete layout' });
    expect(dialog).toHaveTextContent('Forget the layout taught for creditunion.example?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(app.requestsTo('DELETE', LAYOUT_PATH)).toEqual([]);

    await app.user.click(within(card).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete layout' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Layout of creditunion.example deleted')).toBeInTheDocument();
    expect(app.requestsTo('DELETE', LAYOUT_PATH)).toHaveLength(1);
    await waitFor(() => expect(app.requestsTo('GET', '/api/mail-layouts/')).toHaveLength(2));
  });

  it('tests the layout against its own mail, then a pasted one: kind, payer, amount and why', async () => {
    const app = openLayouts({ [`POST ${LAYOUT_PATH}test/`]: () => json(200, READ) });
    const card = await layoutCard();
    const test = within(card).getByRole('region', { name: 'Test the layout of creditunion.example' });
    await app.user.click(within(test).getByRole('button', { name: 'Test' }));

    const result = await within(test).findByRole('status', { name: 'Test result' });
    expect(within(result).getByText('Candidate')).toBeInTheDocument();
    expect(within(result).getByText('JANE ROE')).toBeInTheDocument();
    expect(within(result).getByText('$410.00')).toBeInTheDocument();
    expect(within(result).getByText(READ.why)).toBeInTheDocument();
    expect(app.requestsTo('POST', `${LAYOUT_PATH}test/`)[0]?.body).toEqual({});

    const raw = 'From: alerts@creditunion.example\n\nMember: SAM POE';
    await app.user.type(within(test).getByLabelText('Pasted mail (optional)'), raw);
    await app.user.click(within(test).getByRole('button', { name: 'Test' }));
    await waitFor(() => expect(app.requestsTo('POST', `${LAYOUT_PATH}test/`)).toHaveLength(2));
    expect(app.requestsTo('POST', `${LAYOUT_PATH}test/`)[1]?.body).toEqual({ raw });
  });

  it('shows what the server says when there is nothing to test', async () => {
    const problem = 'Paste a mail to test: the layout’s own mail is no longer kept.';
    const app = openLayouts({
      'GET /api/mail-layouts/': () => json(200, [aMailLayout({ sample_message_id: null })]),
      [`POST ${LAYOUT_PATH}test/`]: () => json(400, { raw: [problem] }),
    });
    const card = await layoutCard();
    expect(card).toHaveTextContent('The mail it was taught from is no longer kept: paste one.');
    await app.user.click(within(card).getByRole('button', { name: 'Test' }));
    expect(await within(card).findByText(problem)).toBeInTheDocument();
    expect(within(card).queryByRole('status', { name: 'Test result' })).not.toBeInTheDocument();
  });
});
