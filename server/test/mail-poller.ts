import { createHash } from 'node:crypto';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { Config } from '../src/config';
import type { Database, Db } from '../src/db/database';
import { sql } from '../src/db/sql';
import type { MailSettings, PollResult } from '../src/jobs/mail-poller';
import { selectPosition } from '../src/modules/candidates/ingest-log.queries';
import { testConfig } from './app';
import { startDovecot, type TestImapServer } from './dovecot';
import { newsletterMail, TRUSTED_AUTHSERV_ID, venmoMail } from './mail';

/** What the mail poller's tests share (src/jobs/mail-poller*.test.ts): a Dovecot per test, mail, checks. */

export const PARSE = {
  timezone: 'America/New_York',
  trustedAuthservId: TRUSTED_AUTHSERV_ID,
  trustedForwarders: [],
};
export const PAYERS = ['JOHN DOE', 'María García', 'KEVIN O. NGUYEN', 'Ana P.', 'DWAYNE JOHNSON'];

let server: TestImapServer;
/** The Dovecot of the running test. */
export const imapServer = () => server;
/** A fresh Dovecot for each test of the describe blocks that call this. */
export function useDovecot() {
  beforeEach(async () => {
    server = await startDovecot();
  }, 60_000);
  afterEach(async () => {
    await server.stop();
  });
}

export const hashOf = (raw: Buffer) => createHash('sha256').update(raw).digest('hex');

/** Appends `count` messages, two payment notifications to one newsletter; answers their hashes. */
export async function appendMix(count: number): Promise<string[]> {
  const hashes: string[] = [];
  for (let i = 0; i < count; i++) {
    const raw =
      i % 3 === 2
        ? newsletterMail()
        : venmoMail({
            payer: PAYERS[i % PAYERS.length]!,
            amount: `${(40 + i * 7).toLocaleString('en-US')}.00`,
          });
    await server.append(raw);
    hashes.push(hashOf(raw));
  }
  return hashes;
}

export async function storedRows(db: Db) {
  return db.query<{ content_hash: string; uidvalidity: number; uid: number; outcome: string }>(
    sql`SELECT content_hash, uidvalidity, uid, outcome FROM mail_messages WHERE source = 'imap' ORDER BY id`,
  );
}

/** Every appended message is stored once, nothing else is, and no mailbox position holds two rows. */
export async function expectExactlyOnce(db: Db, appended: string[]) {
  const rows = await storedRows(db);
  expect(rows.map((r) => r.content_hash).sort()).toEqual([...appended].sort());
  expect(new Set(rows.map((r) => `${r.uidvalidity}/${r.uid}`)).size).toBe(rows.length);
}

export async function expectPosition(db: Db, lastUid: number) {
  expect(await selectPosition(db, 'INBOX')).toEqual({
    uidvalidity: await server.uidValidity(),
    last_uid: lastUid,
  });
}

export const fakeLog = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn() });

/** Everything the poller logged, as text: never the password, an address or a message's words. */
export function expectNothingPersonalLogged(log: ReturnType<typeof fakeLog>) {
  const logged = JSON.stringify([log.debug.mock.calls, log.info.mock.calls, log.warn.mock.calls]);
  for (const secret of [server.password, server.user, 'paid you', 'venmo.com', 'Elm Street', ...PAYERS]) {
    expect(logged).not.toContain(secret);
  }
}

export const pollingConfig = () =>
  testConfig({
    mail: {
      imap: server,
      pollSeconds: 3600,
      trustedAuthservId: TRUSTED_AUTHSERV_ID,
      trustedForwarders: [],
    },
  });

/** Settings that name the config's mailbox and never change (the poller's own tests of settings aside). */
export const fixedSettings = (config: Config): MailSettings => ({
  current: async () => ({ mail: config.mail.imap, timeZone: config.businessTimezone }),
  watch: () => () => undefined,
});

/** The database as the poller sees it, with a hook after each committed transaction and a cycle count. */
export function observed(database: Database, afterCommit: (n: number) => void = () => undefined) {
  let commits = 0;
  const counts = { cycles: 0 };
  const db: Db = {
    query: (statement, options) => database.db.query(statement, options),
    async transaction(work) {
      const result = await database.db.transaction(work);
      afterCommit(++commits);
      return result;
    },
  };
  const withAdvisoryLock: Database['withAdvisoryLock'] = (key, fn) => {
    counts.cycles++;
    return database.withAdvisoryLock(key, fn);
  };
  return { database: { ...database, db, withAdvisoryLock }, counts };
}

export const countRows = async (db: Db) => (await storedRows(db)).length;

export const sum = (results: PollResult[], key: 'ingested' | 'duplicates') =>
  results.reduce((n, r) => n + r[key], 0);

/** The pollers' own count of what they read, from their cycle logs. */
export function loggedTotals(logs: Array<ReturnType<typeof fakeLog>>) {
  const cycles = logs.flatMap((l) => l.info.mock.calls.map((c) => (c[0] as { mail: PollResult }).mail));
  return { ingested: sum(cycles, 'ingested'), duplicates: sum(cycles, 'duplicates') };
}
