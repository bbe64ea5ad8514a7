import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@bunkhouse/contract';
import type { BusinessSettings } from '@bunkhouse/contract';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { messageSettingsRoutes } from '../../../test/messages-fixtures';
import { renderApp } from '../../../test/render-app';
import { aBusinessSettings, aSettingsUser } from '../../../test/settings-fixtures';

const FIXED = { deposit_mode: 'fixed', deposit_amount: '300.00' } as const;

async function openBusiness(settings: BusinessSettings, routes: Record<string, Reply> = {}) {
  const server = installFakeFetch({
    ...signedInRoutes(aSettingsUser()),
    'GET /api/settings/': () => json(200, settings),
    ...messageSettingsRoutes(),
    ...routes,
  });
  const app = { ...renderApp('/settings'), ...server };
  const form = await screen.findByRole('form', { name: 'Business' });
  const group = within(form).getByRole('group', { name: 'Security deposits' });
  const amount = () => within(group).getByLabelText('Deposit amount');
  const mode = (name: string) => within(group).getByRole('radio', { name });
  const save = () => app.user.click(within(form).getByRole('button', { name: 'Save' }));
  const patches = () => app.requestsTo('PATCH', '/api/settings/').map((request) => request.body);
  return { ...app, form, group, amount, mode, save, patches };
}

const errorUnder = (field: HTMLElement) => field.closest('.mb-3')?.querySelector('.invalid-feedback');

describe('settings: security deposits', () => {
  it('shows the stored default: a fixed deposit with its amount', async () => {
    const app = await openBusiness(aBusinessSettings(FIXED));
    expect(app.group).toHaveAccessibleDescription(
      'Charged with the order and held, not earned, until the deposit is settled at move-out. Each order may change it.',
    );
    expect(
      within(app.group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('id')),
    ).toEqual(['business-deposit_mode-none', 'business-deposit_mode-fixed', 'business-deposit_mode-rent']);
    expect(app.mode('A fixed amount')).toBeChecked();
    expect(app.amount()).toHaveValue('300.00');
    expect(within(app.form).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows no amount without a fixed deposit', async () => {
    const app = await openBusiness(aBusinessSettings({ deposit_mode: 'rent', deposit_amount: '300.00' }));
    expect(app.mode("One period's rent")).toBeChecked();
    expect(within(app.group).queryByLabelText('Deposit amount')).not.toBeInTheDocument();
    await app.user.click(app.mode('None'));
    expect(within(app.group).queryByLabelText('Deposit amount')).not.toBeInTheDocument();
  });

  it('saves a fixed deposit with the rest of the form, only what changed', async () => {
    const app = await openBusiness(aBusinessSettings(), {
      'PATCH /api/settings/': () =>
        json(200, aBusinessSettings({ grace_days: 2, deposit_mode: 'fixed', deposit_amount: '250.00' })),
    });
    expect(app.mode('None')).toBeChecked();
    await app.user.click(app.mode('A fixed amount'));
    expect(app.amount()).toHaveValue('');
    await app.user.type(app.amount(), '250');
    const grace = within(app.form).getByLabelText('Grace days');
    await app.user.clear(grace);
    await app.user.type(grace, '2');
    await app.save();

    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(app.patches()).toEqual([{ grace_days: 2, deposit_mode: 'fixed', deposit_amount: '250.00' }]);
    const saved = await screen.findByRole('form', { name: 'Business' });
    expect(within(saved).getByLabelText('Deposit amount')).toHaveValue('250.00');
  });

  it("chooses one period's rent without sending the amount typed before", async () => {
    const app = await openBusiness(aBusinessSettings(FIXED), {
      'PATCH /api/settings/': () => json(200, aBusinessSettings({ ...FIXED, deposit_mode: 'rent' })),
    });
    await app.user.clear(app.amount());
    await app.user.type(app.amount(), '99');
    await app.user.click(app.mode("One period's rent"));
    await app.save();
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(app.patches()).toEqual([{ deposit_mode: 'rent' }]);
  });

  it('asks for the amount of a fixed deposit before sending', async () => {
    const app = await openBusiness(aBusinessSettings());
    await app.user.click(app.mode('A fixed amount'));
    await app.save();
    await waitFor(() =>
      expect(errorUnder(app.amount())).toHaveTextContent(SETTINGS_MESSAGES.depositAmountNeeded),
    );
    expect(app.amount()).toHaveFocus();
    expect(app.patches()).toHaveLength(0);
  });

  it("shows the server's refusal of the amount under it", async () => {
    const app = await openBusiness(aBusinessSettings(FIXED), {
      'PATCH /api/settings/': () => json(400, { deposit_amount: [SETTINGS_MESSAGES.depositAmountNeeded] }),
    });
    await app.user.clear(app.amount());
    await app.user.type(app.amount(), '250');
    await app.save();
    await waitFor(() =>
      expect(errorUnder(app.amount())).toHaveTextContent(SETTINGS_MESSAGES.depositAmountNeeded),
    );
    expect(app.amount()).toHaveClass('is-invalid');
  });
});
