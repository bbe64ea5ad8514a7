import type { Fee, Payment, RentConfirmation, RentRecord, SubType, Transaction } from '@bunkhouse/contract';
import { isoTime, jsonObject, jsonObjectOrNull, money, type JsonFields } from '../db/json';
import { sql, type Sql } from '../db/sql';
import { PROPERTY_REF_JSON, propertyRefOrNull, TENANT_REF_JSON, tenantRefOrNull } from './references';

/** A sub-type (`SubType`), from `transaction_sub_types s`. */
export const SUB_TYPE_JSON = jsonObject<SubType>({
  id: sql`s.id`,
  name: sql`s.name`,
  type: sql`s.type`,
  default_amount: money(sql`s.default_amount`),
  is_active: sql`s.is_active`,
  detection_patterns: sql`to_jsonb(s.detection_patterns)`,
});

/** The void of a payment or fee of alias `x` (who voided it: `users u`), or null while it stands. */
const voidOf = (x: string) => {
  const row = sql.identifier(x);
  return jsonObjectOrNull<NonNullable<Payment['void']>>(sql`${row}.voided_at IS NOT NULL`, {
    voided_at: isoTime(sql`${row}.voided_at`),
    reason: sql`coalesce(${row}.void_reason, '')`,
    voided_by: sql`u.username`,
  });
};

/** A column of the ledger row that posted a payment or fee (`type`, of id `id`). */
const postedRow = (column: 'current_balance' | 'booked_on', type: 'payment' | 'fee', id: Sql) =>
  sql`(SELECT ${sql.raw(`tr.${column}`)}::text FROM transactions tr
       WHERE tr.type = ${sql.raw(`'${type}'`)} AND tr.related_id = ${id} AND tr.reverses_id IS NULL
       ORDER BY tr.id LIMIT 1)`;
/** The balance right after the ledger row that posted a payment or fee. */
const balanceAfter = (type: 'payment' | 'fee', id: Sql) => postedRow('current_balance', type, id);

/**
 * A payment (`Payment`), from `payments pay`, its tenant `t`, method `s` and who voided it `u`
 * (PAYMENT_JOINS). A payment not applied yet has no ledger row: its balance is the tenant's now.
 */
export const PAYMENT_JSON = jsonObject<Payment>({
  id: sql`pay.id`,
  tenant: TENANT_REF_JSON,
  amount: money(sql`pay.amount`),
  method: jsonObject<Payment['method']>({ id: sql`s.id`, name: sql`s.name` }),
  description: sql`pay.description`,
  received_on: sql`pay.received_on`,
  created_at: isoTime(sql`pay.created_at`),
  applied_at: isoTime(sql`pay.applied_at`),
  is_applied: sql`pay.applied_at IS NOT NULL`,
  void: voidOf('pay'),
  balance_after: sql`coalesce(${balanceAfter('payment', sql`pay.id`)}, t.balance_amount::text)`,
});
export const PAYMENT_JOINS = sql`JOIN tenants t ON t.id = pay.tenant_id
  JOIN transaction_sub_types s ON s.id = pay.method_id LEFT JOIN users u ON u.id = pay.voided_by`;

/** A fee (`Fee`), from `fees f`, its tenant `t`, type `s` and who voided it `u` (FEE_JOINS). */
export const FEE_JSON = jsonObject<Fee>({
  id: sql`f.id`,
  tenant: TENANT_REF_JSON,
  amount: money(sql`f.amount`),
  remaining_amount: money(sql`f.remaining_amount`),
  type: jsonObject<Fee['type']>({ id: sql`s.id`, name: sql`s.name` }),
  description: sql`f.description`,
  booked_on: postedRow('booked_on', 'fee', sql`f.id`),
  created_at: isoTime(sql`f.created_at`),
  is_paid: sql`f.status = 'paid'`,
  paid_date: sql`f.paid_date`,
  void: voidOf('f'),
  balance_after: balanceAfter('fee', sql`f.id`),
});
export const FEE_JOINS = sql`JOIN tenants t ON t.id = f.tenant_id
  JOIN transaction_sub_types s ON s.id = f.type_id LEFT JOIN users u ON u.id = f.voided_by`;

/** A rent confirmation (`RentConfirmation`), from `rent_confirmations rc` and its tenant `t`. */
export const RENT_CONFIRMATION_JSON = jsonObject<RentConfirmation>({
  id: sql`rc.id`,
  order_id: sql`rc.order_id`,
  tenant: TENANT_REF_JSON,
  rent_amount: money(sql`rc.rent_amount`),
  remaining_amount: money(sql`rc.remaining_amount`),
  status: sql`rc.status`,
  rent_due_date: sql`rc.rent_due_date`,
  paid_date: sql`rc.paid_date`,
  description: sql`rc.description`,
  created_at: isoTime(sql`rc.created_at`),
});

