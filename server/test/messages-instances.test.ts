import type { ChildProcess } from 'node:child_process';
import { addDays, todayIn } from '@bunkhouse/contract';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openPostgres } from '../src/db/open';
import { sql } from '../src/db/sql';
import { runBilling } from '../src/modules/billing/billing.service';
import { createPostgresDatabase, engine, scratchDatabaseName } from './database';
import { buildOrder } from './factories';
import { startMailRelay, type TestMailRelay } from './mta';
import { runProcess, type RunningProcess } from './processes';

/**
 * The outbox over two real server processes (issue 32): a billing run over 1,000 tenants queues
 * 1,000 reminders; both servers send (one sender at a time, an advisory lock); the one sending is
 * killed with kill -9 mid-run; the other takes over. Every reminder reaches the MTA (Debian's exim4,
 * delivering into Dovecot), none twice but at most the one in flight at the kill (decision 044: the
 * same Message-ID, which a mail client shows once).
 */
const TENANTS = 1_000;
const RUNNING = /Bunkhouse is running at (http:\/\/[\d.]+:\d+)/;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(engine === 'postgres')('the outbox on two instances, one killed mid-run', () => {
  const children: ChildProcess[] = [];
  let relay: TestMailRelay;
  let database: Database;
  let env: Record<string, string>;

  const startServer = async () => {
    const server = runProcess('src/main.ts', [], env, children);
    await server.output(RUNNING);
    return server;
  };
  const sent = async () =>
    (
      await database.db.query<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM messages WHERE status = 'sent'`,
      )
    )[0]!.n;

  beforeAll(async () => {
    relay = await startMailRelay();
    env = {
      DATABASE_URL: await createPostgresDatabase(scratchDatabaseName('messages')),
      SEED_DEMO: 'false',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'outbox battery passphrase',
      SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
      SMTP_FROM: 'Oak Street Housing <office@oak.example>',
      MESSAGES_SEND_SECONDS: '1',
    };
    database = openPostgres(env.DATABASE_URL!);
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await database?.close();
    await relay?.stop();
  });

  it('delivers each of 1,000 reminders, once but for the one in flight at the kill', async () => {
    const first: RunningProcess = await startServer(); // migrates
    const today = todayIn('America/New_York');
    for (let i = 0; i < TENANTS; i++) await buildOrder(database.db, { startDate: addDays(today, 2), today });
    await database.db.query(
      sql`UPDATE message_settings SET messages_on = true, public_url = 'https://rent.oak.example', reminder_days = 3`,
    );
    const report = await runBilling(database.db, { today, leadDays: 5 });
    expect(report.messages).toBe(TENANTS);

    // The first server sends; the second waits for the sender's lock.
    while ((await sent()) < 200) await pause(50);
    const second = await startServer();
    while ((await sent()) < 400) await pause(50);
    first.child.kill('SIGKILL');
    await first.exited;
    const atKill = await sent();
    expect(atKill).toBeLessThan(TENANTS); // killed mid-run

    for (let waited = 0; (await sent()) < TENANTS; waited += 200) {
      if (waited > 180_000) throw new Error(`only ${await sent()} of ${TENANTS} sent: ${second.err()}`);
      await pause(200);
    }
    const delivered = await relay.waitFor(TENANTS, 120_000);
    const parsed = await Promise.all(delivered.map((m) => simpleParser(m.raw)));
    const byMessage = new Map<string, number>();
    for (const mail of parsed) {
      const id = String(mail.headers.get('x-bunkhouse-message'));
      byMessage.set(id, (byMessage.get(id) ?? 0) + 1);
    }
    const ids = await database.db.query<{ id: string; to_address: string }>(
      sql`SELECT id::text, to_address FROM messages ORDER BY id`,
    );
    expect(ids).toHaveLength(TENANTS);
    expect(ids.filter((m) => !byMessage.has(m.id))).toEqual([]); // none lost
    const doubled = [...byMessage.values()].filter((n) => n > 1);
    expect(doubled.length).toBeLessThanOrEqual(1); // at most the one in flight
    expect(parsed.length - byMessage.size).toBeLessThanOrEqual(1);
    const addressOf = new Map(ids.map((m) => [m.id, m.to_address]));
    for (const mail of parsed)
      expect(mail.to).toMatchObject({ text: addressOf.get(String(mail.headers.get('x-bunkhouse-message'))) });
    second.child.kill('SIGTERM');
    await second.exited;
  }, 600_000);
});
