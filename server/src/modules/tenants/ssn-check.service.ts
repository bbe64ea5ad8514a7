import { TENANT_MESSAGES } from '@bunkhouse/contract';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Db } from '../../db/database';
import { sql } from '../../db/sql';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/audit';
import { ssnMatches } from './ssn';
import * as q from './tenants.queries';

/** Checks a user may make, and a tenant's SSN may take, within an hour. */
export const SSN_CHECKS_PER_HOUR = 5;

/**
 * "Does this number match the stored SSN?" (`tenants.verify_ssn`), refused with 429 after a few tries
 * an hour per user and per tenant — the detail page shows the last four digits, so guessing the
 * rest is 100,000 tries. Every check is recorded (ssn_checks, the audit log), matched or not. The
 * user's and the tenant's locks, in that order, make the count and the new row one step.
 */
export async function verifyTenantSsn(
  db: Db,
  id: number,
  ssn: string | null,
  actorId: number,
  secret: string | null,
) {
  return db.transaction(async (tx) => {
    await tx.query(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.ssnCheckUser}, ${actorId})`);
    await tx.query(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.ssnCheckTenant}, ${id})`);
    const found = await q.findSsnHash(tx, id);
    if (!found) throw notFound('Tenant');
    const [recent] = await tx.query<{ by_user: number; on_tenant: number; retry_at: string | null }>(
      sql`SELECT count(*) FILTER (WHERE user_id = ${actorId})::int AS by_user,
                 count(*) FILTER (WHERE tenant_id = ${id})::int AS on_tenant,
                 to_char((min(created_at) FILTER (WHERE user_id = ${actorId} OR tenant_id = ${id})
                          + interval '1 hour') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS retry_at
          FROM ssn_checks
          WHERE created_at > now() - interval '1 hour' AND (user_id = ${actorId} OR tenant_id = ${id})`,
    );
    if (recent!.by_user >= SSN_CHECKS_PER_HOUR || recent!.on_tenant >= SSN_CHECKS_PER_HOUR) {
      throw new AppError('throttled', TENANT_MESSAGES.ssnChecksExceeded(recent!.retry_at ?? ''));
    }
    const matches =
      found.ssn_hash !== null && ssn !== null && (await ssnMatches(found.ssn_hash, ssn, secret));
    await tx.query(
      sql`INSERT INTO ssn_checks (user_id, tenant_id, matched) VALUES (${actorId}, ${id}, ${matches})`,
    );
    await recordAudit(tx, {
      userId: actorId,
      action: 'verify_ssn',
      entity: 'tenant',
      entityId: id,
      detail: { matches },
    });
    return { matches };
  });
}