/**
 * What a ledger row shows beside its stored facts, read when a list is answered: its names (decision
 * 032, never stored) and its booked day, a column of the row itself (it came after the stored facts,
 * decision 037, and is read beside them rather than written into every stored row again).
 */
export type TransactionNames = 'sub_type' | 'tenant' | 'property' | 'booked_on';

/** A ledger row without its names: what `transaction_items` stores for it (decision 032). */
export type TransactionFacts = Omit<Transaction, TransactionNames>;

const TRANSACTION_FACT_FIELDS: JsonFields<TransactionFacts> = {
  id: sql`tr.id`,
  type: sql`tr.type`,
  amount: money(sql`tr.amount`),
  current_balance: money(sql`tr.current_balance`),
  description: sql`tr.description`,
  created_at: isoTime(sql`tr.created_at`),
  received_on: sql`CASE WHEN tr.type = 'payment' AND tr.reverses_id IS NULL
                   THEN (SELECT pay.received_on FROM payments pay WHERE pay.id = tr.related_id) END`,
  related_id: sql`tr.related_id`,
  reverses_id: sql`tr.reverses_id`,
  is_reversed: sql`(SELECT true FROM transactions rv WHERE rv.reverses_id = tr.id LIMIT 1) IS NOT NULL`,
};

/**
 * A ledger row's facts (`TransactionFacts`), from `transactions tr` alone (any relation of its
 * columns): a payment's received date (one probe of its key, set once) and whether a reversal points
 * at it (one probe of the unique index on `reverses_id`), no names. Stored for each row when it is
 * posted and written again when it is reversed (modules/ledger/transaction-items.ts); the lists add
 * the names (modules/ledger/ledger-rows.ts). A change here that changes what a row stores leaves the
 * stored rows to be written again (decision 032).
 */
export const TRANSACTION_FACTS_JSON = jsonObject<TransactionFacts>(TRANSACTION_FACT_FIELDS);

/** The sub-type a ledger row shows (`Transaction['sub_type']`), from `transaction_sub_types st`. */
export const TRANSACTION_SUB_TYPE_JSON = jsonObject<NonNullable<Transaction['sub_type']>>({
  id: sql`st.id`,
  name: sql`st.name`,
});

/**
 * A whole ledger row (`Transaction`) built from `transactions tr` and TRANSACTION_JOINS at once: what
 * every answer of a ledger row equals (the ledger invariants compare them). The app answers the
 * stored facts with the names read beside them instead (modules/ledger/ledger-rows.ts).
 */
export const TRANSACTION_JSON = jsonObject<Transaction>({
  ...TRANSACTION_FACT_FIELDS,
  booked_on: sql`tr.booked_on`,
  sub_type: jsonObjectOrNull<NonNullable<Transaction['sub_type']>>(sql`tr.sub_type_id IS NOT NULL`, {
    id: sql`tr.sub_type_id`,
    name: sql`st.name`,
  }),
  tenant: tenantRefOrNull(sql`tr.tenant_id`),
  property: propertyRefOrNull(sql`tr.property_id`),
});
export const TRANSACTION_JOINS = sql`LEFT JOIN transaction_sub_types st ON st.id = tr.sub_type_id
  LEFT JOIN tenants t ON t.id = tr.tenant_id
  LEFT JOIN properties p ON p.id = tr.property_id`;

/**
 * A rent confirmation in the records list (`RentRecord`), from `rent_confirmations rc` and its tenant
 * `t`: its order's property (that of its lowest-id bed) and beds, and whether it is overdue on `today`.
 */
const RECORD_BED_JSON = jsonObject<RentRecord['beds'][number]>({
  id: sql`b.id`,
  number: sql`b.number`,
  room_number: sql`b.room_number`,
});

export const rentRecordJson = (today: string) =>
  jsonObject<RentRecord>({
    id: sql`rc.id`,
    order_id: sql`rc.order_id`,
    tenant: TENANT_REF_JSON,
    rent_amount: money(sql`rc.rent_amount`),
    remaining_amount: money(sql`rc.remaining_amount`),
    status: sql`rc.status`,
    rent_due_date: sql`rc.rent_due_date`,
    paid_date: sql`rc.paid_date`,
    created_at: isoTime(sql`rc.created_at`),
    property: sql`(SELECT ${PROPERTY_REF_JSON}
                   FROM order_beds ob JOIN beds b ON b.id = ob.bed_id JOIN properties p ON p.id = b.property_id
                   WHERE ob.order_id = rc.order_id ORDER BY ob.bed_id LIMIT 1)`,
    beds: sql`coalesce((SELECT json_agg(${RECORD_BED_JSON} ORDER BY b.room_number, b.number)
                        FROM order_beds ob JOIN beds b ON b.id = ob.bed_id WHERE ob.order_id = rc.order_id), '[]')`,
    is_overdue: sql`(rc.status = 'unpaid' AND rc.rent_due_date < ${today}::date)`,
  });
