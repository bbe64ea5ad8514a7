import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@bunkhouse/contract';
import { aUser, installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';
import { aGroup, aManager, aStaffUser, managers } from '../../../test/staff-fixtures';

const maria = aStaffUser({
  id: 1,
  username: 'maria',
  full_name: 'Maria Lopez',
  is_superuser: true,
  groups: [{ id: 1, name: 'Managers' }],
});
const tom = aStaffUser();
/** The signed-in superuser: maria's row above. */
const root = aUser({ id: 1, username: 'maria', is_superuser: true, groups: ['Managers'], permissions: [] });
/** A manager without the flag, in a group of its own (decision 033). */
const pat = aUser({
  id: 5,
  username: 'pat',
  groups: ['Desk leads'],
  permissions: ['users.manage', 'tenants.view'],
});
const patRow = aStaffUser({
  id: 5,
  username: 'pat',
  full_name: 'Pat Kim',
  groups: [{ id: 6, name: 'Desk leads' }],
});
const deskLeads = aGroup({ id: 6, name: 'Desk leads', permissions: ['users.manage', 'tenants.view'] });
const ann = aStaffUser({
  id: 4,
  username: 'ann',
  full_name: 'Ann Lee',
  is_active: false,
  last_login_at: null,
});

function openStaff(routes: Record<string, Reply> = {}, user = root) {
  const server = installFakeFetch({
    ...signedInRoutes(user),
    'GET /api/users/': () => json(200, pageOf([maria, tom, ann])),
    'GET /api/groups/': () => json(200, [aGroup(), managers]),
    ...routes,
  });
  return { ...renderApp('/settings/staff'), ...server };
}

const rowOf = async (username: string) =>
  (await screen.findByRole('cell', { name: username })).closest('tr')!;

async function openActions(app: ReturnType<typeof openStaff>, username: string) {
  await app.user.click(
    within(await rowOf(username)).getByRole('button', { name: `Actions for ${username}` }),
  );
}

describe('settings: staff', () => {
  it('lists the staff with their groups, superuser mark, status and last sign-in, and filters them', async () => {
    const app = openStaff();
    const row = await rowOf('tom');
    expect(within(row).getByText('Tom Baker')).toBeInTheDocument();
    expect(within(row).getByText('tom@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Front desk')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(await rowOf('maria')).getByText('Superuser')).toBeInTheDocument();
    const annRow = await rowOf('ann');
    expect(within(annRow).getByText('Inactive')).toBeInTheDocument();
    expect(within(annRow).getByText('Never')).toBeInTheDocument();
    expect(app.queriesTo('GET', '/api/users/')).toEqual(['?page=1&page_size=20']);

    await app.user.click(screen.getByRole('button', { name: 'Inactive' }));
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/users/').at(-1)).toBe('?is_active=false&page=1&page_size=20'),
    );
    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lee{Enter}');
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/users/').at(-1)).toBe(
        '?search=lee&is_active=false&page=1&page_size=20',
      ),
    );
    expect(screen.getByRole('link', { name: /Groups/ })).toHaveAttribute('href', '/settings/groups');
  });

  it('creates a user with a generated password and shows it once, with a Copy button', async () => {
    const app = openStaff({
      'POST /api/users/': () =>
        json(201, { ...aStaffUser({ id: 9, username: 'lee' }), generated_password: 'Moss-Cedar-4417' }),
    });
    await rowOf('tom');
    await app.user.click(screen.getByRole('button', { name: 'New user' }));
    const form = await screen.findByRole('form', { name: 'Staff user' });
    await app.user.type(within(form).getByLabelText('Username'), 'lee');
    await app.user.type(within(form).getByLabelText('E-mail'), 'lee@example.com');
    await app.user.click(await within(form).findByLabelText('Front desk'));
    expect(within(form).getByLabelText('Generate one')).toBeChecked();
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));

    const shown = await screen.findByRole('dialog', { name: 'Password for lee' });
    expect(within(shown).getByText(STAFF_MESSAGES.passwordShownOnce)).toBeInTheDocument();
    expect(within(shown).getByLabelText('Generated password')).toHaveValue('Moss-Cedar-4417');
    expect(app.requestsTo('POST', '/api/users/')[0]!.body).toEqual({
      username: 'lee',
      full_name: '',
      email: 'lee@example.com',
      groups: [3],
      is_superuser: false,
    });
    await app.user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await within(shown).findByText('Copied to the clipboard.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('Moss-Cedar-4417');
    await app.user.click(within(shown).getByRole('button', { name: 'Done' }));
    // The dialog fades out before it leaves the page: wait for it, then the password is gone.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Password for lee' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByDisplayValue('Moss-Cedar-4417')).not.toBeInTheDocument();
  });

  it('checks a password the manager sets, and shows the server’s refusal under its field', async () => {
    const app = openStaff({
      'POST /api/users/': () => json(400, { username: [STAFF_MESSAGES.usernameTaken] }),
    });
    await rowOf('tom');
    await app.user.click(screen.getByRole('button', { name: 'New user' }));
    const form = await screen.findByRole('form', { name: 'Staff user' });
    await app.user.type(within(form).getByLabelText('Username'), 'tom');
    await app.user.click(within(form).getByLabelText('Set a password'));
    await app.user.type(within(form).getByLabelText('New password'), 'short');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/Use at least 12 characters/)).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/users/')).toHaveLength(0);

    await app.user.type(within(form).getByLabelText('New password'), ' but longer now');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    const message = await within(form).findByText(STAFF_MESSAGES.usernameTaken);
    expect(within(form).getByLabelText('Username')).toHaveClass('is-invalid');
    expect(message).toBeVisible();
    expect(app.requestsTo('POST', '/api/users/')[0]!.body).toMatchObject({
      username: 'tom',
      password: 'short but longer now',
    });
  });

  it('asks before deactivating, then sends it', async () => {
    const app = openStaff({
      'POST /api/users/2/deactivate/': () => json(200, { ...tom, is_active: false }),
    });
    await openActions(app, 'tom');
    await app.user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user' });
    expect(dialog).toHaveTextContent('Their sessions end at once.');
    expect(app.requestsTo('POST', '/api/users/2/deactivate/')).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('User deactivated successfully')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/users/2/deactivate/')[0]!.body).toEqual({});
  });

  it('shows the server’s refusal to deactivate in a toast', async () => {
    const app = openStaff({
      'POST /api/users/2/deactivate/': () => json(400, { non_field_errors: [STAFF_MESSAGES.lastSuperuser] }),
    });
    await openActions(app, 'tom');
    await app.user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(STAFF_MESSAGES.lastSuperuser)).toBeInTheDocument();
  });

  it('offers no Deactivate on the signed-in user’s own row, and Reactivate on an inactive one', async () => {
    const app = openStaff();
    await openActions(app, 'maria');
    expect(await screen.findByRole('button', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    await openActions(app, 'ann');
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('resets a password to a generated one and shows it once', async () => {
    const app = openStaff({
      'POST /api/users/2/set_password/': () => json(200, { generated_password: 'Birch-Lake-9021' }),
    });
    await openActions(app, 'tom');
    await app.user.click(await screen.findByRole('button', { name: 'Reset password' }));
    const form = await screen.findByRole('form', { name: 'Reset password' });
    await app.user.click(within(form).getByRole('button', { name: 'Reset password' }));
    const shown = await screen.findByRole('dialog', { name: 'Password for tom' });
    expect(within(shown).getByLabelText('Generated password')).toHaveValue('Birch-Lake-9021');
    expect(app.requestsTo('POST', '/api/users/2/set_password/')[0]!.body).toEqual({});
  });

  it('edits a user with PATCH, without the username', async () => {
    const app = openStaff({ 'PATCH /api/users/2/': () => json(200, tom) });
    await openActions(app, 'tom');
    await app.user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Staff user' });
    expect(within(form).queryByLabelText('Username')).not.toBeInTheDocument();
    await app.user.click(await within(form).findByLabelText('Managers'));
    await app.user.click(within(form).getByLabelText('Superuser: holds every permission'));
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(app.requestsTo('PATCH', '/api/users/2/')[0]!.body).toEqual({
      full_name: 'Tom Baker',
      email: 'tom@example.com',
      groups: [3, 1],
      is_superuser: true,
    });
  });

  it('offers a manager without the flag only what it may grant: no flag, no group holding more, no superuser', async () => {
    const app = openStaff(
      {
        'GET /api/users/': () => json(200, pageOf([maria, tom, ann, patRow])),
        'GET /api/groups/': () => json(200, [aGroup(), managers, deskLeads]),
        'PATCH /api/users/2/': () => json(200, tom),
      },
      pat,
    );
    await rowOf('tom');
    expect(within(await rowOf('maria')).queryByRole('button', { name: /Actions/ })).not.toBeInTheDocument();
    await openActions(app, 'tom');
    await app.user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Staff user' });
    expect(await within(form).findByLabelText('Managers')).toBeDisabled();
    expect(within(form).getByLabelText('Front desk')).toBeEnabled();
    expect(within(form).getByText(STAFF_MESSAGES.groupNotHeld)).toBeInTheDocument();
    expect(within(form).queryByLabelText('Superuser: holds every permission')).not.toBeInTheDocument();
    await app.user.click(within(form).getByLabelText('Desk leads'));
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(app.requestsTo('PATCH', '/api/users/2/')[0]!.body).toEqual({
      full_name: 'Tom Baker',
      email: 'tom@example.com',
      groups: [3, 6],
      is_superuser: false,
    });
  });

  it('does not let a manager without the flag change its own groups', async () => {
    const app = openStaff(
      {
        'GET /api/users/': () => json(200, pageOf([maria, tom, patRow])),
        'GET /api/groups/': () => json(200, [aGroup(), managers, deskLeads]),
      },
      pat,
    );
    await openActions(app, 'pat');
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    await app.user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Staff user' });
    for (const group of ['Front desk', 'Managers', 'Desk leads'])
      expect(await within(form).findByLabelText(group)).toBeDisabled();
    expect(within(form).getByText(STAFF_MESSAGES.ownGroups)).toBeInTheDocument();
  });

  it('is linked from Settings, with Groups, for staff with users.manage', async () => {
    installFakeFetch(signedInRoutes(aManager()));
    renderApp('/settings');
    expect(await screen.findByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/settings/staff');
    expect(screen.getByRole('link', { name: 'Groups' })).toHaveAttribute('href', '/settings/groups');
  });

  it('shows the 403 page to staff without users.manage', async () => {
    const app = openStaff({}, aUser({ permissions: ['tenants.view', 'audit.view'] }));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(app.requestsTo('GET', '/api/users/')).toHaveLength(0);
  });
});
