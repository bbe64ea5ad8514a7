import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser, installFakeFetch, json, signedInRoutes, signedOutRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';

/** A server where login with maria/secret works and afterwards GET /api/user/ answers with her. */
function serverWithLogin(loginReply?: Reply) {
  let isSignedIn = false;
  return installFakeFetch({
    ...signedOutRoutes(),
    'GET /api/user/': () =>
      isSignedIn ? json(200, aUser()) : json(401, { detail: 'Not signed in', code: 'not_authenticated' }),
    'POST /api/login/':
      loginReply ??
      ((request) => {
        const body = request.body as { username: string; password: string };
        if (body.username !== 'maria' || body.password !== 'secret') {
          return json(400, { error: 'Invalid username or password.' });
        }
        isSignedIn = true;
        return json(200, aUser());
      }),
  });
}

async function openLogin(path = '/login') {
  vi.spyOn(console, 'warn').mockImplementation(() => {}); // the startup check finds no user
  const app = renderApp(path);
  const form = within(await screen.findByRole('form', { name: 'Login' }));
  return { ...app, form };
}

async function logIn(app: Awaited<ReturnType<typeof openLogin>>, username: string, password: string) {
  await app.user.type(app.form.getByRole('textbox', { name: 'Username' }), username);
  await app.user.type(app.form.getByLabelText('Password'), password);
  await app.user.click(app.form.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it('shows and hides the password', async () => {
    serverWithLogin();
    const app = await openLogin();
    const password = app.form.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await app.user.click(app.form.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');

    await app.user.click(app.form.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('asks for both fields before calling the server', async () => {
    const { requestsTo } = serverWithLogin();
    const app = await openLogin();
    await app.user.click(app.form.getByRole('button', { name: 'Login' }));

    expect(app.form.getAllByText('This field is required.')).toHaveLength(2);
    expect(requestsTo('POST', '/api/login/')).toHaveLength(0);

    await app.user.type(app.form.getByRole('textbox', { name: 'Username' }), 'm');
    expect(app.form.getAllByText('This field is required.')).toHaveLength(1);
  });

  it('marks both fields required, and a failed login moves focus to what needs fixing', async () => {
    serverWithLogin();
    const app = await openLogin();
    const username = app.form.getByRole('textbox', { name: 'Username' });
    const password = app.form.getByLabelText('Password');
    expect(username).toHaveAttribute('aria-required', 'true');
    expect(password).toHaveAttribute('aria-required', 'true');

    await app.user.type(username, 'maria');
    await app.user.click(app.form.getByRole('button', { name: 'Login' }));
    expect(password).toHaveFocus();

    await app.user.type(password, 'wrong{Enter}');
    const message = await screen.findByRole('alert');
    await waitFor(() => expect(message).toHaveFocus());
  });

  it("shows the server's error for wrong credentials", async () => {
    serverWithLogin();
    const app = await openLogin();
    await logIn(app, 'maria', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(app.currentPath()).toBe('/login');
  });

  it("shows 'Login failed. Please try again.' when the server gives no reason", async () => {
    serverWithLogin(() => Promise.reject(new TypeError('Failed to fetch')));
    const app = await openLogin();
    await logIn(app, 'maria', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('shows the throttling message on 429', async () => {
    serverWithLogin(() =>
      json(429, { detail: 'Too many attempts. Try again in 60 seconds.', code: 'throttled' }),
    );
    const app = await openLogin();
    await logIn(app, 'maria', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 60 seconds.');
  });

  it('says so when the login worked but the user cannot be read', async () => {
    serverWithLogin(() => json(200, aUser()));
    const app = await openLogin();
    await logIn(app, 'maria', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login succeeded, but user data not found.');
  });

  it('returns to the page the user asked for, sending the CSRF token', async () => {
    const { requestsTo } = serverWithLogin();
    const app = await openLogin('/info');
    expect(app.currentPath()).toBe('/login');

    await logIn(app, 'maria', 'secret');

    expect(await screen.findByRole('heading', { name: 'Help & Info' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/info');
    expect(screen.getByRole('button', { name: 'maria' })).toBeInTheDocument();
    const [login] = requestsTo('POST', '/api/login/');
    expect(login?.body).toEqual({ username: 'maria', password: 'secret' });
    expect(login?.headers.get('X-CSRFToken')).toBe('test-csrf-token');
  });

  it('opens the dashboard after a login without a remembered page', async () => {
    serverWithLogin();
    const app = await openLogin();
    await logIn(app, 'maria', 'secret');
    expect(await screen.findByRole('heading', { name: 'Business Dashboard' })).toBeInTheDocument();
  });

  it('sends a signed-in user from /login to the dashboard', async () => {
    installFakeFetch(signedInRoutes());
    const { currentPath } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Business Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });
});
