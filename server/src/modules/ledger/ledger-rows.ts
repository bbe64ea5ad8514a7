import type { Transaction } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { sql } from '../../db/sql';
import {
  TRANSACTION_FACTS_JSON,
  TRANSACTION_SUB_TYPE_JSON,
  type TransactionNames,
} from '../../presenters/finance';
import { PROPERTY_REF_JSON, TENANT_REF_JSON } from '../../presenters/references';
import { NAMED_ITEM_PATTERN } from './transaction-items';

/**
 * Ledger rows as the lists answer them (`Transaction`, decision 032): each row's stored facts
 * (transaction-items.ts) with its sub-type's, tenant's and property's names, read when the page is
 * built. A list selects LEDGER_ROW_PARTS for its rows (the facts as text and the three ids), then
 * `answerLedgerRows` reads the names of the page's distinct ids in one statement and writes each
 * row's JSON text: the facts text with the names added before its closing brace, never parsed.
 */

/**
 * What a list selects for each of its rows, from a relation `tr` holding the ledger's columns (the
 * table, or a page of it) joined to LEDGER_ROW_ITEMS: the stored facts, or the facts built now for a
 * row that has none stored yet (a database being upgraded, jobs/items-upgrade.ts).
 */
export const LEDGER_ROW_PARTS = sql`coalesce(ti.item, (${TRANSACTION_FACTS_JSON})::text) AS item,
  tr.sub_type_id, tr.tenant_id, tr.property_id`;
export const LEDGER_ROW_ITEMS = sql`LEFT JOIN transaction_items ti ON ti.transaction_id = tr.id`;

export interface LedgerRowParts {
  /** The row's facts as JSON text (`TransactionFacts`). */
  item: string;
  sub_type_id: number | null;
  tenant_id: number | null;
  property_id: number | null;
}

/** The names a row shows, each with the column of its id, in the order a row's JSON ends with them. */
const ID_OF: Record<TransactionNames, 'sub_type_id' | 'tenant_id' | 'property_id'> = {
  sub_type: 'sub_type_id',
  tenant: 'tenant_id',
  property: 'property_id',
};
const NAMED = Object.keys(ID_OF) as TransactionNames[];

/** The JSON text of each name the page shows, by id (json_object_agg's keys are text). */
type NamesById = Record<TransactionNames, Record<string, string>>;

const namedPattern = new RegExp(NAMED_ITEM_PATTERN);

/**
 * The JSON text of each row as the lists answer it, in the rows' order: one statement reads the
 * names of every sub-type, tenant and property the rows show, then each row's facts text is closed
 * with them. A row stored before decision 032 (names included, until the upgrade has written it
 * again) is read without its stored names first.
 */
export async function answerLedgerRows(db: Executor, rows: readonly LedgerRowParts[]): Promise<string[]> {
  if (!rows.length) return [];
  const names = await selectNames(db, rows);
  return rows.map((row) => {
    const isNamed = row.item.includes('"tenant"') && namedPattern.test(row.item);
    const facts = isNamed ? withoutNames(row.item) : row.item;
    if (!facts.endsWith('}')) throw new Error(`Not a ledger row's facts: ${facts}`);
    let answer = facts.slice(0, -1);
    for (const key of NAMED) {
      const id = row[ID_OF[key]];
      const name = id === null ? 'null' : names[key][id];
      if (name === undefined) throw new Error(`No ${key} #${id} for the ledger row ${facts}`);
      answer += `,"${key}":${name}`;
    }
    return `${answer}}`;
  });
}

/** One ledger row answered (`Transaction`), parsed: a write's answer. */
export async function answerLedgerRow(db: Executor, row: LedgerRowParts): Promise<Transaction> {
  const [answer] = await answerLedgerRows(db, [row]);
  return JSON.parse(answer!) as Transaction;
}

const distinctIds = (rows: readonly LedgerRowParts[], key: TransactionNames) => [
  ...new Set(rows.map((row) => row[ID_OF[key]]).filter((id) => id !== null)),
];

async function selectNames(db: Executor, rows: readonly LedgerRowParts[]): Promise<NamesById> {
  const [found] = await db.query<{ names: string }>(
    sql`SELECT json_build_object(
          'sub_type', (SELECT json_object_agg(st.id, (${TRANSACTION_SUB_TYPE_JSON})::text)
                       FROM transaction_sub_types st WHERE st.id = ANY(${distinctIds(rows, 'sub_type')}::int[])),
          'tenant', (SELECT json_object_agg(t.id, (${TENANT_REF_JSON})::text)
                     FROM tenants t WHERE t.id = ANY(${distinctIds(rows, 'tenant')}::int[])),
          'property', (SELECT json_object_agg(p.id, (${PROPERTY_REF_JSON})::text)
                       FROM properties p WHERE p.id = ANY(${distinctIds(rows, 'property')}::int[]))
        )::text AS names`,
    { reusePlan: true },
  );
  const parsed = JSON.parse(found!.names) as Record<TransactionNames, Record<string, string> | null>;
  return {
    sub_type: parsed.sub_type ?? {},
    tenant: parsed.tenant ?? {},
    property: parsed.property ?? {},
  };
}

/** A stored row from before decision 032, its names taken out (they may have changed since). */
function withoutNames(item: string): string {
  const row = JSON.parse(item) as Partial<Transaction>;
  for (const key of NAMED) delete row[key];
  return JSON.stringify(row);
}
