import { once } from 'node:events';
import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { startTestApp, testConfig } from '../../test/app';
import { engine, freshDatabase } from '../../test/database';
import {
  appendMix,
  countRows,
  expectExactlyOnce,
  expectNothingPersonalLogged,
  expectPosition,
  fakeLog,
  imapServer,
  observed,
  PARSE,
  fixedSettings,
  pollingConfig,
  storedRows,
  sum,
  useDovecot,
} from '../../test/mail-poller';
import { answeringMeanwhile, hostileMail } from '../../test/mail';
import type { Database } from '../db/database';
import { sql } from '../db/sql';
import { MailReader, READ_LIMITS } from '../modules/mail/mail-reader';
import { pollMailboxOnce, scheduleMailPolling } from './mail-poller';

/**
 * The mail poller against a real Dovecot (test/dovecot.ts, a fresh server and Maildir per test):
 * whatever happens between polls (a stop mid-batch, a restart, a new UIDVALIDITY, a dropped
 * connection, a second poller), every message the mailbox received is in the ingest log exactly
 * once, and the position is its last UID. "Exactly once" is read from `mail_messages`: the stored
 * content hashes are the appended messages' hashes, each once.
 */

describe(`the mail poller against Dovecot (${engine})`, () => {
  useDovecot();

  it('reads each message exactly once: polls, a stop mid-batch, more mail, a restart, a new UIDVALIDITY', async () => {
    const database = await freshDatabase();
    const db = database.db;
    const appended = await appendMix(6);
    expect(await pollMailboxOnce(database, imapServer(), PARSE)).toMatchObject({
      ingested: 6,
      duplicates: 0,
      lastUid: 6,
    });
    expect(await pollMailboxOnce(database, imapServer(), PARSE)).toMatchObject({ ingested: 0, lastUid: 6 });
    await expectPosition(db, 6);
    expect((await storedRows(db)).filter((r) => r.outcome === 'candidates')).toHaveLength(4);

    // The scheduled poller is stopped right after its 10th message of 30 commits, mid-batch.
    appended.push(...(await appendMix(30)));
    const log = fakeLog();
    let stopped: Promise<void> | null = null;
    const watched = observed(database, (n) => {
      if (n === 10) stopped = poller.stop();
    });
    const poller = scheduleMailPolling(
      watched.database,
      fixedSettings(pollingConfig()),
      pollingConfig(),
      log,
    );
    await vi.waitFor(() => expect(stopped).not.toBeNull(), { timeout: 60_000, interval: 50 });
    await stopped;
    expect(await countRows(db)).toBe(16);
    await expectPosition(db, 16);

    // More mail, then a restart: the 20 left and the 4 new ones, nothing twice.
    appended.push(...(await appendMix(4)));
    expect(await pollMailboxOnce(database, imapServer(), PARSE)).toMatchObject({
      ingested: 24,
      duplicates: 0,
      lastUid: 40,
    });
    await expectExactlyOnce(db, appended);
    await expectPosition(db, 40);

    // A new UIDVALIDITY: every message is read again, recognised, and stored no second time.
    const uidvalidity = await imapServer().resetUidValidity();
    expect(await pollMailboxOnce(database, imapServer(), PARSE)).toEqual({
      ingested: 40,
      duplicates: 40,
      uidvalidity,
      lastUid: 40,
    });
    appended.push(...(await appendMix(2)));
    expect(await pollMailboxOnce(database, imapServer(), PARSE)).toMatchObject({
      ingested: 2,
      duplicates: 0,
      lastUid: 42,
    });
    await expectExactlyOnce(db, appended);
    await expectPosition(db, 42);
    expectNothingPersonalLogged(log);
  }, 180_000);

  it('logs a message over 10 MB from its beginning, as too large, without downloading it whole', async () => {
    const database = await freshDatabase();
    const [before] = await appendMix(1);
    const line = `${'x'.repeat(76)}\r\n`;
    const huge = Buffer.from(
      `From: Scanner <scanner@example.org>\r\nSubject: Scan\r\nMessage-ID: <huge@example.org>\r\n\r\n${line.repeat(Math.ceil((11 * 1024 * 1024) / line.length))}`,
    );
    await imapServer().append(huge);
    const [after] = await appendMix(1);
    expect(await pollMailboxOnce(database, imapServer(), PARSE)).toMatchObject({
      ingested: 3,
      duplicates: 0,
      lastUid: 3,
    });
    const rows = await database.db.query<{
      uid: number;
      outcome: string;
      why: string;
      bytes: number;
      hash: string;
    }>(
      sql`SELECT uid, outcome, why, octet_length(raw) AS bytes, content_hash AS hash FROM mail_messages ORDER BY uid`,
    );
    expect(rows.map((r) => r.hash)).toEqual([before, expect.any(String), after]);
    expect(rows[1]).toMatchObject({ uid: 2, outcome: 'error', why: expect.stringMatching(/10 MB/) });
    expect(rows[1]!.bytes).toBeLessThanOrEqual(256 * 1024);
    await expectPosition(database.db, 3);
  }, 120_000);

  it('moves past mail too costly to read, logging it with its size, and the server answers meanwhile (issue 28, D1)', async () => {
    const ctx = await startTestApp(await freshDatabase());
    // 0.4 s: the hostile mail needs about 2 s of CPU; the plain ones beside it stay well within, even
    // on a machine twice as slow (0.1 s failed them there).
    const strict = new MailReader({ ...READ_LIMITS, cpuMs: 400 });
    try {
      const outcomes = async () =>
        (
          await ctx.database.db.query<{ uid: number; outcome: string; why: string }>(
            sql`SELECT uid, outcome, why FROM mail_messages ORDER BY uid`,
          )
        ).map((r) => [r.uid, r.outcome, r.why]);
      await appendMix(1);
      await imapServer().append(hostileMail.spannedTable(8));
      await imapServer().append(hostileMail.spannedTable(20_000));
      await appendMix(1);
      const { result, answered } = await answeringMeanwhile(
        ctx.app,
        pollMailboxOnce(ctx.database, imapServer(), PARSE),
      );
      expect(result).toMatchObject({ ingested: 4, lastUid: 4 });
      expect(answered).toBeGreaterThan(0);
      expect((await outcomes()).map(([uid, outcome]) => [uid, outcome])).toEqual([
        [1, 'candidates'],
        [2, 'unverified'],
        [3, 'unverified'],
        [4, 'candidates'],
      ]);

      // Over the reader's limits (its CPU time lowered here): logged, never read again, the next one read.
      await imapServer().append(hostileMail.nestedElements(100_000));
      await appendMix(1);
      expect(await pollMailboxOnce(ctx.database, imapServer(), { ...PARSE, reader: strict })).toMatchObject({
        ingested: 2,
        lastUid: 6,
      });
      expect((await outcomes()).slice(4)).toEqual([
        [5, 'error', 'The message (1.0 MB) is too complex to read: it needed more than 0.4 s of CPU time.'],
        [6, 'candidates', expect.any(String)],
      ]);
      expect(await pollMailboxOnce(ctx.database, imapServer(), PARSE)).toMatchObject({
        ingested: 0,
        lastUid: 6,
      });
    } finally {
      await strict.close();
      await ctx.app.close();
    }
  }, 120_000);

  it('ingests a message announced by IDLE without waiting for the hourly fallback poll', async () => {
    const database = await freshDatabase();
    const appended = await appendMix(1);
    const log = fakeLog();
    const watched = observed(database);
    const poller = scheduleMailPolling(
      watched.database,
      fixedSettings(pollingConfig()),
      pollingConfig(),
      log,
    );
    try {
      await vi.waitFor(async () => expect(await countRows(database.db)).toBe(1), {
        timeout: 30_000,
        interval: 100,
      });
      appended.push(...(await appendMix(1)));
      await vi.waitFor(async () => expect(await countRows(database.db)).toBe(2), {
        timeout: 60_000,
        interval: 100,
      });
    } finally {
      await poller.stop();
    }
    await expectExactlyOnce(database.db, appended);
    await expectPosition(database.db, 2);
    // Woken by the announcement, not by polling in a loop: a few cycles, not hundreds.
    expect(watched.counts.cycles).toBeLessThanOrEqual(5);
    expect(log.warn).not.toHaveBeenCalled();
    expectNothingPersonalLogged(log);
  }, 120_000);

  it('reconnects after the server drops the connection, and reads on from the new UIDVALIDITY', async () => {
    const database = await freshDatabase();
    const appended = await appendMix(2);
    const log = fakeLog();
    const poller = scheduleMailPolling(database, fixedSettings(pollingConfig()), pollingConfig(), log);
    try {
      await vi.waitFor(async () => expect(await countRows(database.db)).toBe(2), {
        timeout: 30_000,
        interval: 100,
      });
      // Dovecot ends the idling session when the next message shows it the index was reset.
      await imapServer().resetUidValidity();
      appended.push(...(await appendMix(1)));
      await vi.waitFor(async () => expect(await countRows(database.db)).toBe(3), {
        timeout: 60_000,
        interval: 100,
      });
    } finally {
      await poller.stop();
    }
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ mail: expect.objectContaining({ retryInSeconds: 1 }) }),
      expect.stringContaining('retrying'),
    );
    await expectExactlyOnce(database.db, appended);
    await expectPosition(database.db, 3);
    expectNothingPersonalLogged(log);
  }, 120_000);

  it('two pollers of one server at once read each message once between them', async () => {
    const database = await freshDatabase();
    const appended = await appendMix(30);
    const results = await Promise.all([
      pollMailboxOnce(database, imapServer(), PARSE),
      pollMailboxOnce(database, imapServer(), PARSE),
    ]);
    expect(sum(results, 'ingested')).toBe(30);
    expect(sum(results, 'duplicates')).toBe(0);
    await expectExactlyOnce(database.db, appended);
    await expectPosition(database.db, 30);
  }, 120_000);
});

