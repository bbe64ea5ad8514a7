import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser, installFakeFetch, json, signedInRoutes, signedOutRoutes } from '../../test/fake-fetch';
import { messageSettingsRoutes } from '../../test/messages-fixtures';
import { renderApp } from '../../test/render-app';
import { aBusinessSettings } from '../../test/settings-fixtures';

/** Signed in as a superuser, who is offered every screen (permissions.test.tsx: who sees which). */
async function renderSignedIn(path = '/info') {
  installFakeFetch({
    ...signedInRoutes(aUser({ username: 'maria', is_superuser: true, permissions: [] })),
    'GET /api/beds/': () => json(200, { count: 0, next: null, previous: null, results: [] }),
    // The Settings screen the user menu leads to loads these.
    'GET /api/settings/': () => json(200, aBusinessSettings()),
    ...messageSettingsRoutes(),
  });
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

describe('navbar', () => {
  it('links the brand, Tenants and Help', async () => {
    await renderSignedIn('/info');
    expect(screen.getByRole('link', { name: 'Bunkhouse' })).toHaveAttribute('href', '/');
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getByRole('link', { name: 'Tenants' })).toHaveAttribute('href', '/tenants');
    expect(main.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/info');
    expect(main.getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the Finance and Places menus', async () => {
    const { user } = await renderSignedIn();
    const main = within(screen.getByRole('navigation', { name: 'Main' }));

    await user.click(main.getByRole('button', { name: 'Finance' }));
    expect(main.getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/transactions');
    expect(main.getByRole('link', { name: 'Payment Candidates' })).toHaveAttribute(
      'href',
      '/payment-candidates',
    );
    expect(main.getByRole('link', { name: 'Records' })).toHaveAttribute('href', '/records');

    await user.click(main.getByRole('button', { name: 'Places' }));
    expect(main.getByRole('link', { name: 'Board' })).toHaveAttribute('href', '/board');
    expect(main.getByRole('link', { name: 'Properties' })).toHaveAttribute('href', '/properties');
    expect(main.getByRole('link', { name: 'Rooms' })).toHaveAttribute('href', '/rooms');
    expect(main.getByRole('link', { name: 'Beds' })).toHaveAttribute('href', '/beds');

    await user.click(main.getByRole('link', { name: 'Beds' }));
    expect(await screen.findByRole('heading', { name: 'Beds' })).toBeInTheDocument();
  });

  it('shows the username with Settings and Log out, and no Login button', async () => {
    const { user } = await renderSignedIn();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'maria' }));
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Pine Street Hostel')).toBeInTheDocument();
  });

  it('shows a Login button when nobody is signed in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    installFakeFetch(signedOutRoutes());
    renderApp('/login');
    await screen.findByRole('form', { name: 'Login' });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'maria' })).not.toBeInTheDocument();
  });

  it('switches the theme, remembering the choice', async () => {
    const { user } = await renderSignedIn();
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'light');

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('starts with the stored theme', async () => {
    window.localStorage.setItem('theme', 'dark');
    await renderSignedIn();
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});
