import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@bunkhouse/contract';
import { installFakeFetch, json, signedInRoutes, type Reply } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';

function openSettings(reply: Reply) {
  const server = installFakeFetch({ ...signedInRoutes(), 'POST /api/user/password/': reply });
  renderApp('/settings');
  return server;
}

async function fill(current: string, next: string, repeat = next) {
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Change password' });
  await user.type(within(form).getByLabelText('Current password'), current);
  await user.type(within(form).getByLabelText('New password'), next);
  await user.type(within(form).getByLabelText('Repeat the new password'), repeat);
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  return form;
}

describe('settings: my account', () => {
  it('changes the password, says so and empties the form', async () => {
    const server = openSettings(json(200, { detail: ACCOUNT_MESSAGES.changed }));
    const form = await fill('old secret 123', 'a quiet river at dawn');
    expect(await screen.findByText(ACCOUNT_MESSAGES.changed)).toBeInTheDocument();
    expect(server.requestsTo('POST', '/api/user/password/')[0]!.body).toEqual({
      current_password: 'old secret 123',
      new_password: 'a quiet river at dawn',
      repeat_password: 'a quiet river at dawn',
    });
    await waitFor(() => expect(within(form).getByLabelText('New password')).toHaveValue(''));
  });

  it('checks the length before sending', async () => {
    const server = openSettings(json(400, { current_password: [ACCOUNT_MESSAGES.wrongCurrent] }));
    await fill('old secret 123', 'short', 'short');
    expect(await screen.findByText(ACCOUNT_MESSAGES.tooShort)).toBeInTheDocument();
    expect(server.requestsTo('POST', '/api/user/password/')).toHaveLength(0);
  });

  it('shows a refusal from the server under the field it names', async () => {
    openSettings(json(400, { current_password: [ACCOUNT_MESSAGES.wrongCurrent] }));
    await fill('wrong one here', 'a quiet river at dawn');
    expect(await screen.findByText(ACCOUNT_MESSAGES.wrongCurrent)).toBeInTheDocument();
  });

  it('refuses two new passwords that differ without sending them', async () => {
    const server = openSettings(json(200, { detail: ACCOUNT_MESSAGES.changed }));
    await fill('old secret 123', 'a quiet river at dawn', 'a quiet river at dusk');
    expect(await screen.findByText(ACCOUNT_MESSAGES.mismatch)).toBeInTheDocument();
    expect(server.requestsTo('POST', '/api/user/password/')).toHaveLength(0);
  });
});

describe('settings: the theme', () => {
  it('switches the page to dark and back, as the navbar toggle does', async () => {
    openSettings(json(200, {}));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'light');
  });
});
