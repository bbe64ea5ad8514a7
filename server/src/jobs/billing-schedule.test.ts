import { todayIn } from '@bunkhouse/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/app';
import { freshDatabase } from '../../test/database';
import { buildOrder } from '../../test/factories';
import type { Db } from '../db/database';
import { sql } from '../db/sql';
import * as billing from '../modules/billing/billing.service';
import { businessLoader } from '../modules/settings/settings.service';
import { SettingsStore } from '../modules/settings/settings-store';
import { scheduleBilling } from './billing-schedule';

afterEach(() => vi.restoreAllMocks());

const fakeLog = () => ({ info: vi.fn(), error: vi.fn() }) as unknown as Parameters<typeof scheduleBilling>[3];
const storeOn = (db: Db) => new SettingsStore(businessLoader(db, testConfig()));

describe('the billing schedule of the server', () => {
  it('runs at once for today in the business time zone of the settings, then every interval, and stops cleanly', async () => {
    const database = await freshDatabase();
    await buildOrder(database.db, { startDate: '2026-03-01', today: '2026-03-01' });
    await database.db.query(
      sql`UPDATE business_settings SET time_zone = 'Pacific/Honolulu', rent_lead_days = 3`,
    );
    const run = vi.spyOn(billing, 'runBilling');
    const log = fakeLog();
    const schedule = scheduleBilling(database.db, storeOn(database.db), testConfig(), log, 50);
    await vi.waitFor(() => expect(run.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    await schedule.stop();
    const calls = run.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(run.mock.calls.length).toBe(calls);
    expect(run.mock.calls[0]![1]).toMatchObject({ leadDays: 3, connections: 2 });
    expect([
      todayIn('Pacific/Honolulu'),
      todayIn('Pacific/Honolulu', new Date(Date.now() - 60_000)),
    ]).toContain(run.mock.calls[0]![1].today);
    expect(log.info).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringMatching(/^Billing for \d{4}-\d{2}-\d{2}/),
    );
  });

  it('logs a failed run and keeps going', async () => {
    const run = vi.spyOn(billing, 'runBilling').mockRejectedValueOnce(new Error('database went away'));
    const log = fakeLog();
    const database = await freshDatabase();
    const schedule = scheduleBilling(database.db, storeOn(database.db), testConfig(), log, 20);
    await vi.waitFor(() => expect(run.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    await schedule.stop();
    expect(log.error).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('billing failed'));
  });
});