describe('the mail poller without a reachable mailbox', () => {
  it('does nothing without a configured mailbox', async () => {
    const log = fakeLog();
    const poller = scheduleMailPolling({} as Database, fixedSettings(testConfig()), testConfig(), log);
    await poller.stop();
    expect([...log.debug.mock.calls, ...log.info.mock.calls, ...log.warn.mock.calls]).toEqual([]);
  });

  it('retries a server that is down after 1 s, 2 s, 4 s…, and stops while it waits', async () => {
    const closed = net.createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as net.AddressInfo;
    closed.close();
    const log = fakeLog();
    const imap = {
      host: '127.0.0.1',
      port,
      secure: false,
      user: 'u',
      password: 'secret-pw',
      mailbox: 'INBOX',
    };
    const config = testConfig({ mail: { ...testConfig().mail, imap } });
    const poller = scheduleMailPolling({} as Database, fixedSettings(config), config, log);
    try {
      await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(3), { timeout: 30_000, interval: 50 });
    } finally {
      await poller.stop();
    }
    const retries = log.warn.mock.calls.map(
      (c) => (c[0] as { mail: { retryInSeconds: number } }).mail.retryInSeconds,
    );
    expect(retries.slice(0, 3)).toEqual([1, 2, 4]);
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('secret-pw');
  });
});
