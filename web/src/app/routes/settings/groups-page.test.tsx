import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PERMISSION_LABELS, STAFF_MESSAGES } from '@bunkhouse/contract';
import { aUser, installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';
import { aGroup, managers } from '../../../test/staff-fixtures';

const frontDesk = aGroup();
const night = aGroup({ id: 5, name: 'Night shift', permissions: [], member_count: 0 });
const deskLeads = aGroup({ id: 6, name: 'Desk leads', permissions: ['users.manage', 'tenants.view'] });
const root = aUser({ is_superuser: true, groups: ['Managers'], permissions: [] });
/** A manager without the flag, a member of Desk leads (decision 033). */
const pat = aUser({ id: 5, username: 'pat', groups: ['Desk leads'], permissions: deskLeads.permissions });

function openGroups(routes: Record<string, Reply> = {}, user = root) {
  const server = installFakeFetch({
    ...signedInRoutes(user),
    'GET /api/groups/': () => json(200, [frontDesk, managers, night]),
    ...routes,
  });
  return { ...renderApp('/settings/groups'), ...server };
}

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;

async function choose(app: ReturnType<typeof openGroups>, group: string, action: string) {
  await app.user.click(within(await rowOf(group)).getByRole('button', { name: `Actions for ${group}` }));
  await app.user.click(await screen.findByRole('button', { name: action }));
}

describe('settings: groups', () => {
  it('lists the groups with their members and permissions counted', async () => {
    openGroups();
    const row = await rowOf('Front desk');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Front desk', '2', '1', 'Actions']);
    expect(within(await rowOf('Managers')).getByText('All permissions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Staff/ })).toHaveAttribute('href', '/settings/staff');
  });

  it('shows Managers read-only: no rename or delete, every box ticked and fixed', async () => {
    const app = openGroups();
    await app.user.click(
      within(await rowOf('Managers')).getByRole('button', { name: 'Actions for Managers' }),
    );
    expect(await screen.findByRole('button', { name: 'View permissions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'View permissions' }));

    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Managers' });
    expect(within(dialog).getByText(STAFF_MESSAGES.managersFixed)).toBeInTheDocument();
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(20);
    for (const box of boxes) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('saves the codenames the matrix shows: a box, a whole row, a box cleared', async () => {
    const app = openGroups({ 'PATCH /api/groups/3/': () => json(200, frontDesk) });
    await choose(app, 'Front desk', 'Edit permissions');
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Front desk' });
    const box = (codename: keyof typeof PERMISSION_LABELS) =>
      within(dialog).getByRole('checkbox', { name: PERMISSION_LABELS[codename] });
    expect(box('tenants.view')).toBeChecked();

    await app.user.click(box('payments.add'));
    await app.user.click(within(dialog).getByRole('button', { name: /^Orders/ }));
    await app.user.click(box('tenants.view'));
    expect(box('orders.close')).toBeChecked();
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Permissions saved successfully')).toBeInTheDocument();
    expect(app.requestsTo('PATCH', '/api/groups/3/')[0]!.body).toEqual({
      permissions: ['orders.view', 'orders.add', 'orders.close', 'payments.add'],
    });
  });

  it('clears a full row with its header', async () => {
    const app = openGroups({ 'PATCH /api/groups/3/': () => json(200, frontDesk) });
    await choose(app, 'Front desk', 'Edit permissions');
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Front desk' });
    const orders = within(dialog).getByRole('button', { name: /^Orders/ });
    await app.user.click(orders);
    await app.user.click(orders);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(app.requestsTo('PATCH', '/api/groups/3/')[0]?.body).toEqual({ permissions: ['tenants.view'] }),
    );
  });

  it('creates a group, then opens its permissions', async () => {
    const created = aGroup({ id: 8, name: 'Cleaners', permissions: [], member_count: 0 });
    const app = openGroups({ 'POST /api/groups/': () => json(201, created) });
    await rowOf('Front desk');
    await app.user.click(screen.getByRole('button', { name: 'New group' }));
    const form = await screen.findByRole('form', { name: 'Group' });
    await app.user.type(within(form).getByLabelText('Name'), 'Cleaners');
    await app.user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('dialog', { name: 'Permissions of Cleaners' })).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/groups/')[0]!.body).toEqual({ name: 'Cleaners', permissions: [] });
  });

  it('renames a group, and shows a taken name under the field', async () => {
    const app = openGroups({
      'PATCH /api/groups/5/': () => json(400, { name: [STAFF_MESSAGES.groupTaken] }),
    });
    await choose(app, 'Night shift', 'Rename');
    const form = await screen.findByRole('form', { name: 'Group' });
    await app.user.clear(within(form).getByLabelText('Name'));
    await app.user.type(within(form).getByLabelText('Name'), 'Front desk');
    await app.user.click(within(form).getByRole('button', { name: 'Rename' }));
    expect(await within(form).findByText(STAFF_MESSAGES.groupTaken)).toBeInTheDocument();
    expect(app.requestsTo('PATCH', '/api/groups/5/')[0]!.body).toEqual({ name: 'Front desk' });
  });

  it('asks before deleting, and shows the server’s refusal in a toast', async () => {
    const app = openGroups({
      'DELETE /api/groups/3/': () => json(400, { non_field_errors: [STAFF_MESSAGES.groupHasMembers] }),
    });
    await choose(app, 'Front desk', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete group' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(STAFF_MESSAGES.groupHasMembers)).toBeInTheDocument();
    expect(app.requestsTo('DELETE', '/api/groups/3/')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lets a manager without the flag grant or take away only the permissions it holds', async () => {
    const app = openGroups({ 'PATCH /api/groups/5/': () => json(200, night) }, pat);
    await choose(app, 'Night shift', 'Edit permissions');
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Night shift' });
    const box = (codename: keyof typeof PERMISSION_LABELS) =>
      within(dialog).getByRole('checkbox', { name: PERMISSION_LABELS[codename] });
    expect(within(dialog).getByText(STAFF_MESSAGES.permissionNotHeld)).toBeInTheDocument();
    expect(box('tenants.view')).toBeEnabled();
    expect(box('payments.add')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: /^Orders/ })).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: /^Tenants/ }));
    expect(box('tenants.view')).toBeChecked();
    expect(box('tenants.add')).not.toBeChecked();
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(app.requestsTo('PATCH', '/api/groups/5/')[0]?.body).toEqual({ permissions: ['tenants.view'] }),
    );
  });

  it('shows a manager without the flag its own group read-only', async () => {
    const app = openGroups({ 'GET /api/groups/': () => json(200, [frontDesk, deskLeads, managers]) }, pat);
    await choose(app, 'Desk leads', 'View permissions');
    expect(screen.queryByRole('button', { name: 'Edit permissions' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Desk leads' });
    expect(within(dialog).getByText(STAFF_MESSAGES.ownGroupPermissions)).toBeInTheDocument();
    for (const box of within(dialog).getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows the 403 page to staff without users.manage', async () => {
    const app = openGroups({}, aUser({ permissions: ['tenants.view'] }));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(app.requestsTo('GET', '/api/groups/')).toHaveLength(0);
  });
});
