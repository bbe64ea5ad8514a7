import { ImapFlow } from 'imapflow';
import type { ImapSettings } from '../../config';
import { MAX_MAIL_BYTES } from './scan';

/**
 * Reading the polled mailbox (issue 12): connecting, the mailbox's UIDVALIDITY, the messages after a
 * UID and their sources, in batches. Nothing here touches the database; `jobs/mail-poller.ts` hands
 * each source to the ingest pipeline and decides when to read.
 */

/** How long IDLE runs before it is restarted: under the 29 minutes of RFC 2177 and the socket timeout. */
const IDLE_RESTART_MS = 4 * 60_000;
/** A batch is fetched in one FETCH: at most this many messages and about this many bytes. */
const BATCH_MESSAGES = 50;
const BATCH_BYTES = 16 * 1024 * 1024;

export interface MailboxMessage {
  uid: number;
  /** RFC822.SIZE as the server reports it. */
  size: number;
}

/**
 * A client for one connection, not yet connected (`connect()`; a client is never reconnected).
 * imapflow's own log is off: at debug level it writes protocol lines, which carry addresses and
 * subjects; failures reach our log through the errors it throws. IDLE is started by the poller when
 * it waits (`disableAutoIdle`), not after any pause between two batches.
 */
export function createImapClient(settings: ImapSettings): ImapFlow {
  const client = new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.password },
    logger: false,
    disableAutoIdle: true,
    maxIdleTime: IDLE_RESTART_MS,
    clientInfo: { name: 'Bunkhouse' },
  });
  // An error event without a listener would end the process; the failure also rejects the command
  // in progress (or closes the connection), which is where the poller sees and logs it.
  client.on('error', () => undefined);
  return client;
}

/** A connected, logged-in client. */
export async function connectImap(settings: ImapSettings): Promise<ImapFlow> {
  const client = createImapClient(settings);
  await client.connect();
  return client;
}

/** Selects the mailbox (again: each cycle reads a fresh UIDVALIDITY) and answers its UIDVALIDITY and size. */
export async function selectMailbox(client: ImapFlow, mailbox: string) {
  const opened = await client.mailboxOpen(mailbox);
  return { uidvalidity: Number(opened.uidValidity), exists: opened.exists };
}

/**
 * The messages whose UID is above `afterUid`, in UID order. `N:*` always includes the mailbox's last
 * message, even when its UID is below N (RFC 3501 6.4.8), so the answer is filtered.
 */
export async function listMessagesAfter(client: ImapFlow, afterUid: number): Promise<MailboxMessage[]> {
  if (!client.mailbox || client.mailbox.exists === 0) return [];
  const found = await client.fetchAll(`${afterUid + 1}:*`, { uid: true, size: true }, { uid: true });
  return found
    .filter((m) => m.uid > afterUid)
    .map((m) => ({ uid: m.uid, size: m.size ?? 0 }))
    .sort((a, b) => a.uid - b.uid);
}

/** True when a message is larger than the parser reads (scan.ts): it is not downloaded whole. */
export const isOversized = (m: MailboxMessage) => m.size > MAX_MAIL_BYTES;

/**
 * The messages in batches of one FETCH each, in UID order; an oversized message is a batch of its own.
 * Fetching a batch at a time keeps one round trip per 50 messages on a distant server, and memory
 * bounded by the batch, not the mailbox.
 */
export function planBatches(messages: MailboxMessage[]): MailboxMessage[][] {
  const batches: MailboxMessage[][] = [];
  let current: MailboxMessage[] = [];
  let bytes = 0;
  const flush = () => {
    if (current.length) batches.push(current);
    current = [];
    bytes = 0;
  };
  for (const m of messages) {
    if (isOversized(m)) {
      flush();
      batches.push([m]);
      continue;
    }
    if (current.length >= BATCH_MESSAGES || (current.length > 0 && bytes + m.size > BATCH_BYTES)) flush();
    current.push(m);
    bytes += m.size;
  }
  flush();
  return batches;
}

/**
 * The sources of one batch by UID. A message expunged since it was listed is missing from the map.
 *
 * An oversized message is fetched only up to one byte past the limit (`BODY.PEEK[]<0.N>`): never
 * downloaded whole, yet long enough for the pipeline to refuse it as too large (scan.ts), which logs
 * it in the ingest log as an error with its beginning (its headers) and moves the position past it.
 * The log's figure then says 10.0 MB, the part read, rather than the message's own size.
 */
export async function fetchSources(client: ImapFlow, batch: MailboxMessage[]): Promise<Map<number, Buffer>> {
  const oversized = batch.length === 1 && isOversized(batch[0]!);
  const source = oversized ? { start: 0, maxLength: MAX_MAIL_BYTES + 1 } : true;
  const fetched = await client.fetchAll(
    uidSet(batch.map((m) => m.uid)),
    { uid: true, source },
    { uid: true },
  );
  const sources = new Map<number, Buffer>();
  for (const m of fetched) if (m.source) sources.set(m.uid, m.source);
  return sources;
}

/** Ascending UIDs as an IMAP set, runs collapsed: 3,4,5,9 → "3:5,9". */
export function uidSet(uids: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < uids.length;) {
    let j = i;
    while (j + 1 < uids.length && uids[j + 1] === uids[j]! + 1) j++;
    parts.push(j > i ? `${uids[i]}:${uids[j]}` : `${uids[i]}`);
    i = j + 1;
  }
  return parts.join(',');
}
