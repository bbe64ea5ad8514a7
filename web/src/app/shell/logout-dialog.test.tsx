import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../test/console-guard';
import { installFakeFetch, json, signedInRoutes } from '../../test/fake-fetch';
import type { Reply } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { cachedPrivateQueries } from '../../test/settings-fixtures';

async function openLogoutDialog(logoutReply: Reply) {
  const server = installFakeFetch({ ...signedInRoutes(), 'POST /api/logout/': logoutReply });
  const app = renderApp('/info');
  await screen.findByRole('heading', { name: 'Help & Info' });
  await app.user.click(screen.getByRole('button', { name: 'maria' }));
  await app.user.click(screen.getByRole('button', { name: 'Log out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Logout' });
  return { ...app, ...server, dialog };
}

describe('logout', () => {
  it('asks for confirmation and does nothing on Cancel', async () => {
    const { dialog, user, requestsTo } = await openLogoutDialog(() => json(200, { detail: 'Logged out' }));
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('POST', '/api/logout/')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'maria' })).toBeInTheDocument();
  });

  it('logs out on confirm: forgets the user and the cached data and opens /login', async () => {
    const app = await openLogoutDialog(() => json(200, { detail: 'Logged out' }));
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/login');
    expect(screen.queryByRole('button', { name: 'maria' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(cachedPrivateQueries(app.queryClient)).toHaveLength(0);
    const [logout] = app.requestsTo('POST', '/api/logout/');
    expect(logout?.headers.get('X-CSRFToken')).toBe('test-csrf-token');
  });

  it('only logs a failed logout', async () => {
    const consoleError = expectConsoleError();
    const app = await openLogoutDialog(() => json(400, { detail: 'Nope', code: 'bad_request' }));
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Logout failed:', expect.anything()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.currentPath()).toBe('/info');
    expect(screen.getByRole('button', { name: 'maria' })).toBeInTheDocument();
  });

  it('logs out without a dialog on /logout', async () => {
    const { requestsTo } = installFakeFetch({
      ...signedInRoutes(),
      'POST /api/logout/': () => json(200, { detail: 'Logged out' }),
    });
    const { currentPath } = renderApp('/logout');
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(requestsTo('POST', '/api/logout/')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'maria' })).not.toBeInTheDocument();
  });
});
