import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MESSAGES, SETTINGS_MESSAGES } from '@bunkhouse/contract';
import type { MessageSettings } from '@bunkhouse/contract';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { aMessageSettings, messageSettingsRoutes } from '../../../test/messages-fixtures';
import { renderApp } from '../../../test/render-app';
import { aBusinessSettings, aSettingsUser } from '../../../test/settings-fixtures';

function openSettings(routes: Record<string, Reply> = {}, settings: MessageSettings = aMessageSettings()) {
  const server = installFakeFetch({
    ...signedInRoutes(aSettingsUser()),
    'GET /api/settings/': () => json(200, aBusinessSettings()),
    ...messageSettingsRoutes(settings),
    ...routes,
  });
  return { ...renderApp('/settings'), ...server };
}

const errorUnder = (control: HTMLElement) =>
  control.closest('.mb-3, .mb-2')?.querySelector('.invalid-feedback');

describe('settings: messages to tenants', () => {
  it('saves only the fields that changed, and says so', async () => {
    const app = openSettings({
      'PATCH /api/settings/messages/': () =>
        json(200, aMessageSettings({ link_days: 14, reminders_on: false })),
    });
    const form = await screen.findByRole('form', { name: 'Messages to tenants' });
    expect(within(form).getByLabelText('Link days')).toHaveValue(30);
    expect(within(form).getByLabelText('Payment instructions')).toHaveValue('Zelle to pay@pine.example');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();

    await app.user.click(within(form).getByRole('checkbox', { name: 'Rent reminders' }));
    expect(within(form).getByLabelText('Days before the due date')).toBeDisabled();
    await app.user.clear(within(form).getByLabelText('Link days'));
    await app.user.type(within(form).getByLabelText('Link days'), '14');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(app.requestsTo('PATCH', '/api/settings/messages/').map((r) => r.body)).toEqual([
      { reminders_on: false, link_days: 14 },
    ]);
  });

  it("shows the server's refusal under the switch it is about", async () => {
    const app = openSettings({
      'PATCH /api/settings/messages/': () => json(400, { messages_on: [MESSAGE_MESSAGES.mailOutNeeded] }),
    });
    const form = await screen.findByRole('form', { name: 'Messages to tenants' });
    const master = within(form).getByRole('checkbox', { name: 'Send messages to tenants' });
    expect(master).not.toBeChecked();
    await app.user.click(master);
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(errorUnder(master)).toHaveTextContent(MESSAGE_MESSAGES.mailOutNeeded));
    expect(app.requestsTo('PATCH', '/api/settings/messages/')[0]?.body).toEqual({ messages_on: true });
    await waitFor(() => expect(master).toHaveFocus());
  });

  it('checks the address tenants open Bunkhouse at before sending', async () => {
    const app = openSettings();
    const form = await screen.findByRole('form', { name: 'Messages to tenants' });
    const address = within(form).getByLabelText('Address tenants open Bunkhouse at');
    await app.user.clear(address);
    await app.user.type(address, 'rent.pine.example');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorUnder(address)).toHaveTextContent('starts with https:// or http://'));
    expect(app.requestsTo('PATCH', '/api/settings/messages/')).toHaveLength(0);
  });
});

describe('settings: mail out', () => {
  it('sends a test through the server as typed, to the From address, and shows the answer', async () => {
    const detail = MESSAGE_MESSAGES.testSent('desk@pine.example');
    const app = openSettings({ 'POST /api/settings/mail-out/test/': () => json(200, { ok: true, detail }) });
    const form = await screen.findByRole('form', { name: 'Mail out' });
    expect(screen.getByText('Messages are sent through the SMTP server stored here.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Password')).toHaveAttribute('placeholder', 'unchanged');
    expect(within(form).getByLabelText('TLS')).toHaveValue('starttls');
    expect(within(form).getByLabelText('To')).toHaveValue('desk@pine.example');

    await app.user.click(within(form).getByRole('button', { name: 'Send a test' }));
    const answer = await within(form).findByText(detail);
    expect(answer).toHaveClass('alert-success');
    expect(app.requestsTo('POST', '/api/settings/mail-out/test/')[0]?.body).toEqual({
      mail_out: { host: 'smtp.pine.example', port: 587, tls: 'starttls', user: 'desk' },
      from_address: 'desk@pine.example',
      to: 'desk@pine.example',
    });
  });

  it('shows a server that could not be reached in red, and waits with a spinner', async () => {
    let answer: (reply: Response) => void = () => {};
    const app = openSettings({
      'POST /api/settings/mail-out/test/': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const form = await screen.findByRole('form', { name: 'Mail out' });
    await app.user.selectOptions(within(form).getByLabelText('TLS'), 'TLS');
    await app.user.clear(within(form).getByLabelText('Port'));
    await app.user.type(within(form).getByLabelText('Port'), '465');
    await app.user.click(within(form).getByRole('button', { name: 'Send a test' }));
    expect(await within(form).findByRole('button', { name: 'Sending...' })).toBeDisabled();

    const detail = MESSAGE_MESSAGES.unreachable('smtp.pine.example', 465);
    answer(json(200, { ok: false, detail }));
    expect(await within(form).findByText(detail)).toHaveClass('alert-danger');
    expect(app.requestsTo('POST', '/api/settings/mail-out/test/')[0]?.body).toMatchObject({
      mail_out: { port: 465, tls: 'tls' },
    });
  });

  it('saves the server with a new password, and shows a refusal under its field', async () => {
    const app = openSettings({
      'PATCH /api/settings/messages/': () => json(400, { 'mail_out.password': [MESSAGE_MESSAGES.noKey] }),
    });
    const form = await screen.findByRole('form', { name: 'Mail out' });
    await app.user.type(within(form).getByLabelText('Password'), 'secret');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Password').closest('.input-group')).toHaveTextContent(
        MESSAGE_MESSAGES.noKey,
      ),
    );
    expect(app.requestsTo('PATCH', '/api/settings/messages/')[0]?.body).toEqual({
      mail_out: { host: 'smtp.pine.example', port: 587, tls: 'starttls', user: 'desk', password: 'secret' },
    });
  });

  it('removes the stored server after asking', async () => {
    const app = openSettings({
      'PATCH /api/settings/messages/': () =>
        json(200, aMessageSettings({ mail_out: null, mail_out_from: 'none' })),
    });
    const form = await screen.findByRole('form', { name: 'Mail out' });
    await app.user.click(within(form).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove stored SMTP server' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(app.requestsTo('PATCH', '/api/settings/messages/')[0]?.body).toEqual({ mail_out: null });
    expect(await screen.findByText(/No SMTP server is set/)).toBeInTheDocument();
  });

  it("says when the server is the environment's, and offers no Remove", async () => {
    openSettings(
      {},
      aMessageSettings({
        mail_out: { host: 'mail.host.example', port: 25, tls: 'none', user: null, has_password: false },
        mail_out_from: 'environment',
      }),
    );
    const form = await screen.findByRole('form', { name: 'Mail out' });
    expect(
      screen.getByText(/Mail out: SMTP_URL from the environment \(mail\.host\.example:25\)/),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Host')).toHaveValue('mail.host.example');
    expect(within(form).getByLabelText('Password')).not.toHaveAttribute('placeholder');
    expect(within(form).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });
});
