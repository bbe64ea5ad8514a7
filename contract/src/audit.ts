import { z } from 'zod';
import { queryDate, timestamp } from './dates';
import { INVALID_STRING, queryNumber } from './fields';
import { FINANCE_MESSAGES } from './finance';
import { pageQuery, paged } from './lists';

/**
 * The audit log (DOMAIN "People and access": every write records who did it and when), read by
 * staff with `audit.view`. `detail` is what the change recorded; personal data such as the SSN is
 * never in it.
 */
export const auditEntry = z.object({
  id: z.number().int(),
  created_at: timestamp,
  user: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  /** The changed fields, before → after; personal data such as the SSN reads "(changed)". */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })).nullable(),
  /** The API request that made the change (its X-Request-Id), null for jobs and commands. */
  request_id: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const name = z.string({ error: INVALID_STRING }).trim().max(100).optional();

/**
 * `GET /api/audit-log/?user=&entity=&entity_id=&action=&date_from=&date_to=&page=`: newest first; the
 * dates are business days, both inclusive.
 */
export const auditListQuery = z
  .object({
    user: queryNumber(),
    entity: name,
    entity_id: name,
    action: name,
    date_from: queryDate,
    date_to: queryDate,
    ...pageQuery,
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    path: ['date_to'],
    message: FINANCE_MESSAGES.dateRange,
  });
export type AuditListQuery = z.infer<typeof auditListQuery>;
export const pagedAudit = paged(auditEntry);
