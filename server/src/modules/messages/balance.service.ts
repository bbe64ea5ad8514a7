import { addDays, MESSAGE_MESSAGES, todayIn, type BalanceLink, type BalancePage } from '@bunkhouse/contract';
import type { Db, Executor } from '../../db/database';
import { sql } from '../../db/sql';
import { AppError, notFound, refusal } from '../../errors';
import { recordAudit } from '../audit/audit';
import { linkUrl, readLink, signLink } from './balance-link';
import { selectMessageSettings } from './message-settings.queries';
import { statementData, statementFile } from './statement.service';

/**
 * The tenant's balance link (issue 32): a read-only page of one tenant's balance, next rent and last 90
 * days, opened without signing in. The link is the access: signed, expiring, revoked per tenant by
 * raising their `link_version`; every open is logged (`balance_link_opens`).
 */

const invalid = () => new AppError('not_found', MESSAGE_MESSAGES.linkInvalid);

/** The tenant a link opens, or a 404 that says invalid or expired. */
async function tenantOfLink(db: Executor, token: string, now: number) {
  const settings = await selectMessageSettings(db);
  const claim = readLink(settings.link_secret, token);
  if (!claim) throw invalid();
  const [tenant] = await db.query<{ id: number; link_version: number }>(
    sql`SELECT id, link_version FROM tenants WHERE id = ${claim.tenantId}`,
  );
  if (!tenant || tenant.link_version !== claim.version) throw invalid();
  if (claim.expires * 1000 <= now) throw new AppError('not_found', MESSAGE_MESSAGES.linkExpired);
  return { tenantId: tenant.id, expires: claim.expires, settings };
}

const logOpen = (db: Executor, tenantId: number, what: 'page' | 'statement') =>
  db.query(sql`INSERT INTO balance_link_opens (tenant_id, what) VALUES (${tenantId}, ${what})`);

/** A fresh link for staff to pass on, valid the settings' link days (audited). */
export async function createBalanceLink(
  db: Db,
  tenantId: number,
  actorId: number,
  now = Date.now(),
): Promise<BalanceLink> {
  const settings = await selectMessageSettings(db);
  if (!settings.public_url) throw refusal(MESSAGE_MESSAGES.publicUrlNeeded);
  const [tenant] = await db.query<{ link_version: number; time_zone: string }>(
    sql`SELECT t.link_version, b.time_zone FROM tenants t CROSS JOIN business_settings b WHERE t.id = ${tenantId}`,
  );
  if (!tenant) throw notFound('Tenant');
  const expires = Math.floor(now / 1000) + settings.link_days * 86_400;
  const token = signLink(settings.link_secret, { tenantId, version: tenant.link_version, expires });
  // A link is access to the tenant's figures: who made one, and until when, is on record.
  await recordAudit(db, {
    userId: actorId,
    action: 'link',
    entity: 'tenant',
    entityId: tenantId,
    detail: { expires },
  });
  return {
    url: linkUrl(settings.public_url, token),
    expires_on: todayIn(tenant.time_zone, new Date(expires * 1000)),
  };
}

/** Every link sent to the tenant so far stops working. */
export async function revokeBalanceLinks(db: Db, tenantId: number, actorId: number) {
  await db.transaction(async (tx) => {
    const rows = await tx.query(
      sql`UPDATE tenants SET link_version = link_version + 1 WHERE id = ${tenantId} RETURNING id`,
    );
    if (!rows.length) throw notFound('Tenant');
    await recordAudit(tx, { userId: actorId, action: 'revoke_links', entity: 'tenant', entityId: tenantId });
  });
}

export async function openBalancePage(db: Db, token: string, now = Date.now()): Promise<BalancePage> {
  const { tenantId, expires, settings } = await tenantOfLink(db, token, now);
  const [head] = await db.query<{
    first_name: string;
    balance: string;
    business_name: string;
    contact_email: string | null;
    time_zone: string;
    due_date: string | null;
    due_amount: string | null;
  }>(
    sql`SELECT t.first_name, t.balance_amount::text AS balance, b.business_name, b.contact_email, b.time_zone,
               coalesce(rc.rent_due_date, t.current_rent_due_date) AS due_date,
               coalesce(rc.remaining_amount, t.current_rent_amount)::text AS due_amount
        FROM tenants t CROSS JOIN business_settings b
        LEFT JOIN LATERAL (SELECT rent_due_date, remaining_amount FROM rent_confirmations
                           WHERE tenant_id = t.id AND status = 'unpaid' ORDER BY rent_due_date, id LIMIT 1) rc ON true
        WHERE t.id = ${tenantId}`,
  );
  const today = todayIn(head!.time_zone, new Date(now));
  const statement = await statementData(db, tenantId, addDays(today, -89), today);
  await logOpen(db, tenantId, 'page');
  return {
    business_name: head!.business_name,
    contact_email: head!.contact_email,
    first_name: head!.first_name,
    balance: head!.balance,
    next_due: head!.due_date && head!.due_amount ? { date: head!.due_date, amount: head!.due_amount } : null,
    rows: statement.rows.reverse(),
    payment_instructions: settings.payment_instructions,
    expires_on: todayIn(head!.time_zone, new Date(expires * 1000)),
    time_zone: head!.time_zone,
  };
}

/** The last 90 days as a PDF, from the link. */
export async function openBalanceStatement(db: Db, token: string, now = Date.now()) {
  const { tenantId, settings } = await tenantOfLink(db, token, now);
  const [{ time_zone } = { time_zone: 'UTC' }] = await db.query<{ time_zone: string }>(
    sql`SELECT time_zone FROM business_settings`,
  );
  const today = todayIn(time_zone, new Date(now));
  const file = await statementFile(
    db,
    tenantId,
    { start: addDays(today, -89), end: today },
    {
      note: settings.payment_instructions || null,
      today,
    },
  );
  await logOpen(db, tenantId, 'statement');
  return file;
}
