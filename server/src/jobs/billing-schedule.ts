import { todayIn } from '@bunkhouse/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { describeBilling, runBilling } from '../modules/billing/billing.service';

export const BILLING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the billing job now and then every hour, for today in the business time zone. A run never
 * overlaps the previous one in this process (other instances are handled by the job itself); a
 * failure is logged and the next hour tries again. `stop()` clears the timer and waits for a run in
 * progress, so the database can be closed after it.
 */
export function scheduleBilling(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  intervalMs = BILLING_INTERVAL_MS,
) {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runBilling(db, {
      today: todayIn(config.businessTimezone),
      leadDays: config.rentLeadDays,
      connections: config.billingConnections,
    })
      .then((report) => log.info({ billing: report }, describeBilling(report)))
      .catch((error: unknown) => log.error({ err: error }, 'billing failed; it runs again within the hour'))
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
