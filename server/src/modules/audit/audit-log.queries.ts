import type { Executor } from '../../db/database';
import { queryPage, type ListQuery } from '../../db/list';
import { sql, type Sql } from '../../db/sql';
import { endOfDay, startOfDay } from '../../db/time';
import { AUDIT_JSON } from '../../presenters/audit';

export interface AuditFilter {
  userId?: number;
  entity?: string;
  entityId?: string;
  action?: string;
  /** Business days, both inclusive, in `timeZone`. */
  from?: string;
  to?: string;
  timeZone: string;
}

/** A page of the audit log, newest first. */
export function selectAuditPage(db: Executor, filter: AuditFilter, window: ListQuery<string>['window']) {
  const where: Sql[] = [];
  if (filter.userId !== undefined) where.push(sql`a.user_id = ${filter.userId}`);
  if (filter.entity) where.push(sql`a.entity = ${filter.entity}`);
  if (filter.entityId) where.push(sql`a.entity_id = ${filter.entityId}`);
  if (filter.action) where.push(sql`a.action = ${filter.action}`);
  if (filter.from) where.push(sql`a.created_at >= ${startOfDay(filter.from, filter.timeZone)}`);
  if (filter.to) where.push(sql`a.created_at < ${endOfDay(filter.to, filter.timeZone)}`);
  return queryPage(db, window, {
    table: 'audit_log',
    alias: 'a',
    where,
    order: sql`ORDER BY a.id DESC`,
    item: AUDIT_JSON,
    itemFrom: sql`JOIN audit_log a ON a.id = page.id LEFT JOIN users u ON u.id = a.user_id`,
  });
}
