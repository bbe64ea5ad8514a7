import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@bunkhouse/contract';
import type { BusinessSettings, Permission } from '@bunkhouse/contract';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { messageSettingsRoutes } from '../../../test/messages-fixtures';
import { renderApp } from '../../../test/render-app';
import { aBusinessSettings, aSettingsUser } from '../../../test/settings-fixtures';

function openSettings(
  routes: Record<string, Reply> = {},
  settings: BusinessSettings = aBusinessSettings(),
  permissions?: Permission[],
) {
  const server = installFakeFetch({
    ...signedInRoutes(aSettingsUser(permissions)),
    'GET /api/settings/': () => json(200, settings),
    ...messageSettingsRoutes(),
    ...routes,
  });
  return { ...renderApp('/settings'), ...server };
}

const errorUnder = (field: HTMLElement) => field.closest('.mb-3')?.querySelector('.invalid-feedback');

describe('settings: business', () => {
  it('saves only the fields that changed, and says so', async () => {
    const app = openSettings({
      'PATCH /api/settings/': () =>
        json(200, aBusinessSettings({ business_name: 'Pine Hostel', grace_days: 2 })),
    });
    const form = await screen.findByRole('form', { name: 'Business' });
    expect(within(form).getByLabelText('Business name')).toHaveValue('Pine Street Hostel');
    expect(within(form).getByText('America/Chicago')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();

    await app.user.clear(within(form).getByLabelText('Business name'));
    await app.user.type(within(form).getByLabelText('Business name'), 'Pine Hostel');
    await app.user.clear(within(form).getByLabelText('Grace days'));
    await app.user.type(within(form).getByLabelText('Grace days'), '2');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(app.requestsTo('PATCH', '/api/settings/').map((r) => r.body)).toEqual([
      { business_name: 'Pine Hostel', grace_days: 2 },
    ]);
  });

  it("shows the server's refusal under its field", async () => {
    const app = openSettings({
      'PATCH /api/settings/': () => json(400, { contact_email: ['That mailbox does not exist.'] }),
    });
    const form = await screen.findByRole('form', { name: 'Business' });
    const email = within(form).getByLabelText('Contact e-mail');
    await app.user.clear(email);
    await app.user.type(email, 'front@pine.example');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorUnder(email)).toHaveTextContent('That mailbox does not exist.'));
    expect(app.requestsTo('PATCH', '/api/settings/')[0]?.body).toEqual({
      contact_email: 'front@pine.example',
    });
  });

  it('checks the lead days before sending', async () => {
    const app = openSettings();
    const form = await screen.findByRole('form', { name: 'Business' });
    const lead = within(form).getByLabelText('Rent lead days');
    await app.user.clear(lead);
    await app.user.type(lead, '40');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorUnder(lead)).toHaveTextContent('less than or equal to 28'));
    expect(app.requestsTo('PATCH', '/api/settings/')).toHaveLength(0);
  });
});

describe('settings: books closed through', () => {
  const field = (form: HTMLElement) => within(form).getByLabelText('Books closed through');

  it('closes the books through a day, and opens them again when emptied', async () => {
    let stored: string | null = null;
    const app = openSettings({
      'PATCH /api/settings/': (request) => {
        stored = (request.body as { books_closed_through: string | null }).books_closed_through;
        return json(200, aBusinessSettings({ books_closed_through: stored }));
      },
    });
    const form = await screen.findByRole('form', { name: 'Business' });
    expect(field(form)).toHaveValue('');
    expect(field(form)).toHaveAccessibleDescription(
      'Nothing can be entered or back-dated on or before this day.',
    );

    await app.user.type(field(form), '10312026');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(stored).toBe('2026-10-31'));
    const saved = await screen.findByRole('form', { name: 'Business' });
    expect(field(saved)).toHaveValue('10/31/2026');
    expect(within(saved).getByRole('button', { name: 'Save' })).toBeDisabled();

    await app.user.clear(field(saved));
    await app.user.click(within(saved).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.requestsTo('PATCH', '/api/settings/')).toHaveLength(2));
    expect(app.requestsTo('PATCH', '/api/settings/').map((r) => r.body)).toEqual([
      { books_closed_through: '2026-10-31' },
      { books_closed_through: null },
    ]);
  });

  it("shows the server's refusal under the field", async () => {
    const app = openSettings({
      'PATCH /api/settings/': () =>
        json(400, { books_closed_through: [SETTINGS_MESSAGES.booksClosedNotPast] }),
    });
    const form = await screen.findByRole('form', { name: 'Business' });
    await app.user.type(field(form), '12312099');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(errorUnder(field(form))).toHaveTextContent(SETTINGS_MESSAGES.booksClosedNotPast),
    );
    expect(field(form)).toHaveValue('12/31/2099');
  });
});

