import type { AuditEntry } from '@bunkhouse/contract';
import { isoTime, jsonObject, jsonObjectOrNull } from '../db/json';
import { sql } from '../db/sql';

/** An audit entry (`AuditEntry`), from `audit_log a` and who did it, `users u` (left joined). */
export const AUDIT_JSON = jsonObject<AuditEntry>({
  id: sql`a.id`,
  created_at: isoTime(sql`a.created_at`),
  user: jsonObjectOrNull<NonNullable<AuditEntry['user']>>(sql`u.id IS NOT NULL`, {
    id: sql`u.id`,
    username: sql`u.username`,
  }),
  action: sql`a.action`,
  entity: sql`a.entity`,
  entity_id: sql`a.entity_id`,
  detail: sql`a.detail`,
  changes: sql`a.changes`,
  request_id: sql`a.request_id`,
});
