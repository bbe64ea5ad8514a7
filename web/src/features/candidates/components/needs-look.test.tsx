import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LAYOUT_MESSAGES, REQUIRED } from '@bunkhouse/contract';
import type { Permission, TeachResult } from '@bunkhouse/contract';
import { json } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { aNeedsLookEntry, candidateRow, openCandidates } from '../../../test/candidates-fixtures';
import { aSubType, SUB_TYPES } from '../../../test/finance-fixtures';
import { pageOf } from '../../../test/places-fixtures';

const NEEDS_LOOK = '/api/payment-candidates/needs-look/';
const BANK_TRANSFER = aSubType({ id: 6, name: 'Bank transfer' });
const WAITING = [
  aNeedsLookEntry(),
  aNeedsLookEntry({ id: 951, subject: 'Your statement is ready', text: 'Statement for March' }),
];

const TAUGHT: TeachResult = {
  layout: {
    id: 70,
    sender_domain: 'creditunion.example',
    patterns: ['Member: (?<payer>.+)', 'Credit amount: \\$(?<amount>[\\d,.]+)'],
    method: { id: 6, name: 'Bank transfer' },
    sample_message_id: 950,
    created_at: '2026-03-06T10:00:00.000Z',
    created_by: 'maria',
  },
  candidate_ids: [320],
  why: 'Read by the layout taught for creditunion.example.',
};

function openWaiting(routes: Record<string, Reply> = {}, permissions?: Permission[]) {
  return openCandidates(
    {
      [`GET ${NEEDS_LOOK}`]: () => json(200, pageOf(WAITING)),
      'GET /api/transaction-sub-types/': () => json(200, [SUB_TYPES.zelle, BANK_TRANSFER]),
      ...routes,
    },
    { permissions },
  );
}

/** Unfolds Needs a look; its list of mails. */
async function unfold(app: ReturnType<typeof openWaiting>) {
  await app.user.click(await screen.findByRole('button', { name: 'Needs a look 2 mails' }));
  return screen.findByRole('list', { name: 'Mails that need a look' });
}

