import { buildApp } from './app';
import { fail, openConfiguredDatabase } from './cli/open';
import { prepareDatabase } from './setup/prepare';
import { scheduleBilling } from './jobs/billing-schedule';
import { scheduleItemsUpgrade } from './jobs/items-upgrade';
import { scheduleMailPolling } from './jobs/mail-poller';
import { scheduleMessageSending } from './jobs/message-sender';
import { businessLoader } from './modules/settings/settings.service';
import { SettingsStore } from './modules/settings/settings-store';
import { sealSsnHashes } from './modules/tenants/ssn';

/**
 * Starts the server: the database opened and prepared, the app built, listening, the jobs scheduled.
 * `webReady`: the web app's build, run meanwhile by `npm start` (scripts/start.mjs): the app serves
 * what the build wrote, so it is awaited before the app is built.
 */
export async function serve({ webReady }: { webReady?: Promise<unknown> } = {}) {
  const { config, database, release } = await openConfiguredDatabase();
  const prepared = await prepareDatabase(database, {
    admin: { username: config.adminUsername, password: config.adminPassword },
    seedDemo: config.seedDemo,
    firstSettings: { timeZone: config.businessTimezone, rentLeadDays: config.rentLeadDays },
  });
  // SSN hashes from before the secret (or seeded just now) are sealed with it once.
  await sealSsnHashes(database.db, config.settingsKey);
  const settings = new SettingsStore(businessLoader(database.db, config));
  await webReady;
  const app = await buildApp({ config, database, settings });

  let billing: { stop(): Promise<void> } | null = null;
  let mail: { stop(): Promise<void> } | null = null;
  let itemsUpgrade: { stop(): Promise<void> } | null = null;
  let messages: { stop(): Promise<void> } | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await Promise.all([billing?.stop(), mail?.stop(), itemsUpgrade?.stop(), messages?.stop()]);
    await app.close();
    await database.close();
    release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  let address: string;
  try {
    address = await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    release();
    fail(`cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  }

  // Rent: at start-up and every hour (not in buildApp, so tests run the job when they choose).
  billing = scheduleBilling(database.db, settings, config, app.log);
  // Payment notifications: the mailbox of Settings > Mail source, else MAIL_IMAP_URL or MAIL_IMAP_HOST.
  mail = scheduleMailPolling(database, settings, config, app.log);
  // A database from before decision 032: its stored ledger rows upgraded once, in batches, while it serves.
  itemsUpgrade = scheduleItemsUpgrade(database, app.log);
  // Messages to tenants: the outbox sent through Settings > Mail out, else SMTP_URL (issue 32).
  messages = scheduleMessageSending(database, settings, config, app.log);

  const lines = ['', `Bunkhouse is running at ${address}`];
  lines.push(`Database: ${database.engine === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`);
  const { mail: mailbox } = await settings.current();
  if (mailbox) lines.push(`Mail: polling ${mailbox.mailbox} on ${mailbox.host}`);
  if (prepared.admin) {
    lines.push(`Sign in as '${prepared.admin.username}' with password '${prepared.admin.password}'`);
    if (prepared.admin.generated) {
      lines.push('(generated now and shown only this once; change it with: npm run user -- passwd)');
    }
  } else {
    lines.push(
      `Sign in with your staff account (first admin: '${config.adminUsername}'; reset with npm run user -- passwd).`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}
