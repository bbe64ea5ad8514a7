import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from '../lib/api-client';
import { aUser, installFakeFetch, json, signedInRoutes, signedOutRoutes } from '../test/fake-fetch';
import { renderApp } from '../test/render-app';
import { cachedPrivateQueries } from '../test/settings-fixtures';

/** Signed in as a user who may see tenants only (fake-fetch's `aUser`), or as `user`. */
function renderSignedIn(path: string, extraRoutes = {}, user = aUser()) {
  const server = installFakeFetch({ ...signedInRoutes(user), ...extraRoutes });
  return { ...renderApp(path), ...server };
}

describe('routes', () => {
  it('shows the 404 page inside the shell for an unknown path', async () => {
    renderSignedIn('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("Oops! The page you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bunkhouse' })).toBeInTheDocument();
    expect(screen.getByText(/© \d{4} Bunkhouse/)).toBeInTheDocument();
  });

  it('shows the error pages', async () => {
    renderSignedIn('/403');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Safety' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/403-csrf', 'Form Error', 'Security check failed. Please refresh the page and try again.'],
    ['/500', 'Server Error', 'Something went wrong on our end. Please try again later.'],
  ])('shows %s', async (path, heading, text) => {
    renderSignedIn(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows the Settings screen with My account', async () => {
    renderSignedIn('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
  });

  it('sends a screen the user may not open to the 403 page, asking nothing of its API', async () => {
    const { currentPath, requests } = renderSignedIn('/payment-candidates');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(currentPath()).toBe('/403');
    expect(requests.filter((r) => r.url.startsWith('/api/payment-candidates/'))).toEqual([]);
  });

  it('shows the Help & Info page', async () => {
    renderSignedIn('/info');
    expect(await screen.findByRole('heading', { name: 'Help & Info', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Each tenant has one active order/)).toBeInTheDocument();

    const money = screen.getByRole('region', { name: 'How money moves' });
    expect(money).toHaveTextContent(/Rent is posted 5 days before its due date/);
    expect(money).toHaveTextContent(/covers the oldest unpaid charge first/);
    expect(money).toHaveTextContent(/A void reverses a payment or fee with a new row/);
    expect(money).toHaveTextContent(/Payment Candidates page/);
    const screens = screen.getByRole('region', { name: 'Where things are' });
    expect(within(screens).getByRole('link', { name: 'Business Dashboard' })).toHaveAttribute('href', '/');
    expect(within(screens).getByRole('link', { name: 'Tenants' })).toHaveAttribute('href', '/tenants');
    // The screens this user (tenants.view only) may not open are named without a link.
    expect(within(screens).getAllByRole('link')).toHaveLength(3);
    expect(within(screens).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    expect(within(screens).queryByRole('link', { name: 'Records' })).not.toBeInTheDocument();
    expect(screens).toHaveTextContent(/Records: rent due, paid and overdue/);
  });

  it('links every screen of the Help & Info page for a superuser', async () => {
    renderSignedIn('/info', {}, aUser({ is_superuser: true, permissions: [] }));
    const screens = await screen.findByRole('region', { name: 'Where things are' });
    expect(within(screens).getByRole('link', { name: 'Records' })).toHaveAttribute('href', '/records');
    expect(within(screens).getByRole('link', { name: 'Board' })).toHaveAttribute('href', '/board');
    expect(within(screens).getAllByRole('link')).toHaveLength(10);
  });

  it.each([
    ['/403', 'Access Denied', 'link', 'Back to Safety'],
    ['/403-csrf', 'Form Error', 'button', 'Reload the page'],
    ['/500', 'Server Error', 'link', 'Back to Safety'],
  ] as const)(
    'shows %s to a visitor without a session, with a way out',
    async (path, heading, role, name) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      installFakeFetch(signedOutRoutes());
      const { currentPath } = renderApp(path);
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(screen.getByRole(role, { name })).toBeInTheDocument();
      expect(currentPath()).toBe(path);
    },
  );

  it('keeps authenticated pages from a visitor without a session', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    installFakeFetch(signedOutRoutes());
    const { currentPath } = renderApp('/info');
    await screen.findByRole('form', { name: 'Login' });
    expect(currentPath()).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Help & Info' })).not.toBeInTheDocument();
  });
});

describe('server errors while using the app', () => {
  it.each([
    [
      json(403, { detail: 'CSRF Failed: CSRF token missing.', code: 'csrf_failed' }),
      '/403-csrf',
      'Form Error',
    ],
    [json(403, { detail: 'Permission denied.', code: 'permission_denied' }), '/403', 'Access Denied'],
    [json(500, { detail: 'Internal server error', code: 'server_error' }), '/500', 'Server Error'],
  ])('a %# answer opens %s', async (response, path, heading) => {
    const { currentPath } = renderSignedIn('/info', { 'GET /api/transactions/': response });
    await screen.findByRole('heading', { name: 'Help & Info' });

    await act(() => apiClient.get('/api/transactions/').catch(() => undefined));

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(currentPath()).toBe(path);
  });

  it("the 500 page's Try again opens the page the user was on; Back to Safety the dashboard", async () => {
    const { currentPath, user } = renderSignedIn('/info', {
      'GET /api/transactions/': json(500, { detail: 'Internal server error', code: 'server_error' }),
    });
    await screen.findByRole('heading', { name: 'Help & Info' });
    await act(() => apiClient.get('/api/transactions/').catch(() => undefined));
    expect(await screen.findByRole('heading', { name: 'Server Error' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Safety' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Help & Info' })).toBeInTheDocument();
    expect(currentPath()).toBe('/info');
  });

  it('the CSRF page reloads the page the user was on', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user } = renderSignedIn('/info', {
      'GET /api/transactions/': json(403, {
        detail: 'CSRF Failed: CSRF token missing.',
        code: 'csrf_failed',
      }),
    });
    await screen.findByRole('heading', { name: 'Help & Info' });
    await act(() => apiClient.get('/api/transactions/').catch(() => undefined));
    await user.click(await screen.findByRole('button', { name: 'Reload the page' }));
    expect(assign).toHaveBeenCalledWith('/info');
    vi.unstubAllGlobals();
  });

  it('sends the user to log in when the session has expired, and back afterwards', async () => {
    let isSessionValid = true;
    const { currentPath, user, queryClient, router } = renderSignedIn(
      '/rooms?search=12',
      {
        'GET /api/rooms/': () =>
          isSessionValid
            ? json(200, { count: 0, next: null, previous: null, results: [] })
            : json(401, { detail: 'Session expired', code: 'not_authenticated' }),
        'POST /api/login/': () => {
          isSessionValid = true;
          return json(200, {});
        },
      },
      aUser({ permissions: ['places.view'] }),
    );
    await screen.findByRole('heading', { name: 'Rooms' });
    expect(await screen.findByText('No data available')).toBeInTheDocument();

    isSessionValid = false;
    await act(() => apiClient.get('/api/rooms/').catch(() => undefined));

    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(screen.queryByRole('button', { name: 'maria' })).not.toBeInTheDocument();
    expect(cachedPrivateQueries(queryClient)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'maria');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentPath()).toBe('/rooms'));
    expect(router.state.location.search).toBe('?search=12');
    expect(await screen.findByRole('heading', { name: 'Rooms' })).toBeInTheDocument();
  });
});
