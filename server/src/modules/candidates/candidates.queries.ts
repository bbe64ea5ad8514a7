import type { CANDIDATE_ORDERING, CandidateSource, CandidateStatus } from '@bunkhouse/contract';
import type { Executor, Tx } from '../../db/database';
import { selectItem } from '../../db/json';
import { containsPattern, inList, orderBySql, queryPage, whereSql, type ListQuery } from '../../db/list';
import { sql, type Sql } from '../../db/sql';
import { CANDIDATE_JOINS, CANDIDATE_JSON, recordedPaymentOf } from '../../presenters/candidates';
import type { MethodPatterns } from '../mail/parsed';
import type { TenantToMatch } from './matching';

/** The active payment methods and their detection patterns, for the parser. */
export async function selectMethodPatterns(db: Executor) {
  const rows = await db.query<MethodPatterns & { id: number }>(
    sql`SELECT id, name, detection_patterns AS patterns FROM transaction_sub_types
        WHERE type = 'payment' AND is_active ORDER BY id`,
  );
  return rows;
}

// ---- Matching ----

/**
 * The tenants a payer may be: active tenants whose name (without accents) contains one of the
 * payer's words (the trigram index on `tenant_search.name_key`), and those an alias names.
 */
export async function shortlistTenants(db: Executor, terms: string[], aliases: string[]) {
  const byName = terms.map((term) => sql`ts.name_key LIKE ${containsPattern(term)}`);
  const rows = await db.query<TenantToMatch>(
    sql`WITH named AS (
          SELECT ts.tenant_id FROM tenant_search ts ${byName.length ? whereSql([sql`(${sql.join(byName, ' OR ')})`]) : sql`WHERE false`}
          LIMIT 200),
        aliased AS (
          SELECT pa.tenant_id, min(pa.alias) AS alias FROM payer_aliases pa
          WHERE pa.alias = ANY(${aliases}::text[]) GROUP BY pa.tenant_id)
        SELECT t.id, t.first_name, t.last_name,
               (greatest(-t.balance_amount, 0) * 100)::int AS owed_cents,
               split_part(a.alias, ':', 2) AS alias
        FROM tenants t LEFT JOIN aliased a ON a.tenant_id = t.id
        WHERE t.deleted_at IS NULL
          AND (t.id IN (SELECT tenant_id FROM named) OR a.tenant_id IS NOT NULL)`,
  );
  return rows.map((r) => ({ ...r, alias: r.alias || null }));
}

/**
 * True when a payment or another candidate has the same method, amount, payer and day: the same
 * payment reported twice (a forward of a mail already in, a bank's and the app's own notice).
 */
export async function isPossibleDuplicate(
  db: Executor,
  p: { methodId: number | null; amount: string; nameKey: string; day: string; tenantId: number | null },
) {
  const [row] = await db.query<{ found: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM payment_candidates c
                       WHERE c.method_id IS NOT DISTINCT FROM ${p.methodId} AND c.extracted_amount = ${p.amount}::numeric
                         AND c.payment_date = ${p.day}::date AND bunkhouse_name_key(c.extracted_name) = ${p.nameKey})
            OR (${p.tenantId}::int IS NOT NULL AND EXISTS (
                SELECT 1 FROM payments pay
                WHERE pay.tenant_id = ${p.tenantId} AND pay.method_id IS NOT DISTINCT FROM ${p.methodId}
                  AND pay.amount = ${p.amount}::numeric AND pay.received_on = ${p.day}::date
                  AND pay.voided_at IS NULL)) AS found`,
  );
  return row!.found;
}

// ---- Candidates ----

export interface NewCandidate {
  mailMessageId: number;
  position: number;
  provider: string;
  extractedName: string;
  payerHandle: string | null;
  amount: string;
  emailDate: string;
  paymentDate: string;
  methodId: number | null;
  reference: string | null;
  source: string;
  verified: boolean;
  verification: string;
  status: Extract<CandidateStatus, 'pending' | 'matched'>;
  matchedTenantId: number | null;
  suggestions: Array<{ tenant_id: number; score: number; reason: string }>;
  possibleDuplicate: boolean;
}

/** Stores a candidate; null when its provider's reference made one already. */
export async function insertCandidate(tx: Tx, c: NewCandidate) {
  const [row] = await tx.query<{ id: number }>(
    sql`INSERT INTO payment_candidates
          (mail_message_id, position, provider, extracted_name, payer_handle, extracted_amount, email_date,
           payment_date, method_id, reference, source, verified, verification, status, matched_tenant_id,
           suggestions, possible_duplicate)
        VALUES (${c.mailMessageId}, ${c.position}, ${c.provider}, ${c.extractedName}, ${c.payerHandle},
                ${c.amount}::numeric, ${c.emailDate}::timestamptz, ${c.paymentDate}::date, ${c.methodId},
                ${c.reference}, ${c.source}, ${c.verified}, ${c.verification}, ${c.status}, ${c.matchedTenantId},
                ${JSON.stringify(c.suggestions)}::jsonb, ${c.possibleDuplicate})
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  return row?.id ?? null;
}