describe('settings: mail source', () => {
  it('tests the mailbox as typed, the stored password standing in, and shows the answer', async () => {
    const app = openSettings({
      'POST /api/settings/mail/test/': () => json(200, { ok: true, detail: 'INBOX holds 12 messages.' }),
    });
    const form = await screen.findByRole('form', { name: 'Mail source' });
    expect(screen.getByText('The server reads the mailbox stored here.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Password')).toHaveAttribute('placeholder', 'unchanged');
    expect(within(form).queryByText(SETTINGS_MESSAGES.noKey)).not.toBeInTheDocument();

    await app.user.click(within(form).getByRole('button', { name: 'Test connection' }));
    expect(await within(form).findByText('Connected. INBOX holds 12 messages.')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/settings/mail/test/')[0]?.body).toEqual({
      host: 'imap.pine.example',
      port: 993,
      tls: true,
      user: 'payments',
      mailbox: 'INBOX',
    });
  });

  it('shows a failed connection with the reason', async () => {
    const app = openSettings({
      'POST /api/settings/mail/test/': () => json(200, { ok: false, detail: 'Authentication failed.' }),
    });
    const form = await screen.findByRole('form', { name: 'Mail source' });
    await app.user.click(within(form).getByRole('button', { name: 'Test connection' }));
    expect(await within(form).findByText('Connection failed. Authentication failed.')).toBeInTheDocument();
  });

  it('says under the password when the server cannot store one', async () => {
    const settings = aBusinessSettings({ mail: null, mail_from: 'none', can_store_mail_password: false });
    const app = openSettings(
      { 'PATCH /api/settings/': () => json(400, { 'mail.password': [SETTINGS_MESSAGES.noKey] }) },
      settings,
    );
    const form = await screen.findByRole('form', { name: 'Mail source' });
    expect(within(form).getByText(SETTINGS_MESSAGES.noKey)).toBeInTheDocument();
    expect(within(form).getByLabelText('Password')).not.toHaveAttribute('placeholder');
    expect(within(form).queryByRole('button', { name: 'Remove stored mailbox' })).not.toBeInTheDocument();

    await app.user.type(within(form).getByLabelText('Host'), 'imap.pine.example');
    await app.user.type(within(form).getByLabelText('User'), 'payments');
    await app.user.type(within(form).getByLabelText('Password'), 'secret');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getAllByText(SETTINGS_MESSAGES.noKey)).toHaveLength(2));
    expect(app.requestsTo('PATCH', '/api/settings/')[0]?.body).toEqual({
      mail: {
        host: 'imap.pine.example',
        port: 993,
        tls: true,
        user: 'payments',
        password: 'secret',
        mailbox: 'INBOX',
      },
    });
  });

  it('removes the stored mailbox after asking', async () => {
    const app = openSettings({
      'PATCH /api/settings/': () => json(200, aBusinessSettings({ mail: null, mail_from: 'none' })),
    });
    const form = await screen.findByRole('form', { name: 'Mail source' });
    await app.user.click(within(form).getByRole('button', { name: 'Remove stored mailbox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove stored mailbox' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(app.requestsTo('PATCH', '/api/settings/')[0]?.body).toEqual({ mail: null });
    expect(await screen.findByText(/No mailbox is set/)).toBeInTheDocument();
  });

  it('shows neither card, nor asks for them, without settings.change', async () => {
    const app = openSettings({}, aBusinessSettings(), ['tenants.view']);
    expect(await screen.findByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Business' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payment methods and sub-types' })).not.toBeInTheDocument();
    expect(app.requestsTo('GET', '/api/settings/')).toHaveLength(0);
  });
});