/** Opens Teach this layout on the first mail and fills the form. */
async function teachFirst(app: ReturnType<typeof openWaiting>, { payer = 'JANE ROE', amount = '410' } = {}) {
  const list = await unfold(app);
  const [first] = within(list).getAllByRole('listitem');
  await app.user.click(within(first!).getByRole('button', { name: 'Teach this layout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Teach this layout' });
  if (payer) await app.user.type(within(dialog).getByLabelText('Payer'), payer);
  if (amount) await app.user.type(within(dialog).getByLabelText('Amount'), amount);
  await within(dialog).findByRole('option', { name: 'Bank transfer' });
  await app.user.selectOptions(within(dialog).getByLabelText('Payment method'), 'Bank transfer');
  await app.user.click(within(dialog).getByRole('button', { name: 'Teach' }));
  return dialog;
}

describe('payment candidates: needs a look', () => {
  it('is folded, its count on the fold; unfolded, each mail with its sender, subject, day and text', async () => {
    const app = openWaiting();
    const fold = await screen.findByRole('button', { name: 'Needs a look 2 mails' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(app.queriesTo('GET', NEEDS_LOOK)).toEqual(['?page=1&page_size=1']);

    const list = await unfold(app);
    expect(app.queriesTo('GET', NEEDS_LOOK)).toEqual(['?page=1&page_size=1', '?page=1&page_size=20']);
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveAccessibleName('Deposit notice');
    expect(first).toHaveTextContent('Credit Union Alerts <alerts@creditunion.example>');
    expect(first).toHaveTextContent('verified for creditunion.example');
    expect(first).toHaveTextContent(/Received 0[56] Mar 2026, \d{2}:\d{2}/);
    const text = within(first!).getByRole('group', { name: 'Text of the mail: Deposit notice' });
    expect(text.tagName).toBe('PRE');
    expect(text).toHaveClass('mail-text');
    expect(text.textContent).toBe(
      'Deposit notice\nMember: JANE ROE\nCredit amount: $410.00\nPosted 03/05/2026',
    );
    expect(within(list).getAllByRole('button', { name: 'Teach this layout' })).toHaveLength(2);
  });

  it('shows no count when no mail waits, and says so unfolded', async () => {
    const app = openCandidates();
    await candidateRow('Eli Ng');
    await app.user.click(screen.getByRole('button', { name: 'Needs a look' }));
    expect(await screen.findByText('No mail is waiting for a look.')).toBeInTheDocument();
  });

  it('offers no Teach this layout without candidates.apply', async () => {
    const app = openWaiting({}, ['tenants.view', 'candidates.view']);
    const list = await unfold(app);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByRole('button', { name: 'Teach this layout' })).not.toBeInTheDocument();
  });

  it('teaches a layout: posts the mail, payer, amount and method; toasts; the mails and the candidates reload', async () => {
    const app = openWaiting({ 'POST /api/mail-layouts/': () => json(201, TAUGHT) });
    await candidateRow('Eli Ng');
    const dialog = await teachFirst(app);

    expect(await screen.findByText(LAYOUT_MESSAGES.taught)).toBeInTheDocument();
    const [sent] = app.requestsTo('POST', '/api/mail-layouts/');
    expect(sent?.body).toEqual({ message_id: 950, payer: 'JANE ROE', amount: '410.00', method_id: 6 });
    expect(sent?.headers.get('X-CSRFToken')).toBe('test-csrf-token');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(app.queriesTo('GET', NEEDS_LOOK).at(-1)).toBe('?page=1&page_size=20'));
    await waitFor(() => expect(app.queriesTo('GET', NEEDS_LOOK)).toHaveLength(3));
    await waitFor(() => expect(app.queriesTo('GET', '/api/payment-candidates/')).toHaveLength(2));
  });

  it('says so when the layout, taught, made no candidate of the mail', async () => {
    const why = 'Excluded: pending payment';
    const app = openWaiting({
      'POST /api/mail-layouts/': () => json(201, { ...TAUGHT, candidate_ids: [], why }),
    });
    const dialog = await teachFirst(app);
    expect(
      await screen.findByText(`Layout taught, but it made no candidate of this mail: ${why}`),
    ).toBeInTheDocument();
    expect(screen.queryByText(LAYOUT_MESSAGES.taught)).not.toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('shows the text of the mail in the dialog, and refuses an empty form before sending', async () => {
    const app = openWaiting();
    const dialog = await teachFirst(app, { payer: '', amount: '' });
    expect(within(dialog).getByRole('group', { name: 'Text of the mail: Deposit notice' })).toHaveTextContent(
      'Member: JANE ROE',
    );
    expect(within(dialog).getAllByText(REQUIRED)).toHaveLength(2);
    expect(within(dialog).getByLabelText('Payer')).toHaveFocus();
    expect(app.requestsTo('POST', '/api/mail-layouts/')).toEqual([]);
  });

  it('shows the server’s refusals under payer and amount, and one of the whole mail above the form', async () => {
    let reply = json(400, {
      payer: [LAYOUT_MESSAGES.payerNotInMail],
      amount: [LAYOUT_MESSAGES.amountNotInMail],
    });
    const app = openWaiting({ 'POST /api/mail-layouts/': () => reply });
    const dialog = await teachFirst(app, { payer: 'JANE DOE', amount: '41' });

    const payer = within(dialog).getByLabelText('Payer');
    expect(await within(dialog).findByText(LAYOUT_MESSAGES.payerNotInMail)).toBeInTheDocument();
    expect(within(dialog).getByText(LAYOUT_MESSAGES.amountNotInMail)).toBeInTheDocument();
    await waitFor(() => expect(payer).toHaveFocus());

    reply = json(400, { non_field_errors: [LAYOUT_MESSAGES.notWaiting] });
    await app.user.click(within(dialog).getByRole('button', { name: 'Teach' }));
    expect(await within(dialog).findByText(LAYOUT_MESSAGES.notWaiting)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByText(LAYOUT_MESSAGES.taught)).not.toBeInTheDocument();
  });

  it('sets a mail that is no payment aside: Not a payment, the toast, and the list reloads', async () => {
    const app = openWaiting({
      'POST /api/payment-candidates/needs-look/951/dismiss/': () => new Response(null, { status: 204 }),
    });
    const list = await unfold(app);
    const statement = within(list).getAllByRole('listitem')[1]!;
    await app.user.click(
      within(statement).getByRole('button', { name: 'Not a payment: Your statement is ready' }),
    );
    expect(await screen.findByText(LAYOUT_MESSAGES.dismissed)).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/payment-candidates/needs-look/951/dismiss/')).toHaveLength(1);
    await waitFor(() => expect(app.queriesTo('GET', NEEDS_LOOK).length).toBeGreaterThan(2));
  });
});
