import { todayIn } from '@bunkhouse/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { errorForLog } from '../db/errors';
import { describeBilling, runBilling } from '../modules/billing/billing.service';
import type { SettingsStore } from '../modules/settings/settings-store';

export const BILLING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the billing job now and then every hour, for today in the business time zone (the settings as they are at each run). A run never
 * overlaps the previous one in this process (other instances are handled by the job itself); a
 * failure is logged and the next hour tries again. `stop()` clears the timer and waits for a run in
 * progress, so the database can be closed after it.
 */
export function scheduleBilling(
  db: Db,
  settings: SettingsStore,
  config: Pick<Config, 'billingConnections'>,
  log: FastifyBaseLogger,
  intervalMs = BILLING_INTERVAL_MS,
) {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = settings
      .current()
      .then((business) =>
        runBilling(db, {
          today: todayIn(business.timeZone),
          leadDays: business.rentLeadDays,
          lateFees: business.lateFees.rule,
          graceDays: business.graceDays,
          connections: config.billingConnections,
        }),
      )
      .then((report) => log.info({ billing: report }, describeBilling(report)))
      .catch((error: unknown) =>
        log.error(errorForLog(error), 'billing failed; it runs again within the hour'),
      )
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
