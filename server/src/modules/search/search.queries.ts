import { SEARCH_LIMIT } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { containsPattern, whereSql } from '../../db/list';
import { sql, type Sql } from '../../db/sql';
import type { BedHit, PropertyHit, RoomHit, TenantHit, TransactionHit } from '../../presenters/search';
import { LEDGER_ROW_JOINS } from '../ledger/ledger-rows';
import { matchedBeds } from '../places/beds.queries';
import { propertySearchConditions, roomSearchConditions } from '../places/places-search';
import { tenantSearchCondition } from '../tenants/tenants-list.queries';

/**
 * The search from anywhere's statements, one per kind, each answering the first SEARCH_LIMIT matches.
 * Each kind matches as its own list's search does, through the same conditions (the tenants through
 * `tenant_search`'s trigram index, the places through places-search.ts); only the transactions have
 * a search of their own (the list filters them by tenant or property, never by amount or reference).
 */
const LIMIT = sql.raw(`LIMIT ${SEARCH_LIMIT}`);

/** Current tenants first (active, then with an open order), then by name as the tenants list sorts. */
export async function findTenants(db: Executor, terms: string[]) {
  const condition = tenantSearchCondition(terms);
  if (!condition) return [];
  return db.query<TenantHit>(
    sql`SELECT t.id, t.first_name, t.last_name, t.email, t.phone, t.order_status,
               t.deleted_at IS NOT NULL AS is_inactive
        FROM tenants t WHERE ${condition}
        ORDER BY t.deleted_at IS NOT NULL, t.current_order_id IS NULL, t.last_name, t.first_name, t.id
        ${LIMIT}`,
  );
}

/** Active properties first, by address. */
export const findProperties = (db: Executor, terms: string[]) =>
  db.query<PropertyHit>(
    sql`SELECT p.id, p.address, p.city, p.state, p.zip_code, p.is_active, p.beds_count
        FROM properties p ${whereSql(propertySearchConditions(terms))}
        ORDER BY p.is_active DESC, p.address, p.id ${LIMIT}`,
  );

/** By property address, then number. */
export const findRooms = (db: Executor, terms: string[]) =>
  db.query<RoomHit>(
    sql`SELECT r.id, r.number, r.gender_designation, r.beds_count, p.address
        FROM rooms r JOIN properties p ON p.id = r.property_id
        ${whereSql(roomSearchConditions(terms))}
        ORDER BY p.address, r.number, r.id ${LIMIT}`,
  );

/** By property address, room number, then number. */
export const findBeds = (db: Executor, terms: string[]) =>
  db.query<BedHit>(
    sql`SELECT b.id, b.number, b.price::text AS price, b.room_number, p.address
        FROM (${matchedBeds(terms, [])}) b JOIN properties p ON p.id = b.property_id
        ORDER BY p.address, b.room_number, b.number, b.id ${LIMIT}`,
  );

export interface TransactionSearch {
  /** An amount as the API writes money ('600.00'): rows of that amount, either sign. */
  amount: string | null;
  /** Text found within a row's description, or a payment's provider reference (the candidate's). */
  reference: string | null;
}

/**
 * The newest rows (by id) found by amount or by reference, with their names (LEDGER_ROW_JOINS). Each
 * way finds its own newest few first: an amount walks `transactions_amount_id_idx` for each sign;
 * the description through its trigram index (`transactions_description_trgm_idx`); a candidate's
 * reference has none (a scan of the candidates, far fewer), so the service asks for a reference only
 * when the text has a digit in it.
 */
export async function findTransactions(db: Executor, { amount, reference }: TransactionSearch) {
  const newest = (from: Sql) => sql`(SELECT tr.id ${from} ORDER BY tr.id DESC ${LIMIT})`;
  const ways: Sql[] = [];
  if (amount !== null) {
    for (const signed of [amount, `-${amount}`]) {
      ways.push(
        sql`(SELECT tr.id FROM transactions tr WHERE tr.amount = ${signed}::numeric
             ORDER BY tr.amount DESC, tr.id DESC ${LIMIT})`,
      );
    }
  }
  if (reference !== null) {
    const pattern = containsPattern(reference);
    ways.push(newest(sql`FROM transactions tr WHERE tr.description ILIKE ${pattern}`));
    ways.push(
      newest(sql`FROM payment_candidates c JOIN payments py ON py.id = c.payment_id
                 JOIN transactions tr ON tr.tenant_id = py.tenant_id AND tr.type = 'payment' AND tr.related_id = py.id
                 WHERE lower(c.reference) LIKE lower(${pattern})`),
    );
  }
  if (!ways.length) return [];
  return db.query<TransactionHit>(
    sql`SELECT tr.id, tr.type, tr.amount::text AS amount, tr.booked_on::text AS booked_on, tr.description,
               tr.sub_type_id, st.name AS sub_type_name, t.first_name AS tenant_first_name,
               t.last_name AS tenant_last_name, p.address AS property_address, c.reference
        FROM (SELECT tr.* FROM transactions tr WHERE tr.id IN (${sql.join(ways, ' UNION ')})
              ORDER BY tr.id DESC ${LIMIT}) tr
        ${LEDGER_ROW_JOINS}
        LEFT JOIN LATERAL (SELECT c.reference FROM payment_candidates c
                           WHERE tr.type = 'payment' AND c.payment_id = tr.related_id LIMIT 1) c ON true
        ORDER BY tr.id DESC`,
  );
}
