import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, Permission } from '@bunkhouse/contract';
import { aUser, installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import { pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';

const anEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 7,
  created_at: '2026-03-05T15:00:00.000Z',
  user: { id: 1, username: 'maria' },
  action: 'create',
  entity: 'tenant',
  entity_id: '42',
  detail: { social_security_number: '(set)', last_name: 'Garcia' },
  changes: null,
  request_id: null,
  ...overrides,
});

function openAudit(permissions: Permission[] = ['audit.view']) {
  const server = installFakeFetch({
    ...signedInRoutes(aUser({ permissions })),
    'GET /api/audit-log/': () =>
      json(
        200,
        pageOf([
          anEntry(),
          anEntry({ id: 6, action: 'apply', entity: 'payment_candidate', entity_id: '3', detail: null }),
          anEntry({
            id: 5,
            action: 'update',
            entity_id: '43',
            detail: null,
            changes: {
              phone: { from: '3125550100', to: '3125550199' },
              social_security_number: { from: '(changed)', to: '(changed)' },
              description: { from: null, to: 'Quiet' },
            },
            request_id: 'req-7f3a',
          }),
        ]),
      ),
  });
  renderApp('/settings/audit');
  return server;
}

describe('settings: the audit log', () => {
  it('lists who did what to which entity, and when, with the recorded detail', async () => {
    openAudit();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = (await within(table).findByText('tenant #42')).closest('tr')!;
    expect(within(row).getByText('maria')).toBeInTheDocument();
    expect(within(row).getByText('create')).toBeInTheDocument();
    expect(within(row).getByText('social_security_number: (set), last_name: Garcia')).toBeInTheDocument();
    expect(within(table).getByText('payment_candidate #3')).toBeInTheDocument();
  });

  it("shows an entry's changes as before → after, and the request that made them", async () => {
    openAudit();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = (await within(table).findByText('tenant #43')).closest('tr')!;
    expect(within(row).getByText('phone: 3125550100 → 3125550199')).toBeInTheDocument();
    expect(within(row).getByText('social_security_number: (changed) → (changed)')).toBeInTheDocument();
    expect(within(row).getByText('description: — → Quiet')).toBeInTheDocument();
    expect(within(row).getByText('req-7f3a')).toHaveClass('font-monospace');
  });

  it("a click on a username shows only that user's entries, until the filter is cleared", async () => {
    const server = openAudit();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const user = userEvent.setup();
    await user.click((await within(table).findAllByRole('button', { name: 'maria' }))[0]!);
    await waitFor(() => expect(server.queriesTo('GET', '/api/audit-log/').at(-1)).toContain('user=1'));
    await user.click(screen.getByRole('button', { name: 'Every user (now maria)' }));
    expect(screen.queryByRole('button', { name: /Every user/ })).not.toBeInTheDocument();
  });

  it('asks the server again for an entity and an action', async () => {
    const server = openAudit();
    await screen.findByRole('table', { name: 'Audit log' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entity' }), 'payment');
    await waitFor(() =>
      expect(server.queriesTo('GET', '/api/audit-log/').at(-1)).toContain('entity=payment'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Action' }), 'void');
    await waitFor(() => expect(server.queriesTo('GET', '/api/audit-log/').at(-1)).toContain('action=void'));
  });

  it('shows the 403 page to staff without audit.view', async () => {
    const server = openAudit(['tenants.view']);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/api/audit-log/')).toHaveLength(0);
  });
});
