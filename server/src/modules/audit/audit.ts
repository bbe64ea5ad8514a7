import type { Executor } from '../../db/database';
import { sql } from '../../db/sql';
import { currentRequestId } from '../../http/request-context';

export interface AuditEntry {
  userId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  detail?: Record<string, unknown>;
  /** The changed fields before → after (`changedFields`). */
  changes?: Changes | null;
  /** When, for what is recorded after the fact (the demo's history); default now. */
  at?: string | null;
}

export type Changes = Record<string, { from: unknown; to: unknown }>;

/** Fields whose values never reach the audit log: a change to them reads "(changed)". */
const SECRET_FIELDS = new Set([
  'social_security_number',
  'ssn',
  'ssn_hash',
  'ssn_last4',
  'password',
  'password_hash',
  'mail_password',
  'smtp_password',
  'link_secret',
]);
export const SECRET_CHANGED = '(changed)';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of `after` whose value differs from `before`, as `{field: {from, to}}`, personal data
 * (SSN, passwords) as "(changed)"; null when nothing changed.
 */
export function changedFields(before: object, after: object): Changes | null {
  const changes: Changes = {};
  const was = before as Record<string, unknown>;
  for (const [field, value] of Object.entries(after)) {
    if (same(was[field], value)) continue;
    changes[field] = SECRET_FIELDS.has(field)
      ? { from: SECRET_CHANGED, to: SECRET_CHANGED }
      : { from: was[field] ?? null, to: value ?? null };
  }
  return Object.keys(changes).length ? changes : null;
}

/**
 * A row as JSON, locked for the change about to be made (null when there is none): read it before
 * and after the change, and `changesIn` says what changed.
 */
export async function rowForChange(db: Executor, table: string, id: number) {
  const [found] = await db.query<{ row: Record<string, unknown> }>(
    sql`SELECT to_jsonb(x) AS row FROM ${sql.identifier(table)} x WHERE x.id = ${id} FOR UPDATE`,
  );
  return found?.row ?? null;
}

/** The changes between two readings of a row, in the given columns only. */
export function changesIn(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  columns: string[],
) {
  const pick = (row: Record<string, unknown>) => Object.fromEntries(columns.map((c) => [c, row[c] ?? null]));
  return changedFields(pick(before), pick(after));
}

/**
 * Records who did what; call it inside the transaction of the change itself. The API request's id
 * comes along by itself (http/request-context.ts).
 */
export async function recordAudit(db: Executor, entry: AuditEntry) {
  const entityId = entry.entityId == null ? null : String(entry.entityId);
  const detail = entry.detail === undefined ? null : JSON.stringify(entry.detail);
  const changes = entry.changes ? JSON.stringify(entry.changes) : null;
  await db.query(
    sql`INSERT INTO audit_log (user_id, action, entity, entity_id, detail, changes, request_id, created_at)
        VALUES (${entry.userId}, ${entry.action}, ${entry.entity}, ${entityId}, ${detail}::jsonb,
                ${changes}::jsonb, ${currentRequestId()}, coalesce(${entry.at ?? null}::timestamptz, now()))`,
  );
}