export const findCandidate = (db: Executor, id: number) =>
  selectItem(db, CANDIDATE_JSON, sql`FROM payment_candidates c ${CANDIDATE_JOINS} WHERE c.id = ${id}`);

export interface CandidateRow {
  id: number;
  status: CandidateStatus;
  source: CandidateSource;
  verified: boolean;
  matched_tenant_id: number | null;
  method_id: number | null;
  extracted_amount: string;
  extracted_name: string;
  payer_handle: string | null;
  payment_date: string;
  email_date: string;
  method: string | null;
}

const CANDIDATE_ROW = sql`SELECT c.id, c.status, c.source, c.verified, c.matched_tenant_id, c.method_id,
  c.extracted_amount::text AS extracted_amount, c.extracted_name, c.payer_handle, c.payment_date,
  c.email_date::text AS email_date, s.name AS method
  FROM payment_candidates c LEFT JOIN transaction_sub_types s ON s.id = c.method_id`;

export async function readCandidate(db: Executor, id: number) {
  const [row] = await db.query<CandidateRow>(sql`${CANDIDATE_ROW} WHERE c.id = ${id}`);
  return row ?? null;
}

/** The candidate, locked until the transaction ends (after the tenant: ledger/locks.ts's order). */
export async function lockCandidate(tx: Tx, id: number) {
  const [row] = await tx.query<CandidateRow>(sql`${CANDIDATE_ROW} WHERE c.id = ${id} FOR UPDATE OF c`);
  return row ?? null;
}

/** Decides a candidate that is not decided yet; false when another request decided it first. */
export async function decideCandidate(
  tx: Tx,
  id: number,
  d: { status: 'applied' | 'ignored'; paymentId: number | null; tenantId: number | null; by: number | null },
) {
  const rows = await tx.query(
    sql`UPDATE payment_candidates
        SET status = ${d.status}, payment_id = ${d.paymentId},
            matched_tenant_id = coalesce(${d.tenantId}::int, matched_tenant_id),
            decided_by = ${d.by}, decided_at = now()
        WHERE id = ${id} AND status IN ('pending', 'matched') RETURNING id`,
  );
  return rows.length === 1;
}

/** Remembers who paid for the tenant (a name, handle or e-mail), counting how often. */
export async function learnAliases(tx: Tx, aliases: string[], tenantId: number) {
  await tx.query(
    sql`INSERT INTO payer_aliases (alias, tenant_id)
        SELECT unnest(${aliases}::text[]), ${tenantId}
        ON CONFLICT (alias, tenant_id) DO UPDATE SET uses = payer_aliases.uses + 1, last_used_at = now()`,
  );
}

type CandidateOrderingKey = (typeof CANDIDATE_ORDERING)[number];

const ORDER: Record<CandidateOrderingKey, Sql[]> = {
  email_date: [sql`c.email_date`, sql`c.id`],
  extracted_amount: [sql`c.extracted_amount`, sql`c.id`],
  extracted_name: [sql`c.extracted_name`, sql`c.id`],
  status: [sql`c.status`, sql`c.id`],
  id: [sql`c.id`],
};

/** A page of candidates: statuses, and search terms on the payer's name, reference or amount. */
export function selectCandidatesPage(
  db: Executor,
  statuses: string[] | undefined,
  list: ListQuery<CandidateOrderingKey>,
) {
  const where: Sql[] = [];
  if (statuses?.length) where.push(inList(sql`c.status`, statuses));
  for (const term of list.terms) {
    where.push(sql`(bunkhouse_name_key(c.extracted_name) LIKE bunkhouse_name_key(${containsPattern(term)})
                    OR c.reference ILIKE ${containsPattern(term)} OR c.extracted_amount::text = ${term})`);
  }
  return queryPage(db, list.window, {
    table: 'payment_candidates',
    alias: 'c',
    where,
    matched: list.terms.length
      ? sql`SELECT c.id, c.email_date, c.extracted_amount, c.extracted_name, c.status
            FROM payment_candidates c ${whereSql(where)}`
      : undefined,
    order: orderBySql(ORDER, list.order),
    item: CANDIDATE_JSON,
    itemFrom: sql`JOIN payment_candidates c ON c.id = page.id ${CANDIDATE_JOINS}`,
  });
}

/** The payment of `tenantId` that records bank credit `id`'s money already, with its day, or null. */
export async function findRecordedPayment(db: Executor, id: number, tenantId: number) {
  const [row] = await db.query<{ id: number; received_on: string }>(
    sql`SELECT r.id, r.received_on FROM payment_candidates c JOIN payments r ON r.id = ${recordedPaymentOf(sql`${tenantId}::int`)}
        WHERE c.id = ${id}`,
  );
  return row ?? null;
}
