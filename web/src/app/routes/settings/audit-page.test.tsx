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
  ...overrides,
});

function openAudit(permissions: Permission[] = ['audit.view']) {
  const server = installFakeFetch({
    ...signedInRoutes(aUser({ permissions })),
    'GET /api/audit/': () =>
      json(
        200,
        pageOf([
          anEntry(),
          anEntry({ id: 6, action: 'apply', entity: 'payment_candidate', entity_id: '3', detail: null }),
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

  it('asks the server again for an entity and an action', async () => {
    const server = openAudit();
    await screen.findByRole('table', { name: 'Audit log' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entity' }), 'payment');
    await waitFor(() => expect(server.queriesTo('GET', '/api/audit/').at(-1)).toContain('entity=payment'));
    await user.type(screen.getByRole('textbox', { name: 'Action' }), 'void');
    await waitFor(() => expect(server.queriesTo('GET', '/api/audit/').at(-1)).toContain('action=void'));
  });

  it('shows the 403 page to staff without audit.view', async () => {
    const server = openAudit(['tenants.view']);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/api/audit/')).toHaveLength(0);
  });
});
