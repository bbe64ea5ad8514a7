import { addDays, fromCents, MESSAGE_MESSAGES, toCents, type BalanceRow } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { sql } from '../../db/sql';
import { notFound, refuseFields } from '../../errors';
import { statementPdf } from './statement-pdf';

/**
 * A tenant's statement (issue 32): their ledger rows booked from `start` to `end` in booked-day order,
 * the balance before (opening), after each row (running) and after the last (closing), as the PDF and
 * the balance page show it. Balances here as every ledger list: credit positive, owed negative.
 */

export interface StatementData {
  tenantName: string;
  businessName: string;
  contactEmail: string | null;
  start: string;
  end: string;
  opening: string;
  closing: string;
  rows: BalanceRow[];
}

export async function statementData(db: Executor, tenantId: number, start: string, end: string) {
  const [head] = await db.query<{
    tenant_name: string;
    business_name: string;
    contact_email: string | null;
    opening: string;
  }>(
    sql`SELECT t.first_name || ' ' || t.last_name AS tenant_name, b.business_name, b.contact_email,
               (SELECT coalesce(sum(x.amount), 0)::numeric(12, 2)::text FROM transactions x
                WHERE x.tenant_id = t.id AND x.booked_on < ${start}::date) AS opening
        FROM tenants t CROSS JOIN business_settings b WHERE t.id = ${tenantId}`,
  );
  if (!head) throw notFound('Tenant');
  const ledger = await db.query<{ date: string; description: string; amount: string }>(
    sql`SELECT x.booked_on AS date, x.description, x.amount::text AS amount FROM transactions x
        WHERE x.tenant_id = ${tenantId} AND x.booked_on BETWEEN ${start}::date AND ${end}::date
        ORDER BY x.booked_on, x.id`,
  );
  let running = toCents(head.opening);
  const rows = ledger.map((r) => {
    running += toCents(r.amount);
    return {
      date: r.date,
      description: r.description,
      amount: fromCents(toCents(r.amount)),
      balance: fromCents(running),
    };
  });
  return {
    tenantName: head.tenant_name,
    businessName: head.business_name,
    contactEmail: head.contact_email,
    start,
    end,
    opening: fromCents(toCents(head.opening)),
    closing: fromCents(running),
    rows,
  } satisfies StatementData;
}

/** A statement's days: both given, else the last 90 days to `today`; the end not before the start. */
export function statementDays(query: { start?: string; end?: string }, today: string) {
  const end = query.end ?? today;
  const start = query.start ?? addDays(end, -89);
  refuseFields({ end: end < start ? MESSAGE_MESSAGES.endBeforeStart : null });
  return { start, end };
}

const owedPositive = (amount: string) => fromCents(-toCents(amount));

/** The statement as a PDF: as a statement reads, what is owed positive (the ledger's sign turned). */
export async function statementFile(
  db: Executor,
  tenantId: number,
  days: { start: string; end: string },
  { title = 'Statement', note = null, today }: { title?: string; note?: string | null; today: string },
) {
  const data = await statementData(db, tenantId, days.start, days.end);
  return statementPdf({
    title,
    businessName: data.businessName,
    businessContact: data.contactEmail,
    tenantName: data.tenantName,
    tenantDetail: null,
    start: data.start,
    end: data.end,
    openingBalance: owedPositive(data.opening),
    closingBalance: owedPositive(data.closing),
    rows: data.rows.map((r) => ({ ...r, amount: owedPositive(r.amount), balance: owedPositive(r.balance) })),
    note,
    preparedOn: today,
  });
}
