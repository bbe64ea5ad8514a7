import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openPglite, openPostgres } from '../src/db/open';
import { sql } from '../src/db/sql';
import { createPostgresDatabase, engine, scratchDatabaseName } from './database';
import { expectLedgerSound } from './ledger-helpers';
import { HttpSession, runProcess } from './processes';

/**
 * kill -9 of the server while clients record payments (issue 16): each client sends its payments
 * with an Idempotency-Key and, when the server dies under a request, sends that request again once a
 * new server is up, as a careful client would. After every cycle no acknowledged payment is missing,
 * no key made two payments, and the ledger invariants hold. BATTERY_CYCLES sets the number of cycles
 * (10 here; the larger run in `npm run battery`).
 */
const CYCLES = Number(process.env.BATTERY_CYCLES ?? 10);
const WRITERS = 4;
const TENANTS = 3;
const ADMIN = { username: 'admin', password: 'faults battery passphrase' };
/** Starting a server compiles it with tsx and opens the database: a limit for a busy machine, not a speed test. */
const TIMEOUT_MS = 120_000 + CYCLES * 60_000;

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

interface Sent {
  key: string;
  tenant_id: number;
  amount: string;
}

async function startServer(env: Record<string, string>) {
  const server = runProcess('src/main.ts', [], env, children);
  await server.output(/Bunkhouse is running at (http:\/\/[\d.]+:\d+)/);
  const base = /Bunkhouse is running at (http:\/\/[\d.]+:\d+)/.exec(server.out())![1]!;
  return { server, session: await new HttpSession(base).login(ADMIN.username, ADMIN.password) };
}

const tenantBody = (i: number) => ({
  first_name: `Fault${i}`,
  last_name: 'Tester',
  email: `fault${i}@example.com`,
  phone: `31255501${String(i).padStart(2, '0')}`,
  date_of_birth: '1990-04-02',
  social_security_number: `12345678${i}`,
  emergency_contact_first_name: 'Ann',
  emergency_contact_last_name: 'Tester',
  emergency_contact_phone: '3125550199',
  emergency_contact_relationship_to_tenant: 'mother',
});

async function openAfterwards(env: Record<string, string>): Promise<Database> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(path.join(env.DATA_DIR!, 'pglite'));
}

describe('kill -9 of the server during concurrent payments', () => {
  it(
    `loses no acknowledged payment and records none twice over ${CYCLES} cycles`,
    async () => {
      const env: Record<string, string> = {
        SEED_DEMO: 'false',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        ...(engine === 'postgres'
          ? { DATABASE_URL: await createPostgresDatabase(scratchDatabaseName('faults')) }
          : { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-faults-')) }),
      };
      const acknowledged = new Map<string, { id: number } & Sent>();
      const unanswered: Sent[] = [];
      const tenants: number[] = [];
      let methodId = 0;
      let next = 0;
      let killedUnder = 0;

      for (let cycle = 0; cycle < CYCLES; cycle++) {
        const { server, session } = await startServer(env);
        if (cycle === 0) {
          for (let i = 0; i < TENANTS; i++) {
            const made = await session.request('POST', '/api/tenants/', tenantBody(i));
            expect(made.status, made.body).toBe(201);
            tenants.push((made.json() as { id: number }).id);
          }
          const methods = (await session.request('GET', '/api/transaction-sub-types/?type=payment')).json();
          methodId = (methods as { id: number; name: string }[]).find((m) => m.name === 'Cash')!.id;
        }
        const send = async (p: Sent) => {
          const res = await session.request(
            'POST',
            '/api/payments/',
            { tenant_id: p.tenant_id, amount: p.amount, method_id: methodId },
            { 'idempotency-key': p.key },
          );
          expect(res.status, res.body).toBe(201);
          acknowledged.set(p.key, { ...p, id: (res.json() as { id: number }).id });
        };
        // What died with the last server is sent again first, under its key.
        for (const p of unanswered.splice(0)) await send(p);

        const writer = async () => {
          for (;;) {
            const n = next++;
            const p = {
              key: `pay-${n}`,
              tenant_id: tenants[n % TENANTS]!,
              amount: `${1 + (n % 97)}.${String(n % 100).padStart(2, '0')}`,
            };
            try {
              await send(p);
            } catch (error) {
              if (!(error instanceof TypeError)) throw error; // the server is gone: its answer was lost
              unanswered.push(p);
              return;
            }
          }
        };
        let stopped = false;
        const writers = Promise.all(Array.from({ length: WRITERS }, writer)).finally(() => (stopped = true));
        // Let some payments through, then kill the server in the middle of the stream.
        const before = acknowledged.size;
        while (!stopped && acknowledged.size < before + 10 + ((cycle * 7) % 25))
          await new Promise((r) => setTimeout(r, 5));
        server.child.kill('SIGKILL');
        await server.exited;
        await writers;
        killedUnder += unanswered.length;
      }
      // A last server answers what the last kill left unanswered, then stops cleanly.
      const { server, session } = await startServer(env);
      for (const p of unanswered.splice(0)) {
        const res = await session.request(
          'POST',
          '/api/payments/',
          { tenant_id: p.tenant_id, amount: p.amount, method_id: methodId },
          { 'idempotency-key': p.key },
        );
        expect(res.status, res.body).toBe(201);
        acknowledged.set(p.key, { ...p, id: (res.json() as { id: number }).id });
      }
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const database = await openAfterwards(env);
      try {
        const payments = await database.db.query<{ id: number; tenant_id: number; amount: string }>(
          sql`SELECT id, tenant_id, amount FROM payments ORDER BY id`,
        );
        // Every acknowledged payment is there as it was answered, and nothing else: no key paid twice.
        expect(payments.length).toBe(acknowledged.size);
        const byId = new Map(payments.map((p) => [p.id, p]));
        for (const a of acknowledged.values()) {
          expect(byId.get(a.id), a.key).toEqual({ id: a.id, tenant_id: a.tenant_id, amount: a.amount });
        }
        await expectLedgerSound(database.db);
        console.info(
          `faults (${engine}): ${CYCLES} kill -9 cycles, ${acknowledged.size} payments acknowledged, ` +
            `${killedUnder} requests cut off by a kill and sent again, 0 lost, 0 twice`,
        );
      } finally {
        await database.close();
      }
    },
    TIMEOUT_MS,
  );
});
