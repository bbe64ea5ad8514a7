import { SETTINGS_MESSAGES, type BusinessSettings } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { fieldErrors, useTestApp } from '../../../test/app';
import { sql } from '../../db/sql';

/** Settings > Business's late fees through the API (issue 30, decision 038). */
const ctx = useTestApp({ signedIn: { permissions: ['settings.change'] } });
const settings = async () => (await ctx.client.get('/api/settings/')).json() as BusinessSettings;

describe('late fee settings', () => {
  it('sets late fees: a flat fee or a percent of the rent with a maximum, of a fee type; refuses a rule that cannot charge', async () => {
    const before = await settings();
    expect(before).toMatchObject({ late_fee_mode: 'off', late_fee_amount: '0.00', late_fee_max: null });
    expect(before.late_fee_type_id).toEqual(expect.any(Number)); // the seeded "Late fee"
    const refused = async (body: Record<string, unknown>) =>
      fieldErrors(await ctx.client.patch('/api/settings/', body));
    expect(await refused({ late_fee_mode: 'flat' })).toEqual({
      late_fee_amount: [SETTINGS_MESSAGES.lateFeeAmountNeeded],
    });
    expect(await refused({ late_fee_mode: 'percent', late_fee_percent: '120' })).toEqual({
      late_fee_percent: [SETTINGS_MESSAGES.percentTooHigh],
    });
    const [cash] = await ctx.database.db.query<{ id: number }>(
      sql`SELECT id FROM transaction_sub_types WHERE type = 'payment' AND name = 'Cash'`,
    );
    expect(await refused({ late_fee_type_id: cash!.id })).toEqual({
      late_fee_type_id: ['Select an active fee type.'],
    });
    expect(await settings()).toEqual(before);

    const saved = await ctx.client.patch('/api/settings/', {
      late_fee_mode: 'percent',
      late_fee_percent: '5',
      late_fee_max: '40',
    });
    expect(saved.json()).toMatchObject({
      late_fee_mode: 'percent',
      late_fee_percent: '5.00',
      late_fee_max: '40.00',
    });
    const [entry] = await ctx.database.db.query<{ changes: Record<string, unknown> }>(
      sql`SELECT changes FROM audit_log WHERE entity = 'settings' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry!.changes).toEqual({
      late_fee_mode: { from: 'off', to: 'percent' },
      late_fee_percent: { from: '0.00', to: '5.00' },
      late_fee_max: { from: null, to: '40.00' },
    });
    const off = await ctx.client.patch('/api/settings/', { late_fee_mode: 'off', late_fee_max: null });
    expect(off.json()).toMatchObject({ late_fee_mode: 'off', late_fee_max: null });
  });
});
