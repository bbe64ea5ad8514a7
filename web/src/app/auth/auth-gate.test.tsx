import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, json, signedInRoutes, signedOutRoutes, aUser } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';

describe('startup gate', () => {
  it("shows 'Loading user...' and then sends a visitor without a session to /login", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installFakeFetch(signedOutRoutes());
    const { currentPath } = renderApp('/tenants');

    expect(screen.getByText('Loading user...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tenants' })).not.toBeInTheDocument();

    expect(await screen.findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(screen.queryByText('Loading user...')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tenants' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('No signed-in user:', expect.anything());
  });

  it('waits 300 ms before leaving for the login page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    installFakeFetch(signedOutRoutes());
    const { currentPath } = renderApp('/beds');

    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    const failedAt = Date.now();
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(Date.now() - failedAt).toBeGreaterThanOrEqual(290);
  });

  it('fetches the CSRF cookie, then the user, and renders the shell with the user', async () => {
    const { requests } = installFakeFetch(signedInRoutes(aUser({ username: 'maria' })));
    renderApp('/');

    expect(screen.getByText('Loading user...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Business Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'maria' })).toBeInTheDocument();
    expect(screen.queryByText('Loading user...')).not.toBeInTheDocument();
    // Then the shell's footer asks for the business's name and contact e-mail.
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/csrf/',
      'GET /api/user/',
      'GET /api/settings/public/',
    ]);
  });

  it('treats a user the contract does not accept as no user', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    installFakeFetch({ ...signedInRoutes(), 'GET /api/user/': () => json(200, { id: 1 }) });
    const { currentPath } = renderApp('/');
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });
});
