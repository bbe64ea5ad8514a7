import type { Executor } from '../../db/database';
import { sql } from '../../db/sql';

export interface AuditEntry {
  userId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  detail?: Record<string, unknown>;
}

/** Records who did what; call it inside the transaction of the change itself. */
export async function recordAudit(db: Executor, entry: AuditEntry) {
  const entityId = entry.entityId == null ? null : String(entry.entityId);
  const detail = entry.detail === undefined ? null : JSON.stringify(entry.detail);
  await db.query(
    sql`INSERT INTO audit_log (user_id, action, entity, entity_id, detail)
        VALUES (${entry.userId}, ${entry.action}, ${entry.entity}, ${entityId}, ${detail}::jsonb)`,
  );
}
