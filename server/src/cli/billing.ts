import { businessLoader } from '../modules/settings/settings.service';
import { parseArgs } from 'node:util';
import { parseCalendarDate, todayIn } from '@bunkhouse/contract';
import { prepareDatabase } from '../setup/prepare';
import { describeBilling, runBilling } from '../modules/billing/billing.service';
import { fail, firstSettings, openConfiguredDatabase } from './open';

const USAGE = `Usage:
  npm run billing -- [--date YYYY-MM-DD]   (default: today in BUSINESS_TIMEZONE)`;

/**
 * Runs the billing job once for a given business day, as the server does every hour: creates and
 * charges the rent due by that day + the rent lead days, sets the order statuses for that day, and
 * charges the late fees due by it (Settings > Business).
 */
async function main() {
  let values: { date?: string };
  try {
    ({ values } = parseArgs({ options: { date: { type: 'string' } } }));
  } catch {
    fail(USAGE);
  }
  const parsed = values.date === undefined ? null : parseCalendarDate(values.date);
  if (parsed && 'problem' in parsed) fail(`--date must be a real day as YYYY-MM-DD.\n${USAGE}`);

  const { config, database, release } = await openConfiguredDatabase();
  try {
    await prepareDatabase(database, { firstSettings: firstSettings(config) });
    const business = await businessLoader(database.db, config)();
    const today = parsed?.date ?? todayIn(business.timeZone);
    const report = await runBilling(database.db, {
      today,
      leadDays: business.rentLeadDays,
      lateFees: business.lateFees.rule,
      graceDays: business.graceDays,
      connections: config.billingConnections,
    });
    console.log(describeBilling(report));
  } finally {
    await database.close();
    release();
  }
}

void main();
