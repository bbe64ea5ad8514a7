import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MESSAGES, MESSAGE_REASONS } from '@bunkhouse/contract';
import type { Permission } from '@bunkhouse/contract';
import { aUser, installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { aMessage, aMessageListItem, pagedMessages } from '../../../test/messages-fixtures';
import { renderApp } from '../../../test/render-app';

const ROWS = [
  aMessageListItem(),
  aMessageListItem({
    id: 41,
    kind: 'overdue',
    subject: 'Rent overdue',
    status: 'failed',
    reason: 'The SMTP server refused the message (code 550).',
    attempts: 8,
    sent_at: null,
  }),
  aMessageListItem({
    id: 42,
    tenant: { id: 6, name: 'Lee Park' },
    to_address: null,
    kind: 'reminder',
    subject: 'Rent due soon',
    status: 'skipped',
    reason: MESSAGE_REASONS.noEmail,
    attempts: 0,
    sent_at: null,
  }),
  aMessageListItem({ id: 43, kind: 'statement', subject: 'Your statement', status: 'queued', sent_at: null }),
];

function openMessages(
  routes: Record<string, Reply> = {},
  path = '/messages',
  permissions: Permission[] = ['tenants.view', 'tenants.change'],
) {
  const server = installFakeFetch({
    ...signedInRoutes(aUser({ permissions })),
    'GET /api/messages/': () => json(200, pagedMessages(ROWS)),
    ...routes,
  });
  return { ...renderApp(path), ...server };
}

/** The table once its rows are in. */
async function loadedTable() {
  const table = await screen.findByRole('table', { name: 'Messages' });
  await within(table).findAllByRole('link', { name: 'Dana Smith' });
  return table;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Finance > Messages', () => {
  it('lists the messages with their status in words and why a message failed or was skipped', async () => {
    const app = openMessages();
    const table = await loadedTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(rows[0]!).slice(2)).toEqual([
      'Dana Smithdana@example.com',
      'ReceiptPayment received — Pine Street Hostel',
      'Sent',
      expect.stringMatching(/^05 Mar 2026, \d\d:01$/),
    ]);
    expect(within(rows[1]!).getByText('Failed', { selector: '.badge' })).toHaveClass('bg-danger');
    expect(rows[1]).toHaveTextContent('The SMTP server refused the message (code 550).');
    expect(within(rows[2]!).getByText('Skipped', { selector: '.badge' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent(MESSAGE_REASONS.noEmail);
    expect(rows[2]).toHaveTextContent('No e-mail address');
    expect(within(rows[3]!).getByText('Queued', { selector: '.badge' })).toBeInTheDocument();
    expect(cellsOf(rows[3]!)[5]).toBe('—');
    expect(within(rows[0]!).getByRole('link', { name: 'Dana Smith' })).toHaveAttribute('href', '/tenants/5');
    expect(app.queriesTo('GET', '/api/messages/')).toEqual(['?page=1&page_size=20']);
  });

  it('filters by status and kind, in the URL', async () => {
    const app = openMessages({}, '/messages?kind=receipt');
    await screen.findByRole('table', { name: 'Messages' });
    const kinds = screen.getByRole('group', { name: 'Message' });
    expect(within(kinds).getByRole('button', { name: 'Receipt' })).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(
      within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Failed' }),
    );
    await waitFor(() => expect(app.router.state.location.search).toBe('?kind=receipt&status=failed'));
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/messages/').at(-1)).toBe(
        '?status=failed&kind=receipt&page=1&page_size=20',
      ),
    );
  });

  it('opens a message with the text sent, and queues it again on Resend', async () => {
    const failed = ROWS[1]!;
    const app = openMessages({
      'GET /api/messages/41/': () =>
        json(
          200,
          aMessage({ ...failed, body: 'Hello Dana,\n\nYour rent is 5 days late.', attachment: null }),
        ),
      'POST /api/messages/41/resend/': () =>
        json(201, aMessage({ ...failed, id: 44, status: 'queued', reason: null })),
    });
    const table = await loadedTable();
    await app.user.click(within(table).getByRole('button', { name: 'Open Overdue notice: Rent overdue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Overdue notice' });
    const text = await within(dialog).findByRole('group', { name: 'Text of the message' });
    expect(text.textContent).toBe('Hello Dana,\n\nYour rent is 5 days late.');
    const details = within(dialog).getByLabelText('Message');
    expect(details).toHaveTextContent('CausePayment #12');
    expect(details).toHaveTextContent('AttachmentNone');
    expect(details).toHaveTextContent('Attempts8');
    expect(details).toHaveTextContent('The SMTP server refused the message (code 550).');

    const listLoads = app.requestsTo('GET', '/api/messages/?page=1&page_size=20').length;
    await app.user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(MESSAGE_MESSAGES.resent)).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/messages/41/resend/')).toHaveLength(1);
    await waitFor(() =>
      expect(app.requestsTo('GET', '/api/messages/?page=1&page_size=20').length).toBeGreaterThan(listLoads),
    );
  });

  it('shows the attachment in words, and no Resend without tenants.change', async () => {
    const app = openMessages(
      {
        'GET /api/messages/43/': () =>
          json(200, aMessage({ ...ROWS[3]!, attachment: 'Statement 01 Feb 2026 – 28 Feb 2026' })),
      },
      '/messages',
      ['tenants.view'],
    );
    const table = await loadedTable();
    await app.user.dblClick(within(table).getByText('Your statement').closest('tr')!);
    const dialog = await screen.findByRole('dialog', { name: 'Statement' });
    expect(await within(dialog).findByText('Statement 01 Feb 2026 – 28 Feb 2026')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });

  it('sends a user without tenants.view to the 403 page, asking nothing of the API', async () => {
    const app = openMessages({}, '/messages', ['orders.view']);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(app.requests.filter((r) => r.url.startsWith('/api/messages/'))).toEqual([]);
  });
});
