import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MESSAGES, todayIn } from '@bunkhouse/contract';
import type { Permission } from '@bunkhouse/contract';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { aMessage, aMessageListItem, pagedMessages } from '../../../test/messages-fixtures';
import { pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';
import { aPublicSettings } from '../../../test/settings-fixtures';
import { aTenant, aTenantsUser } from '../../../test/tenants-fixtures';

const TIME_ZONE = 'America/Chicago';

function openTenant(routes: Record<string, Reply> = {}, permissions?: Permission[], path = '/tenants/5') {
  const server = installFakeFetch({
    ...signedInRoutes(aTenantsUser(permissions)),
    'GET /api/settings/public/': () => json(200, aPublicSettings({ time_zone: TIME_ZONE })),
    'GET /api/tenants/5/': () => json(200, aTenant()),
    'GET /api/tenants/5/transactions/': () => json(200, pageOf([])),
    'GET /api/tenants/': () => json(200, pageOf([])),
    ...routes,
  });
  return { ...renderApp(path), ...server };
}

async function chooseAction(app: ReturnType<typeof openTenant>, name: string) {
  await screen.findByRole('heading', { name: 'Dana Smith', level: 1 });
  await app.user.click(screen.getByRole('button', { name: 'Actions' }));
  await app.user.click(screen.getByRole('button', { name }));
}

describe('tenant page: statement', () => {
  it('offers this month to today, links the PDF of the days chosen, and sends them by e-mail', async () => {
    const app = openTenant({
      'POST /api/tenants/5/statement/send/': () =>
        json(201, aMessage({ kind: 'statement', status: 'queued' })),
    });
    await chooseAction(app, 'Statement');
    const dialog = await screen.findByRole('dialog', { name: 'Statement' });
    const today = todayIn(TIME_ZONE);
    const [year, month, day] = today.split('-');
    const start = within(dialog).getByLabelText('Start');
    const end = within(dialog).getByLabelText('End');
    expect(start).toHaveValue(`${month}/01/${year}`);
    expect(end).toHaveValue(`${month}/${day}/${year}`);
    const pdf = within(dialog).getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', `/api/tenants/5/statement/?start=${year}-${month}-01&end=${today}`);
    expect(pdf).toHaveAttribute('target', '_blank');

    await app.user.clear(start);
    await app.user.type(start, '02012026');
    await app.user.clear(end);
    await app.user.type(end, '02282026');
    expect(pdf).toHaveAttribute('href', '/api/tenants/5/statement/?start=2026-02-01&end=2026-02-28');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send by e-mail' }));
    expect(await screen.findByText(MESSAGE_MESSAGES.queued)).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/tenants/5/statement/send/')[0]?.body).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the dialog, and an end before the start under the end", async () => {
    const app = openTenant({
      'POST /api/tenants/5/statement/send/': () =>
        json(400, { detail: MESSAGE_MESSAGES.messagesOff, code: 'bad_request' }),
    });
    await chooseAction(app, 'Statement');
    const dialog = await screen.findByRole('dialog', { name: 'Statement' });
    const end = within(dialog).getByLabelText('End');
    await app.user.clear(within(dialog).getByLabelText('Start'));
    await app.user.type(within(dialog).getByLabelText('Start'), '03102026');
    await app.user.clear(end);
    await app.user.type(end, '03012026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send by e-mail' }));
    expect(within(dialog).getByText(MESSAGE_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/tenants/5/statement/send/')).toHaveLength(0);

    await app.user.clear(end);
    await app.user.type(end, '03312026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send by e-mail' }));
    expect(await within(dialog).findByText(MESSAGE_MESSAGES.messagesOff)).toHaveClass('alert-danger');
    expect(screen.getByRole('dialog', { name: 'Statement' })).toBeInTheDocument();
  });

  it('offers only the PDF without tenants.change, and no balance link', async () => {
    const app = openTenant({}, ['tenants.view']);
    await screen.findByRole('heading', { name: 'Dana Smith', level: 1 });
    await app.user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.queryByRole('button', { name: 'Balance link' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statement' });
    expect(within(dialog).getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send by e-mail' })).not.toBeInTheDocument();
  });
});

describe('tenant page: balance link', () => {
  it('makes a link to copy, with its expiry', async () => {
    const url = 'https://rent.pine.example/balance/5.1.1775000000.abcdefghijklmnopqrstuvwxyz012345';
    const app = openTenant({
      'POST /api/tenants/5/balance-link/': () => json(200, { url, expires_on: '2026-04-04' }),
    });
    await chooseAction(app, 'Balance link');
    const dialog = await screen.findByRole('dialog', { name: 'Balance link' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    const link = await within(dialog).findByLabelText('Link');
    expect(link).toHaveValue(url);
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveAccessibleDescription('This link expires on 04 Apr 2026.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(url);
  });

  it('revokes every link after asking', async () => {
    const app = openTenant({
      'POST /api/tenants/5/balance-link/revoke/': () => new Response(null, { status: 204 }),
    });
    await chooseAction(app, 'Balance link');
    const dialog = await screen.findByRole('dialog', { name: 'Balance link' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Revoke links' }));
    const asking = await screen.findByRole('dialog', { name: 'Revoke links' });
    expect(asking).toHaveTextContent('Stop every balance link of Dana Smith sent so far?');
    expect(within(asking).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await app.user.click(within(asking).getByRole('button', { name: 'Revoke links' }));
    expect(await screen.findByText('Links revoked')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/tenants/5/balance-link/revoke/')).toHaveLength(1);
  });
});

describe('tenant page: messages', () => {
  it("lists the tenant's messages once unfolded, and opens one", async () => {
    const app = openTenant({
      'GET /api/messages/': () =>
        json(
          200,
          pagedMessages([
            aMessageListItem({ status: 'skipped', reason: 'The tenant asked for no messages.' }),
          ]),
        ),
      'GET /api/messages/40/': () => json(200, aMessage()),
    });
    await screen.findByRole('heading', { name: 'Dana Smith', level: 1 });
    expect(app.queriesTo('GET', '/api/messages/')).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: 'Messages' }));
    const table = await screen.findByRole('table', { name: 'Messages to the tenant' });
    expect(await within(table).findByText('The tenant asked for no messages.')).toBeInTheDocument();
    expect(app.queriesTo('GET', '/api/messages/')).toEqual(['?tenant=5&page=1&page_size=20']);
    await app.user.click(within(table).getByRole('button', { name: /^Open Receipt/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt' });
    expect(await within(dialog).findByRole('group', { name: 'Text of the message' })).toHaveTextContent(
      'We received $500.00',
    );
  });
});

describe('tenant form: no messages', () => {
  it('shows the stored choice and saves it', async () => {
    const app = openTenant(
      {
        'GET /api/tenants/5/': () => json(200, aTenant({ messages_opt_out: false })),
        'PUT /api/tenants/5/': () => json(200, aTenant({ messages_opt_out: true })),
      },
      undefined,
      '/tenants/5/edit',
    );
    const box = await screen.findByRole('checkbox', { name: 'No messages (receipts, reminders, notices)' });
    expect(box).not.toBeChecked();
    await app.user.click(box);
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tenant updated successfully.')).toBeInTheDocument();
    expect(app.requestsTo('PUT', '/api/tenants/5/')[0]?.body).toMatchObject({ messages_opt_out: true });
  });
});
