import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MESSAGES } from '@bunkhouse/contract';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { aMessageTemplate, messageSettingsRoutes } from '../../../test/messages-fixtures';
import { pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';
import { aBusinessSettings, aSettingsUser } from '../../../test/settings-fixtures';
import { aTenantListItem } from '../../../test/tenants-fixtures';

const UNKNOWN = MESSAGE_MESSAGES.unknownFields(['foo'], 'receipt');

async function openTemplate(kind: string, routes: Record<string, Reply> = {}) {
  const server = installFakeFetch({
    ...signedInRoutes(aSettingsUser()),
    'GET /api/settings/': () => json(200, aBusinessSettings()),
    ...messageSettingsRoutes(),
    'GET /api/tenants/': () => json(200, pageOf([aTenantListItem()])),
    ...routes,
  });
  const app = { ...renderApp('/settings'), ...server };
  const list = await screen.findByRole('list', { name: 'Message templates' });
  await app.user.click(within(list).getByRole('button', { name: `Edit ${kind}` }));
  const dialog = await screen.findByRole('dialog', { name: `Template: ${kind}` });
  const field = (label: string) => within(dialog).getByLabelText(label);
  return { ...app, dialog, field };
}

describe('settings: message templates', () => {
  it('lists each kind, Default or Edited', async () => {
    installFakeFetch({
      ...signedInRoutes(aSettingsUser()),
      'GET /api/settings/': () => json(200, aBusinessSettings()),
      ...messageSettingsRoutes(),
    });
    renderApp('/settings');
    const list = await screen.findByRole('list', { name: 'Message templates' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.fw-semibold')?.textContent)).toEqual([
      'Receipt Edited',
      'Rent reminder Default',
      'Overdue notice Default',
      'Late fee notice Default',
      'Deposit settlement Default',
      'Statement Default',
    ]);
    expect(items[0]).toHaveTextContent('Thanks, {first_name}');
  });

  it("puts a field where the cursor is, and shows the server's unknown-field refusal under the body", async () => {
    const app = await openTemplate('Receipt', {
      'PUT /api/message-templates/receipt/': () => json(400, { body: [UNKNOWN] }),
    });
    const body = app.field('Body') as HTMLTextAreaElement;
    await app.user.clear(body);
    await app.user.type(body, 'Paid: . Thanks {{foo}');
    body.setSelectionRange(6, 6);
    await app.user.click(within(app.dialog).getByRole('button', { name: '{amount}' }));
    expect(body).toHaveValue('Paid: {amount}. Thanks {foo}');
    expect(body).toHaveFocus();
    expect(body.selectionStart).toBe(14);

    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.closest('.mb-3')).toHaveTextContent(UNKNOWN));
    expect(app.requestsTo('PUT', '/api/message-templates/receipt/')[0]?.body).toEqual({
      subject: 'Thanks, {first_name}',
      body: 'Paid: {amount}. Thanks {foo}',
    });
    expect(screen.getByRole('dialog', { name: 'Template: Receipt' })).toBeInTheDocument();
  });

  it('saves the template and says so', async () => {
    const app = await openTemplate('Rent reminder', {
      'PUT /api/message-templates/reminder/': (request) =>
        json(200, aMessageTemplate('reminder', { ...(request.body as object), is_default: false })),
    });
    await app.user.click(app.field('Subject'));
    await app.user.click(within(app.dialog).getByRole('button', { name: '{due_date}' }));
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGE_MESSAGES.templateSaved)).toBeInTheDocument();
    expect(app.requestsTo('PUT', '/api/message-templates/reminder/')[0]?.body).toMatchObject({
      subject: 'Rent due soon — {business_name}{due_date}',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.requestsTo('GET', '/api/message-templates/').length).toBeGreaterThan(1);
  });

  it('previews the text as typed for a chosen tenant', async () => {
    const written = {
      to: 'dana@example.com',
      subject: 'Thanks, Dana',
      body: 'Hello Dana,\n\nWe received $500.00.\n\nPine Street Hostel',
    };
    const app = await openTemplate('Receipt', {
      'POST /api/message-templates/receipt/preview/': () => json(200, written),
    });
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Preview' }));
    expect(within(app.dialog).getByText('Choose a tenant to write the preview for.')).toBeInTheDocument();

    await app.user.click(app.field('Tenant'));
    await app.user.click(await screen.findByRole('option', { name: 'Dana Smith' }));
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(app.dialog).findByRole('group', { name: 'Body of the preview' });
    expect(preview.textContent).toBe(written.body);
    expect(preview).toHaveClass('message-text');
    const shown = within(app.dialog).getByLabelText('Preview of the message');
    expect(shown).toHaveTextContent('Todana@example.com');
    expect(shown).toHaveTextContent('SubjectThanks, Dana');
    expect(app.requestsTo('POST', '/api/message-templates/receipt/preview/')[0]?.body).toEqual({
      subject: 'Thanks, {first_name}',
      body: aMessageTemplate('receipt').body,
      tenant_id: 5,
    });
  });

  it("shows a preview's refusal in the preview", async () => {
    const app = await openTemplate('Receipt', {
      'POST /api/message-templates/receipt/preview/': () => json(400, { subject: [UNKNOWN] }),
    });
    await app.user.click(app.field('Tenant'));
    await app.user.click(await screen.findByRole('option', { name: 'Dana Smith' }));
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(app.dialog).findByText(UNKNOWN)).toHaveClass('alert-danger');
  });

  it('sets an edited template back to default after asking', async () => {
    const app = await openTemplate('Receipt', {
      'DELETE /api/message-templates/receipt/': () => new Response(null, { status: 204 }),
    });
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Set back to default' }));
    expect(within(app.dialog).getByText(/back to the product’s text/)).toBeInTheDocument();
    expect(within(app.dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Set back to default' }));
    expect(await screen.findByText('Template set back to default')).toBeInTheDocument();
    expect(app.requestsTo('DELETE', '/api/message-templates/receipt/')).toHaveLength(1);
  });

  it('offers no Set back to default on a template never edited', async () => {
    const app = await openTemplate('Statement');
    expect(within(app.dialog).queryByRole('button', { name: 'Set back to default' })).not.toBeInTheDocument();
    expect(within(app.dialog).getByRole('button', { name: '{start_date}' })).toBeInTheDocument();
  });
});
