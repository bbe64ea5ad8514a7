import type { Db } from '../src/db/database';
import { sql } from '../src/db/sql';

/** Test support for messages to tenants (issue 32). */

/** Messages on, through the SMTP server at `port` on loopback (plain, no login), every kind on. */
export async function turnMessagesOn(db: Db, port = 2525, extra: { publicUrl?: string } = {}) {
  await db.query(
    sql`UPDATE message_settings
        SET messages_on = true, smtp_host = '127.0.0.1', smtp_port = ${port}, smtp_tls = 'none', smtp_user = NULL,
            smtp_password = NULL, from_name = 'Oak Street Housing', from_address = 'office@oak.example',
            reply_to = NULL, public_url = ${extra.publicUrl ?? 'https://rent.oak.example'},
            payment_instructions = 'Zelle to pay@oak.example, memo: your bed'`,
  );
}

export interface OutboxRow {
  id: number;
  tenant_id: number;
  kind: string;
  cause: string;
  to_address: string | null;
  subject: string;
  body: string;
  status: string;
  reason: string | null;
  attempts: number;
}

/** The outbox, oldest first: every message, or those to the given tenants. */
export const outbox = (db: Db, tenantIds?: number[]) =>
  db.query<OutboxRow>(
    sql`SELECT id::int, tenant_id, kind, cause, to_address, subject, body, status, reason, attempts FROM messages
        WHERE ${tenantIds ?? null}::int[] IS NULL OR tenant_id = ANY(${tenantIds ?? null}::int[])
        ORDER BY id`,
  );
