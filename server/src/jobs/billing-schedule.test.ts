import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/app';
import { freshDatabase } from '../../test/database';
import { buildOrder } from '../../test/factories';
import type { Db } from '../db/database';
import * as billing from '../modules/billing/billing.service';
import { scheduleBilling } from './billing-schedule';

afterEach(() => vi.restoreAllMocks());

const fakeLog = () => ({ info: vi.fn(), error: vi.fn() }) as unknown as Parameters<typeof scheduleBilling>[2];

describe('the billing schedule of the server', () => {
  it('runs at once for today in the business time zone, then every interval, and stops cleanly', async () => {
    const database = await freshDatabase();
    await buildOrder(database.db, { startDate: '2026-03-01', today: '2026-03-01' });
    const run = vi.spyOn(billing, 'runBilling');
    const log = fakeLog();
    const schedule = scheduleBilling(
      database.db,
      testConfig({ businessTimezone: 'Pacific/Honolulu' }),
      log,
      50,
    );
    await vi.waitFor(() => expect(run.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    await schedule.stop();
    const calls = run.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(run.mock.calls.length).toBe(calls);
    expect(run.mock.calls[0]![1]).toMatchObject({ leadDays: 5, connections: 2 });
    expect(log.info).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringMatching(/^Billing for \d{4}-\d{2}-\d{2}/),
    );
  });

  it('logs a failed run and keeps going', async () => {
    const run = vi.spyOn(billing, 'runBilling').mockRejectedValueOnce(new Error('database went away'));
    const log = fakeLog();
    const schedule = scheduleBilling({} as Db, testConfig(), log, 20);
    await vi.waitFor(() => expect(run.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    await schedule.stop();
    expect(log.error).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('billing failed'));
  });
});
