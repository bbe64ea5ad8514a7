import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { addDays, todayIn } from '@bunkhouse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openPostgres } from '../src/db/open';
import { sql } from '../src/db/sql';
import { createPostgresDatabase, engine, scratchDatabaseName } from './database';
import { startDovecot, type TestImapServer } from './dovecot';
import { buildBed, buildOrder, buildTenant, subTypeIdOf } from './factories';
import { expectLedgerSound } from './ledger-helpers';
import { TRUSTED_AUTHSERV_ID, venmoMail } from './mail';
import { NGINX, startNginx } from './nginx';
import { HttpSession, runProcess, type RunningProcess } from './processes';

/**
 * Three real server processes on one PostgreSQL behind nginx with the shipped configuration (issue
 * 16), each running billing and the mail poller as in production: sessions hold across them, money
 * races through the proxy keep the ledger exact, billing started on two at once charges each rent
 * once, two reservations of one bed's days sent to two of them make one, and a payment mail seen by
 * three pollers becomes one candidate.
 */
const ADMIN = { username: 'admin', password: 'instances battery passphrase' };
const RUNNING = /Bunkhouse is running at (http:\/\/[\d.]+:\d+)/;
const CLIENTS = Number(process.env.BATTERY_CLIENTS ?? 16);
/** Per client: 5 here (every client's payments, fees and voids at once), 100 in `npm run battery`. */
const OPERATIONS = Number(process.env.BATTERY_OPERATIONS ?? 5);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(engine === 'postgres' && fs.existsSync(NGINX))('three instances behind nginx', () => {
  const children: ChildProcess[] = [];
  const servers: RunningProcess[] = [];
  const bases: string[] = [];
  let database: Database;
  let imap: TestImapServer;
  let proxy: { port: number; stop(): Promise<void> };
  let env: Record<string, string>;
  let ordersBefore: number;

  async function startServer() {
    const server = runProcess('src/main.ts', [], env, children);
    servers.push(server);
    await server.output(RUNNING);
    bases.push(RUNNING.exec(server.out())![1]!);
  }

  beforeAll(async () => {
    imap = await startDovecot();
    env = {
      DATABASE_URL: await createPostgresDatabase(scratchDatabaseName('instances')),
      SEED_DEMO: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: '127.0.0.1',
      MAIL_IMAP_HOST: imap.host,
      MAIL_IMAP_PORT: String(imap.port),
      MAIL_IMAP_TLS: 'false',
      MAIL_IMAP_USER: imap.user,
      MAIL_IMAP_PASSWORD: imap.password,
      MAIL_IMAP_MAILBOX: imap.mailbox,
      MAIL_TRUSTED_AUTHSERV_ID: TRUSTED_AUTHSERV_ID,
    };
    await startServer(); // the first one migrates and makes the admin
    database = openPostgres(env.DATABASE_URL!);
    // Weekly orders whose rent is charged 5 days ahead; then 28 days ahead, which the billing of the
    // two servers started next charges, both at once.
    for (let i = 0; i < 12; i++)
      await buildOrder(database.db, { periodPayment: 'weekly', rentAmount: '150.00' });
    ordersBefore = await countOf('rent_confirmations');
    const first = await new HttpSession(bases[0]!).login(ADMIN.username, ADMIN.password);
    expect((await first.request('PATCH', '/api/settings/', { rent_lead_days: 28 })).status).toBe(200);
    await Promise.all([startServer(), startServer()]);
    proxy = await startNginx(bases.map((b) => Number(new URL(b).port)));
  }, 180_000);

  afterAll(async () => {
    await proxy?.stop();
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await database?.close();
    await imap?.stop();
  });

  const countOf = async (table: string) =>
    (await database.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!
      .n;

  it('keeps a session made on one instance on the others and through the proxy', async () => {
    const session = await new HttpSession(`http://127.0.0.1:${proxy.port}`).login(
      ADMIN.username,
      ADMIN.password,
    );
    for (let i = 0; i < 9; i++) expect((await session.request('GET', '/api/user/')).status).toBe(200);
    for (const base of bases) {
      session.base = base;
      expect((await session.request('GET', '/api/user/')).status, base).toBe(200);
    }
  });

  it('charges the rent the longer lead brings once, though two instances billed at once', async () => {
    // Both new servers ran billing at start-up; wait until the rent they charge is there.
    for (let i = 0; i < 600 && (await countOf('rent_confirmations')) <= ordersBefore; i++) await pause(100);
    const doubled = await database.db.query(
      sql`SELECT order_id, rent_due_date FROM rent_confirmations GROUP BY 1, 2 HAVING count(*) > 1`,
    );
    expect(doubled).toEqual([]);
    expect(await countOf('rent_confirmations')).toBeGreaterThan(ordersBefore);
    await expectLedgerSound(database.db);
  });

  it(`keeps the ledger exact under ${CLIENTS} clients through the proxy, an Idempotency-Key racing on three instances`, async () => {
    const tenants = await Promise.all(Array.from({ length: 6 }, () => buildTenant(database.db)));
    const cash = await subTypeIdOf(database.db, 'payment', 'Cash');
    const lateFee = await subTypeIdOf(database.db, 'fee', 'Late fee');
    const unexpected: string[] = [];
    const made = new Set<number>();
    const client = async (c: number) => {
      const session = await new HttpSession(`http://127.0.0.1:${proxy.port}`).login(
        ADMIN.username,
        ADMIN.password,
      );
      const mine: number[] = [];
      for (let i = 0; i < OPERATIONS; i++) {
        const tenant = tenants[(c + i) % tenants.length]!.id;
        const roll = (c * 31 + i * 17) % 10;
        let res;
        if (roll < 5) {
          const body = {
            tenant_id: tenant,
            amount: `${10 + i}.${String(c).padStart(2, '0')}`,
            method_id: cash,
          };
          res = await session.request('POST', '/api/payments/', body, { 'idempotency-key': `c${c}-${i}` });
          if (res.status === 201) mine.push((res.json() as { id: number }).id);
        } else if (roll < 8) {
          res = await session.request('POST', '/api/fees/', {
            tenant_id: tenant,
            amount: '7.25',
            type_id: lateFee,
          });
        } else if (mine.length) {
          res = await session.request('POST', `/api/payments/${mine.shift()}/void/`, {
            reason: 'Entered twice',
          });
        } else continue;
        if (res.status >= 300) unexpected.push(`${res.status} ${res.body}`);
      }
      for (const id of mine) made.add(id);
    };
    // One key sent to each instance at once: one payment, whoever wins.
    const raced = { tenant_id: tenants[0]!.id, amount: '99.99', method_id: cash };
    const racers = await Promise.all(
      bases.map((base) => new HttpSession(base).login(ADMIN.username, ADMIN.password)),
    );
    const [answers] = await Promise.all([
      Promise.all(
        racers.map((s) => s.request('POST', '/api/payments/', raced, { 'idempotency-key': 'raced' })),
      ),
      Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c))),
    ]);
    expect(unexpected).toEqual([]);
    expect(
      answers.every((a) => a.status === 201 || a.status === 409),
      answers.map((a) => a.body).join(),
    ).toBe(true);
    const [{ n }] = (await database.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM payments WHERE amount = 99.99`,
    )) as [{ n: number }];
    expect(n).toBe(1);
    await expectLedgerSound(database.db);
  });

  it('makes one of two reservations of one bed for shared days sent to two instances at once', async () => {
    const bed = await buildBed(database.db);
    const tenants = await Promise.all([buildTenant(database.db), buildTenant(database.db)]);
    const racers = await Promise.all(
      bases.slice(0, 2).map((base) => new HttpSession(base).login(ADMIN.username, ADMIN.password)),
    );
    // Both future starts, open-ended: they share every day from the later one.
    const starts = [addDays(todayIn('America/New_York'), 10), addDays(todayIn('America/New_York'), 20)];
    const answers = await Promise.all(
      racers.map((session, i) =>
        session.request('POST', '/api/orders/', {
          tenant_id: tenants[i]!.id,
          bed_ids: [bed.id],
          period_payment: 'monthly',
          rent_amount: '650.00',
          start_date: starts[i],
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort(), answers.map((a) => a.body).join()).toEqual([201, 400]);
    expect((answers.find((a) => a.status === 400)!.json() as Record<string, string[]>).bed_ids).toEqual([
      expect.stringMatching(/^Bed \d+ in Room \d+ is taken on some of these days\.$/),
    ]);
    const [{ n }] = (await database.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM order_beds WHERE bed_id = ${bed.id} AND is_open`,
    )) as [{ n: number }];
    expect(n).toBe(1);
    await expectLedgerSound(database.db);
  });

  it('turns a payment mail that three pollers see into one candidate', async () => {
    await imap.append(venmoMail({ payer: 'JOHN DOE', amount: '325.00' }));
    await imap.append(venmoMail({ payer: 'Ana P.', amount: '410.00' }));
    for (let i = 0; i < 600 && (await countOf('payment_candidates')) < 2; i++) await pause(100);
    await pause(1000); // the slower pollers have caught up too
    expect(await countOf('payment_candidates')).toBe(2);
    expect(await countOf('mail_messages')).toBe(2);
  });
});
