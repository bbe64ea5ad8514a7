import type { FastifyBaseLogger } from 'fastify';
import type { ImapFlow } from 'imapflow';
import type { Config, ImapSettings } from '../config';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Database } from '../db/database';
import { selectPosition } from '../modules/candidates/ingest-log.queries';
import { ingestMessage, type ParseSettings } from '../modules/candidates/ingest.service';
import type { Business, SettingsStore } from '../modules/settings/settings-store';
import {
  connectImap,
  createImapClient,
  fetchSources,
  listMessagesAfter,
  planBatches,
  selectMailbox,
} from '../modules/mail/imap-source';

/**
 * The polled mailbox (issue 12, "Three doors, one pipeline"): every message after the stored
 * position goes through `ingestMessage`, one at a time, and each one's transaction moves the
 * position to its UID, so a stop, a crash or a lost connection between two messages loses and
 * repeats nothing. A new UIDVALIDITY starts again from the first message; what was read already is
 * recognised by its content (answered `duplicate`).
 *
 * One poller at a time over every instance: each cycle holds an advisory lock (on the embedded
 * engine, one process, a queue). A second instance waits for the lock, then reads the position the
 * first one left, and finds nothing left to do.
 */

const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 5 * 60_000;

export type MailPollLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn'>;

export interface PollResult {
  /** Messages read from the mailbox and handed to the pipeline in this cycle. */
  ingested: number;
  /** How many of those the pipeline answered `duplicate` (already stored, or nothing new in them). */
  duplicates: number;
  uidvalidity: number;
  /** The highest UID read under `uidvalidity` (0: none yet). */
  lastUid: number;
}

/** One cycle for the CLI and the tests: connect, read everything new, log out. */
export async function pollMailboxOnce(
  database: Database,
  settings: ImapSettings,
  parseSettings: ParseSettings,
  log?: MailPollLog,
): Promise<PollResult> {
  const client = await connectImap(settings);
  try {
    const result = await runCycle(database, client, settings.mailbox, parseSettings, () => false);
    if (result.ingested)
      log?.info({ mail: describeCycle(settings, result) }, 'mail: messages read from the mailbox');
    return result;
  } finally {
    await closeQuietly(client);
  }
}

/** Under the lock: the mailbox's UIDVALIDITY, the stored position, then each newer message in UID order. */
async function runCycle(
  database: Database,
  client: ImapFlow,
  mailbox: string,
  parseSettings: ParseSettings,
  shouldStop: () => boolean,
): Promise<PollResult> {
  return database.withAdvisoryLock(ADVISORY_LOCKS.mailPoll, async () => {
    const { uidvalidity } = await selectMailbox(client, mailbox);
    const position = await selectPosition(database.db, mailbox);
    const after = position && Number(position.uidvalidity) === uidvalidity ? Number(position.last_uid) : 0;
    const result: PollResult = { ingested: 0, duplicates: 0, uidvalidity, lastUid: after };
    for (const batch of planBatches(await listMessagesAfter(client, after))) {
      if (shouldStop()) break;
      const sources = await fetchSources(client, batch);
      for (const { uid } of batch) {
        if (shouldStop()) return result;
        const raw = sources.get(uid);
        if (!raw) continue; // expunged since it was listed
        const outcome = await ingestMessage(
          database.db,
          raw,
          { kind: 'imap', mailbox, uidvalidity, uid },
          parseSettings,
        );
        result.ingested++;
        if (outcome.kind === 'duplicate') result.duplicates++;
        result.lastUid = uid;
      }
    }
    return result;
  });
}

/** What the poller reads from the business settings (modules/settings/settings-store.ts). */
export type MailSettings = Pick<SettingsStore, 'watch'> & {
  current(): Promise<Pick<Business, 'mail' | 'timeZone'>>;
};

