import type { CandidateSuggestion, IngestLogEntry, PaymentCandidate } from '@bunkhouse/contract';
import { isoTime, jsonObject, jsonObjectOrNull, money } from '../db/json';
import { sql, type Sql } from '../db/sql';
import { TENANT_REF_JSON, tenantRefOrNull } from './references';

/** A suggestion (`CandidateSuggestion`), from the stored entry `e` and its tenant `t`. */
const SUGGESTION_JSON = jsonObject<CandidateSuggestion>({
  tenant: TENANT_REF_JSON,
  score: sql`(e.value->>'score')::float8`,
  reason: sql`e.value->>'reason'`,
});

/**
 * SQL: a payment that records a bank credit's money already (issue 31, "One payment, one record"): of
 * `tenant`, the credit's amount, received within 3 days of its day, not voided, and not another bank
 * line's applied payment; the nearest day first. `c` is the candidate.
 */
export const recordedPaymentOf = (tenant: Sql) =>
  sql`(SELECT pay.id FROM payments pay
       WHERE c.source = 'bank' AND pay.tenant_id = ${tenant} AND pay.amount = c.extracted_amount
         AND pay.voided_at IS NULL AND pay.applied_at IS NOT NULL
         AND pay.received_on BETWEEN c.payment_date - 3 AND c.payment_date + 3
         AND NOT EXISTS (SELECT 1 FROM payment_candidates o WHERE o.payment_id = pay.id AND o.source = 'bank')
       ORDER BY abs(pay.received_on - c.payment_date), pay.id LIMIT 1)`;

/**
 * A payment candidate (`PaymentCandidate`), from `payment_candidates c`, its matched tenant `t`, its
 * method `s` and who decided it `u` (CANDIDATE_JOINS); the suggestions keep their stored rank.
 */
export const CANDIDATE_JSON = jsonObject<PaymentCandidate>({
  id: sql`c.id`,
  extracted_name: sql`c.extracted_name`,
  matched_tenant: tenantRefOrNull(sql`c.matched_tenant_id`),
  extracted_amount: money(sql`c.extracted_amount`),
  email_date: isoTime(sql`c.email_date`),
  payment_date: sql`c.payment_date`,
  created_at: isoTime(sql`c.created_at`),
  matched_method: jsonObjectOrNull<NonNullable<PaymentCandidate['matched_method']>>(sql`s.id IS NOT NULL`, {
    id: sql`s.id`,
    name: sql`s.name`,
  }),
  source: sql`c.source`,
  status: sql`c.status`,
  reference: sql`c.reference`,
  verified: sql`c.verified`,
  verification: sql`c.verification`,
  suggestions: sql`(SELECT coalesce(json_agg(${SUGGESTION_JSON} ORDER BY e.ordinality), '[]')
                    FROM jsonb_array_elements(c.suggestions) WITH ORDINALITY e
                    JOIN tenants t ON t.id = (e.value->>'tenant_id')::int)`,
  possible_duplicate: sql`c.possible_duplicate`,
  recorded_payment: sql`(SELECT json_build_object('id', r.id, 'received_on', r.received_on) FROM payments r
                         WHERE c.status IN ('pending', 'matched')
                           AND r.id = ${recordedPaymentOf(sql`c.matched_tenant_id`)})`,
  read_by: sql`(SELECT m.why FROM mail_messages m WHERE m.id = c.mail_message_id)`,
  payment_id: sql`c.payment_id`,
  decided_by: jsonObjectOrNull<NonNullable<PaymentCandidate['decided_by']>>(sql`u.id IS NOT NULL`, {
    id: sql`u.id`,
    username: sql`u.username`,
  }),
  decided_at: isoTime(sql`c.decided_at`),
});
export const CANDIDATE_JOINS = sql`LEFT JOIN tenants t ON t.id = c.matched_tenant_id
  LEFT JOIN transaction_sub_types s ON s.id = c.method_id LEFT JOIN users u ON u.id = c.decided_by`;

/** An ingest log entry (`IngestLogEntry`), from `mail_messages m`. */
export const INGEST_LOG_JSON = jsonObject<IngestLogEntry>({
  id: sql`m.id`,
  received_at: isoTime(sql`m.received_at`),
  source: sql`m.source`,
  origin: sql`CASE WHEN m.uid IS NULL THEN m.origin ELSE m.origin || ' ' || m.uidvalidity || '/' || m.uid END`,
  message_id: sql`m.message_id`,
  subject: sql`m.subject`,
  from: sql`m.from_address`,
  outcome: sql`m.outcome`,
  why: sql`m.why`,
  candidate_ids: sql`(SELECT coalesce(json_agg(pc.id ORDER BY pc.position), '[]')
                      FROM payment_candidates pc WHERE pc.mail_message_id = m.id)`,
});
