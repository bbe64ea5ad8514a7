import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  userId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  detail?: Record<string, unknown>;
}

/** Records who did what; call it inside the transaction of the change itself. */
export async function recordAudit(db: Executor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    detail: entry.detail ?? null,
  });
}