const sameMailbox = (a: ImapSettings | null, b: ImapSettings | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Polls the mailbox of the business settings (Settings > Mail source, else the environment's) until
 * stopped; while there is none, it waits for one. A cycle runs at once, whenever IDLE reports a new
 * message, and every `pollSeconds` in case IDLE missed one (or the server has none: imapflow then
 * polls with NOOP). A changed mailbox is taken up at once when this instance hears of it, else at
 * the next poll. A lost connection or a failed cycle is logged and retried after 1 s, doubling to
 * 5 min, back to 1 s after a cycle succeeds. `stop()` ends IDLE, lets the message in progress finish
 * (its transaction commits, or never began), logs out and resolves.
 */
export function scheduleMailPolling(
  database: Database,
  settings: MailSettings,
  config: Pick<Config, 'mail'>,
  log: MailPollLog,
) {
  const pollMs = config.mail.pollSeconds * 1000;

  let stopping = false;
  let inCycle = false;
  let client: ImapFlow | null = null;
  /** A new message was announced since the last cycle began. */
  let announced = false;
  /** The settings changed since the connection was opened. */
  let changed = false;
  const noop = () => undefined;
  let wake: () => void = noop;
  /** Resolves after `ms`, or earlier on `wake()`. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopping) return resolve(); // stop() came before the pause began
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wake = noop;
        resolve();
      }
      wake = done;
    });
  const unwatch = settings.watch(() => {
    changed = true;
    wake();
  });
  /** Whether the settings still name this mailbox (a failed read keeps it). */
  const stillCurrent = async (mailbox: ImapSettings) =>
    settings.current().then(
      (now) => sameMailbox(now.mail, mailbox),
      () => true,
    );

  /** One connection's life: cycles, IDLE in between, until it is lost, the mailbox changes or the poller stops. */
  const serve = async (
    connected: ImapFlow,
    mailbox: ImapSettings,
    parseSettings: ParseSettings,
    onSuccess: () => void,
  ) => {
    // Only this connection's own wait: a late event of a closed one must not cut a backoff short.
    let waiting = false;
    connected.on('exists', () => {
      announced = true;
      if (waiting) wake();
    });
    connected.on('close', () => {
      if (waiting) wake();
    });
    while (!stopping && connected.usable) {
      if (changed) return; // reconnect with the settings as they are now
      announced = false;
      inCycle = true;
      const result = await runCycle(
        database,
        connected,
        mailbox.mailbox,
        parseSettings,
        () => stopping,
      ).finally(() => (inCycle = false));
      onSuccess();
      if (result.ingested)
        log.info({ mail: describeCycle(mailbox, result) }, 'mail: messages read from the mailbox');
      // Events arrive only between awaits: whatever happened during the cycle is known here.
      if (stopping || announced || changed || !connected.usable) continue;
      // IDLE until a message is announced, the fallback poll is due, the connection drops or stop().
      connected.idle().catch(() => undefined);
      waiting = true;
      await pause(pollMs);
      waiting = false;
      // Another instance may have changed the mailbox without this one hearing of it.
      if (!changed && !(await stillCurrent(mailbox))) return;
    }
    if (!stopping)
      throw new Error(
        `the IMAP server closed the connection${connected.byeReason ? ` (${connected.byeReason})` : ''}`,
      );
  };

  const run = async () => {
    let backoff = BACKOFF_FIRST_MS;
    while (!stopping) {
      let mailbox: ImapSettings | null = null;
      try {
        changed = false;
        const business = await settings.current();
        mailbox = business.mail;
        if (!mailbox) {
          await pause(pollMs); // until a mailbox is set (or the next poll)
          continue;
        }
        const parseSettings: ParseSettings = {
          timezone: business.timeZone,
          trustedAuthservId: config.mail.trustedAuthservId,
          trustedForwarders: config.mail.trustedForwarders,
        };
        client = createImapClient(mailbox);
        await client.connect();
        if (stopping) break;
        log.debug(
          { mail: { host: mailbox.host, mailbox: mailbox.mailbox } },
          'mail: connected to the mailbox',
        );
        await serve(client, mailbox, parseSettings, () => (backoff = BACKOFF_FIRST_MS));
        await closeQuietly(client);
        client = null;
      } catch (error) {
        if (stopping) break;
        log.warn(
          {
            mail: { host: mailbox?.host, mailbox: mailbox?.mailbox, retryInSeconds: backoff / 1000 },
            err: safeError(error),
          },
          'mail: polling the mailbox failed; retrying',
        );
        await closeQuietly(client);
        client = null;
        await pause(backoff);
        backoff = Math.min(backoff * 2, BACKOFF_MAX_MS);
      }
    }
    await closeQuietly(client);
  };
  const running = run();

  return {
    async stop() {
      stopping = true;
      unwatch();
      wake();
      // Not in a cycle: nothing to finish, so a connection still being opened may be dropped.
      if (!inCycle && client && !client.usable) client.close();
      await running;
    },
  };
}

/** Logs out (which ends IDLE first); closes the socket when the server does not answer. */
async function closeQuietly(client: ImapFlow | null) {
  if (!client) return;
  try {
    if (client.usable) await client.logout();
  } catch {
    // the connection is gone already
  } finally {
    client.close();
  }
}

/** What a cycle did, for the log: positions and counts, never an address, a subject or a password. */
const describeCycle = (settings: ImapSettings, r: PollResult) => ({
  host: settings.host,
  mailbox: settings.mailbox,
  uidvalidity: r.uidvalidity,
  lastUid: r.lastUid,
  ingested: r.ingested,
  duplicates: r.duplicates,
});

/**
 * An error as the log may keep it: its kind, code and first line. imapflow's errors carry the whole
 * server response and the command, which are left out with anything else they hold.
 */
export function safeError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error).slice(0, 200) };
  const e = error as Error & { code?: unknown; serverResponseCode?: unknown; responseText?: unknown };
  return {
    name: e.name,
    code: typeof e.code === 'string' ? e.code : undefined,
    serverResponseCode: typeof e.serverResponseCode === 'string' ? e.serverResponseCode : undefined,
    message: `${e.message}${typeof e.responseText === 'string' ? `: ${e.responseText}` : ''}`
      .split('\n')[0]!
      .slice(0, 200),
  };
}
