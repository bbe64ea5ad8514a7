import type { MessageListQuery } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { selectItem } from '../../db/json';
import { inList, pageWindow, queryPage } from '../../db/list';
import { sql, type Sql } from '../../db/sql';
import { MESSAGE_FROM, MESSAGE_JSON, MESSAGE_LIST_JSON } from '../../presenters/messages';

/** A page of the outbox, newest first. */
export function selectMessagesPage(db: Executor, query: MessageListQuery) {
  const where: Sql[] = [];
  if (query.tenant !== undefined) where.push(sql`m.tenant_id = ${query.tenant}`);
  if (query.status?.length) where.push(inList(sql`m.status`, query.status));
  if (query.kind?.length) where.push(inList(sql`m.kind`, query.kind));
  return queryPage(db, pageWindow(query), {
    table: 'messages',
    alias: 'm',
    where,
    order: sql`ORDER BY m.id DESC`,
    item: MESSAGE_LIST_JSON,
    itemFrom: sql`JOIN messages m ON m.id = page.id ${MESSAGE_FROM}`,
  });
}

export const findMessage = (db: Executor, id: number) =>
  selectItem(db, MESSAGE_JSON, sql`FROM messages m ${MESSAGE_FROM} WHERE m.id = ${id}`);

/** A message as queued, to queue it again. */
export async function selectQueuedText(db: Executor, id: number) {
  const [row] = await db.query<{
    tenant_id: number;
    kind: string;
    subject: string;
    body: string;
    statement_start: string | null;
    statement_end: string | null;
  }>(
    sql`SELECT tenant_id, kind, subject, body, statement_start, statement_end FROM messages WHERE id = ${id}`,
  );
  return row ?? null;
}

/** A copy of message `id` to send again, from the tenant's address now (or skipped, saying why). */
export async function insertResend(
  db: Executor,
  id: number,
  cause: string,
  status: { to: string | null; reason: string | null },
  by: number,
) {
  const [row] = await db.query<{ id: number }>(
    sql`INSERT INTO messages (tenant_id, kind, cause, to_address, subject, body, statement_start, statement_end,
                              status, reason, created_by, resent_from)
        SELECT tenant_id, kind, ${cause}, ${status.to}, subject, body, statement_start, statement_end,
               ${status.reason ? 'skipped' : 'queued'}, ${status.reason}, ${by}, id
        FROM messages WHERE id = ${id}
        ON CONFLICT (cause) DO NOTHING
        RETURNING id`,
  );
  return row ? Number(row.id) : null;
}
