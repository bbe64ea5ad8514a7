import type { IngestOutcome } from '@bunkhouse/contract';
import type { Executor, Tx } from '../../db/database';
import { queryPage, inList, type ListQuery } from '../../db/list';
import { sql } from '../../db/sql';
import { INGEST_LOG_JSON } from '../../presenters/candidates';

/**
 * The ingest log (`mail_messages`: every message and statement received, with what became of it) and
 * the polled mailbox's position (`mail_positions`).
 */

// ---- The ingest log ----

export interface NewMessage {
  contentHash: string;
  messageId: string | null;
  source: string;
  origin: string;
  uidvalidity: number | null;
  uid: number | null;
  subject: string;
  from: string;
  raw: Buffer;
  outcome: IngestOutcome;
  why: string;
  createdBy: number | null;
  /** A mail no rule read from a verified sender: that domain (it waits for a look); else null. */
  unreadSender?: string | null;
}

/** Stores a message; null when the same content (or the same mailbox position) is stored already. */
export async function insertMessage(tx: Tx, m: NewMessage) {
  const [row] = await tx.query<{ id: number }>(
    sql`INSERT INTO mail_messages (content_hash, message_id, source, origin, uidvalidity, uid, subject,
                                   from_address, raw, outcome, why, created_by, unread_sender)
        VALUES (${m.contentHash}, ${m.messageId}, ${m.source}, ${m.origin}, ${m.uidvalidity}, ${m.uid},
                ${m.subject}, ${m.from}, ${m.raw}, ${m.outcome}, ${m.why}, ${m.createdBy}, ${m.unreadSender ?? null})
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  return row?.id ?? null;
}

/** The stored message with this content: its id, and the candidates it made. */
export async function findMessageByHash(db: Executor, contentHash: string) {
  const [row] = await db.query<{ id: number; received_at: string; candidate_ids: number[] }>(
    sql`SELECT m.id, m.received_at::text AS received_at,
               coalesce((SELECT array_agg(c.id ORDER BY c.position) FROM payment_candidates c
                         WHERE c.mail_message_id = m.id), '{}') AS candidate_ids
        FROM mail_messages m WHERE m.content_hash = ${contentHash}`,
  );
  return row ?? null;
}

/** An earlier message with this Message-ID that made candidates, or null. */
export async function findCandidateMessageById(db: Executor, messageId: string) {
  const [row] = await db.query<{ id: number }>(
    sql`SELECT m.id FROM mail_messages m
        WHERE m.message_id = ${messageId} AND EXISTS (SELECT 1 FROM payment_candidates c WHERE c.mail_message_id = m.id)
        LIMIT 1`,
  );
  return row?.id ?? null;
}

export async function setMessageOutcome(tx: Tx, id: number, outcome: IngestOutcome, why: string) {
  await tx.query(sql`UPDATE mail_messages SET outcome = ${outcome}, why = ${why} WHERE id = ${id}`);
}

/** The newest messages first, optionally of some outcomes. */
export function selectIngestLogPage(
  db: Executor,
  outcomes: string[] | undefined,
  window: ListQuery<string>['window'],
) {
  return queryPage(db, window, {
    table: 'mail_messages',
    alias: 'm',
    where: outcomes?.length ? [inList(sql`m.outcome`, outcomes)] : [],
    order: sql`ORDER BY m.received_at DESC, m.id DESC`,
    item: INGEST_LOG_JSON,
    itemFrom: sql`JOIN mail_messages m ON m.id = page.id`,
  });
}

// ---- The mailbox position ----

export async function selectPosition(db: Executor, mailbox: string) {
  const [row] = await db.query<{ uidvalidity: number; last_uid: number }>(
    sql`SELECT uidvalidity, last_uid FROM mail_positions WHERE mailbox = ${mailbox}`,
  );
  return row ?? null;
}

/**
 * Moves the mailbox's position to `uid` under `uidvalidity` (a new UIDVALIDITY starts it again), in
 * the transaction that stores the message, so a crash between the two loses or repeats nothing.
 */
export async function advancePosition(tx: Tx, mailbox: string, uidvalidity: number, uid: number) {
  await tx.query(
    sql`INSERT INTO mail_positions (mailbox, uidvalidity, last_uid) VALUES (${mailbox}, ${uidvalidity}, ${uid})
        ON CONFLICT (mailbox) DO UPDATE SET
          last_uid = CASE WHEN mail_positions.uidvalidity = excluded.uidvalidity
                          THEN greatest(mail_positions.last_uid, excluded.last_uid) ELSE excluded.last_uid END,
          uidvalidity = excluded.uidvalidity, updated_at = now()`,
  );
}
