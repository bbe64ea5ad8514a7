import { describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase, engine, scratchDatabaseName } from '../../test/database';
import {
  appendMix,
  countRows,
  expectExactlyOnce,
  expectPosition,
  fakeLog,
  imapServer,
  loggedTotals,
  PARSE,
  fixedSettings,
  pollingConfig,
  sum,
  useDovecot,
} from '../../test/mail-poller';
import { openPostgres } from '../db/open';
import { prepareDatabase } from '../setup/prepare';
import { pollMailboxOnce, scheduleMailPolling } from './mail-poller';

/**
 * Two server instances polling one mailbox into one PostgreSQL database (PostgreSQL only: the
 * embedded engine is one process): the advisory lock lets one poll at a time, and every message is
 * read exactly once between them.
 */

describe.runIf(engine === 'postgres')(
  'two server instances on one PostgreSQL database (PostgreSQL only)',
  () => {
    useDovecot();

    it('poll the same mailbox at the same time and still read each message exactly once', async () => {
      const url = await createPostgresDatabase(scratchDatabaseName('mail_two'));
      const first = openPostgres(url, { max: 4 });
      const second = openPostgres(url, { max: 4 });
      const logs = [fakeLog(), fakeLog()];
      try {
        await prepareDatabase(first, { seedDemo: false });
        const appended = await appendMix(40);
        const once = await Promise.all([
          pollMailboxOnce(first, imapServer(), PARSE),
          pollMailboxOnce(second, imapServer(), PARSE),
        ]);
        expect(sum(once, 'ingested')).toBe(40);
        expect(sum(once, 'duplicates')).toBe(0);

        // Both instances' scheduled pollers, with mail arriving while they run.
        const pollers = [
          scheduleMailPolling(first, fixedSettings(pollingConfig()), pollingConfig(), logs[0]!),
          scheduleMailPolling(second, fixedSettings(pollingConfig()), pollingConfig(), logs[1]!),
        ];
        try {
          appended.push(...(await appendMix(30)));
          await vi.waitFor(async () => expect(await countRows(first.db)).toBe(70), {
            timeout: 90_000,
            interval: 100,
          });
        } finally {
          await Promise.all(pollers.map((p) => p.stop()));
        }
        expect(loggedTotals(logs)).toEqual({ ingested: 30, duplicates: 0 });
        await expectExactlyOnce(first.db, appended);
        await expectPosition(second.db, 70);
        for (const log of logs) expect(log.warn).not.toHaveBeenCalled();
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    }, 180_000);
  },
);
