import type { AuditListQuery } from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { pageWindow } from '../../db/list';
import { selectAuditPage } from './audit-log.queries';

/** The audit log, newest first, filtered by user, entity, action and business days. */
export const listAudit = (db: Db, query: AuditListQuery, timeZone: string) =>
  selectAuditPage(
    db,
    {
      userId: query.user,
      entity: query.entity || undefined,
      entityId: query.entity_id || undefined,
      action: query.action || undefined,
      from: query.date_from,
      to: query.date_to,
      timeZone,
    },
    pageWindow(query),
  );
