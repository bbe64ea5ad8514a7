import type { Executor } from '../src/db/database';
import { sql } from '../src/db/sql';

export interface AuditRow {
  action: string;
  userId: number | null;
  detail: Record<string, unknown> | null;
}

/** The audit entries of one entity, oldest first (optionally of one action). */
export const auditOf = (db: Executor, entity: string, entityId: number | string, action?: string) =>
  db.query<AuditRow>(
    sql`SELECT action, user_id AS "userId", detail FROM audit_log
        WHERE entity = ${entity} AND entity_id = ${String(entityId)}
          AND (${action ?? null}::text IS NULL OR action = ${action ?? null})
        ORDER BY id`,
  );
