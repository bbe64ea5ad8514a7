import type { MailLayout } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { isoTime, jsonObject, selectItem, selectItems } from '../../db/json';
import { sql } from '../../db/sql';
import type { TaughtLayout } from '../mail/taught';

/** The taught layouts as the reader takes them (mail/taught.ts), oldest first. */
export async function selectTaughtLayouts(db: Executor): Promise<TaughtLayout[]> {
  return db.query<TaughtLayout>(
    sql`SELECT l.id, l.sender_domain AS domain, l.patterns, s.name AS method
        FROM mail_layouts l JOIN transaction_sub_types s ON s.id = l.method_id ORDER BY l.id`,
  );
}

const LAYOUT_JSON = jsonObject<MailLayout>({
  id: sql`l.id`,
  sender_domain: sql`l.sender_domain`,
  patterns: sql`to_jsonb(l.patterns)`,
  method: jsonObject<MailLayout['method']>({ id: sql`s.id`, name: sql`s.name` }),
  sample_message_id: sql`l.sample_message_id`,
  created_at: isoTime(sql`l.created_at`),
  created_by: sql`u.username`,
});
const LAYOUT_FROM = sql`FROM mail_layouts l JOIN transaction_sub_types s ON s.id = l.method_id
  LEFT JOIN users u ON u.id = l.created_by`;

export const selectLayouts = (db: Executor) =>
  selectItems(db, LAYOUT_JSON, sql`${LAYOUT_FROM} ORDER BY l.id`);
export const findLayout = (db: Executor, id: number) =>
  selectItem(db, LAYOUT_JSON, sql`${LAYOUT_FROM} WHERE l.id = ${id}`);

export async function insertLayout(
  db: Executor,
  l: { domain: string; patterns: string[]; methodId: number; sampleId: number; by: number | null },
) {
  const [row] = await db.query<{ id: number }>(
    sql`INSERT INTO mail_layouts (sender_domain, patterns, method_id, sample_message_id, created_by)
        VALUES (${l.domain}, ${l.patterns}::text[], ${l.methodId}, ${l.sampleId}, ${l.by}) RETURNING id`,
  );
  return row!.id;
}

export async function updateLayout(db: Executor, id: number, l: { patterns: string[]; methodId: number }) {
  await db.query(
    sql`UPDATE mail_layouts SET patterns = ${l.patterns}::text[], method_id = ${l.methodId} WHERE id = ${id}`,
  );
}

export async function deleteLayout(db: Executor, id: number) {
  const rows = await db.query(sql`DELETE FROM mail_layouts WHERE id = ${id} RETURNING id`);
  return rows.length > 0;
}

/** A stored message's raw content, its door and, when it waits for a look, its verified sender. */
export async function findMessage(db: Executor, id: number) {
  const [row] = await db.query<{
    id: number;
    raw: Buffer;
    source: 'imap' | 'upload' | 'cli' | 'demo';
    unread_sender: string | null;
    waiting: boolean;
  }>(
    sql`SELECT m.id, m.raw, m.source, m.unread_sender,
               m.unread_sender IS NOT NULL
               AND NOT EXISTS (SELECT 1 FROM payment_candidates c WHERE c.mail_message_id = m.id) AS waiting
        FROM mail_messages m WHERE m.id = ${id}`,
  );
  return row ?? null;
}

/** The mails waiting for a look, newest first: a page of them and how many there are. */
export async function selectWaiting(db: Executor, window: { limit: number; offset: number }) {
  const waiting = sql`m.unread_sender IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM payment_candidates c WHERE c.mail_message_id = m.id)`;
  const [{ n }] = (await db.query<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM mail_messages m WHERE ${waiting}`,
  )) as [{ n: number }];
  const rows = await db.query<{
    id: number;
    received_at: string;
    from: string;
    sender_domain: string;
    subject: string;
    raw: Buffer;
  }>(
    sql`SELECT m.id, ${isoTime(sql`m.received_at`)} AS received_at, m.from_address AS "from",
               m.unread_sender AS sender_domain, m.subject, m.raw
        FROM mail_messages m WHERE ${waiting}
        ORDER BY m.received_at DESC, m.id DESC LIMIT ${window.limit} OFFSET ${window.offset}`,
  );
  return { count: n, rows };
}

/** The mails of `domain` still waiting for a look (at most 50), oldest first. */
export function selectWaitingOf(db: Executor, domain: string) {
  return db.query<{ id: number; raw: Buffer; source: 'imap' | 'upload' | 'cli' | 'demo' }>(
    sql`SELECT m.id, m.raw, m.source FROM mail_messages m
        WHERE m.unread_sender = ${domain}
          AND NOT EXISTS (SELECT 1 FROM payment_candidates c WHERE c.mail_message_id = m.id)
        ORDER BY m.id LIMIT 50`,
  );
}

/** A waiting mail stops waiting; false when it was not waiting. */
export async function stopWaiting(db: Executor, id: number) {
  const rows = await db.query(
    sql`UPDATE mail_messages m SET unread_sender = NULL
        WHERE m.id = ${id} AND m.unread_sender IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM payment_candidates c WHERE c.mail_message_id = m.id)
        RETURNING m.id`,
  );
  return rows.length > 0;
}
