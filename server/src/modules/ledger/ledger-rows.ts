import type { PropertyOption, TenantOption, Transaction } from '@bunkhouse/contract';
import { sql } from '../../db/sql';
import { TRANSACTION_FACTS_JSON } from '../../presenters/finance';
import { NAMED_ITEM_PATTERN } from './transaction-items';

/**
 * Ledger rows as the lists answer them (`Transaction`, decision 032): each row's stored facts
 * (transaction-items.ts) closed with its booked day and its sub-type's, tenant's and property's names
 * as they are now.
 * A list selects LEDGER_ROW_PARTS for each row of its page, from a relation `tr` of the ledger's
 * columns and LEDGER_ROW_JOINS (the stored facts and the three named rows, one probe each), and
 * writes each row's JSON text with `ledgerRowJson`: the facts text, never parsed, with the names
 * added before its closing brace. The names are written here rather than by a presenter in SQL
 * because it costs less (decision 032 has the figures); the types below are the contract's, and the
 * ledger invariants hold every answer to the whole row the presenter builds (TRANSACTION_JSON).
 */

/**
 * The facts text of a row: the stored one; one built now for a row that has none stored yet; or,
 * for a row stored before decision 032 (names included, until the upgrade has written it again,
 * jobs/items-upgrade.ts), the stored one without its names.
 */
const FACTS_TEXT = sql`CASE WHEN strpos(ti.item, '"tenant"') > 0 AND ti.item ~ ${NAMED_ITEM_PATTERN}
    THEN (ti.item::jsonb - 'sub_type' - 'tenant' - 'property')::text
    ELSE coalesce(ti.item, (${TRANSACTION_FACTS_JSON})::text) END`;

export const LEDGER_ROW_PARTS = sql`${FACTS_TEXT} AS item, tr.booked_on::text AS booked_on,
  tr.sub_type_id, st.name AS sub_type_name,
  tr.tenant_id, t.first_name AS tenant_first_name, t.last_name AS tenant_last_name,
  tr.property_id, p.address AS property_address`;
/**
 * The stored facts and the three named rows of each row, each read by its key for that row: a LATERAL
 * subquery with LIMIT is not flattened into a join, so the planner cannot hash a whole table (it
 * hashed every property for a page of 50, a cost that grew with the house) where 50 probes do.
 */
export const LEDGER_ROW_JOINS = sql`LEFT JOIN transaction_items ti ON ti.transaction_id = tr.id
  LEFT JOIN LATERAL (SELECT st.name FROM transaction_sub_types st WHERE st.id = tr.sub_type_id LIMIT 1) st ON true
  LEFT JOIN LATERAL (SELECT t.first_name, t.last_name FROM tenants t WHERE t.id = tr.tenant_id LIMIT 1) t ON true
  LEFT JOIN LATERAL (SELECT p.address FROM properties p WHERE p.id = tr.property_id LIMIT 1) p ON true`;

export interface LedgerRowParts {
  /** The row's facts as JSON text (`TransactionFacts`). */
  item: string;
  /** Its booked day, a column of the row (decision 037). */
  booked_on: string;
  sub_type_id: number | null;
  sub_type_name: string | null;
  tenant_id: number | null;
  tenant_first_name: string | null;
  tenant_last_name: string | null;
  property_id: number | null;
  property_address: string | null;
}

/** One row's JSON text as the lists answer it: its facts text, its names added last. */
export function ledgerRowJson(row: LedgerRowParts): string {
  const subType: Transaction['sub_type'] =
    row.sub_type_id === null ? null : { id: row.sub_type_id, name: row.sub_type_name! };
  const tenant: TenantOption | null =
    row.tenant_id === null
      ? null
      : { id: row.tenant_id, first_name: row.tenant_first_name!, last_name: row.tenant_last_name! };
  const property: PropertyOption | null =
    row.property_id === null ? null : { id: row.property_id, address: row.property_address! };
  return `${row.item.slice(0, -1)},"booked_on":"${row.booked_on}","sub_type":${JSON.stringify(subType)},"tenant":${JSON.stringify(tenant)},"property":${JSON.stringify(property)}}`;
}
