import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@bunkhouse/contract';
import type { BusinessSettings } from '@bunkhouse/contract';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { aSubType } from '../../../test/finance-fixtures';
import { messageSettingsRoutes } from '../../../test/messages-fixtures';
import { renderApp } from '../../../test/render-app';
import { aBusinessSettings, aSettingsUser } from '../../../test/settings-fixtures';

const FEE_TYPES = [
  aSubType({ id: 11, name: 'Late fee', type: 'fee' }),
  aSubType({ id: 12, name: 'Lost key', type: 'fee' }),
  aSubType({ id: 13, name: 'Old late fee', type: 'fee', is_active: false }),
];

const PERCENT_RULE = {
  late_fee_mode: 'percent',
  late_fee_percent: '5.00',
  late_fee_max: '40.00',
  late_fee_type_id: 11,
} as const;

async function openBusiness(settings: BusinessSettings, routes: Record<string, Reply> = {}) {
  const server = installFakeFetch({
    ...signedInRoutes(aSettingsUser()),
    'GET /api/settings/': () => json(200, settings),
    ...messageSettingsRoutes(),
    'GET /api/transaction-sub-types/': () => json(200, FEE_TYPES),
    ...routes,
  });
  const app = { ...renderApp('/settings'), ...server };
  const form = await screen.findByRole('form', { name: 'Business' });
  const field = (label: string) => within(form).getByLabelText(label);
  const mode = (name: string) => within(form).getByRole('radio', { name });
  const save = () => app.user.click(within(form).getByRole('button', { name: 'Save' }));
  const patches = () => app.requestsTo('PATCH', '/api/settings/').map((request) => request.body);
  return { ...app, form, field, mode, save, patches };
}

const errorUnder = (field: HTMLElement) => field.closest('.mb-3')?.querySelector('.invalid-feedback');

describe('settings: late fees', () => {
  it('shows the stored rule: its mode, percent, maximum and fee type, the active types offered', async () => {
    const app = await openBusiness(aBusinessSettings({ ...PERCENT_RULE, grace_days: 3 }));
    expect(within(app.form).getByRole('group', { name: 'Late fees' })).toHaveAccessibleDescription(
      'Charged once per rent charge still unpaid after its due date and the grace days. A payment received by then removes it.',
    );
    expect(app.field('Grace days')).toHaveValue(3);
    expect(app.mode('A percent of the late rent')).toBeChecked();
    expect(app.field('Percent of the late rent')).toHaveValue('5.00');
    expect(app.field('Maximum (optional)')).toHaveValue('40.00');
    expect(within(app.form).queryByLabelText('Late fee amount')).not.toBeInTheDocument();
    await waitFor(() => expect(app.field('Fee type')).toHaveDisplayValue('Late fee'));
    const offered = within(app.field('Fee type'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['Select...', 'Late fee', 'Lost key']);
    expect(app.queriesTo('GET', '/api/transaction-sub-types/')).toEqual(['?type=fee']);
    expect(within(app.form).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows only the grace days while late fees are off, and asks for no fee types', async () => {
    const app = await openBusiness(aBusinessSettings());
    expect(app.mode('Off')).toBeChecked();
    expect(app.field('Grace days')).toHaveValue(0);
    for (const label of ['Late fee amount', 'Percent of the late rent', 'Maximum (optional)', 'Fee type']) {
      expect(within(app.form).queryByLabelText(label)).not.toBeInTheDocument();
    }
    expect(app.queriesTo('GET', '/api/transaction-sub-types/')).toEqual([]);
  });

  it('sends only what changed: a percent with a maximum, not the flat amount typed before', async () => {
    const app = await openBusiness(aBusinessSettings({ late_fee_type_id: 11 }), {
      'PATCH /api/settings/': () => json(200, aBusinessSettings(PERCENT_RULE)),
    });
    await app.user.click(app.mode('A flat amount'));
    expect(app.field('Late fee amount')).toHaveValue('');
    await app.user.type(app.field('Late fee amount'), '25');
    await app.user.click(app.mode('A percent of the late rent'));
    expect(within(app.form).queryByLabelText('Late fee amount')).not.toBeInTheDocument();
    await app.user.type(app.field('Percent of the late rent'), '5');
    await app.user.type(app.field('Maximum (optional)'), '40');
    await app.save();

    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(app.patches()).toEqual([
      { late_fee_mode: 'percent', late_fee_percent: '5.00', late_fee_max: '40.00' },
    ]);
  });

  it('asks for the amount of a flat fee, and a percent of at most 100, before sending', async () => {
    const app = await openBusiness(aBusinessSettings({ late_fee_type_id: 11 }));
    await app.user.click(app.mode('A flat amount'));
    await app.save();
    await waitFor(() =>
      expect(errorUnder(app.field('Late fee amount'))).toHaveTextContent(
        SETTINGS_MESSAGES.lateFeeAmountNeeded,
      ),
    );

    await app.user.click(app.mode('A percent of the late rent'));
    await app.user.type(app.field('Percent of the late rent'), '120');
    await app.save();
    await waitFor(() =>
      expect(errorUnder(app.field('Percent of the late rent'))).toHaveTextContent(
        SETTINGS_MESSAGES.percentTooHigh,
      ),
    );
    expect(app.patches()).toHaveLength(0);
  });

  it("shows the server's refusal of the fee type under it", async () => {
    const app = await openBusiness(aBusinessSettings(PERCENT_RULE), {
      'PATCH /api/settings/': () => json(400, { late_fee_type_id: ['Select an active fee type.'] }),
    });
    await waitFor(() => expect(app.field('Fee type')).toBeEnabled());
    await app.user.selectOptions(app.field('Fee type'), 'Lost key');
    await app.save();
    await waitFor(() =>
      expect(errorUnder(app.field('Fee type'))).toHaveTextContent('Select an active fee type.'),
    );
    expect(app.patches()).toEqual([{ late_fee_type_id: 12 }]);
    expect(app.field('Fee type')).toHaveDisplayValue('Lost key');
  });

  it('clears the maximum by sending null', async () => {
    const app = await openBusiness(aBusinessSettings(PERCENT_RULE), {
      'PATCH /api/settings/': () => json(200, aBusinessSettings({ ...PERCENT_RULE, late_fee_max: null })),
    });
    await app.user.clear(app.field('Maximum (optional)'));
    await app.save();
    expect(await screen.findByText(SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    expect(app.patches()).toEqual([{ late_fee_max: null }]);
    const saved = await screen.findByRole('form', { name: 'Business' });
    expect(within(saved).getByLabelText('Maximum (optional)')).toHaveValue('');
  });

  it('names a chosen fee type that has since been deactivated', async () => {
    const app = await openBusiness(aBusinessSettings({ ...PERCENT_RULE, late_fee_type_id: 13 }));
    await waitFor(() => expect(app.field('Fee type')).toHaveDisplayValue('Old late fee (inactive)'));
  });
});
