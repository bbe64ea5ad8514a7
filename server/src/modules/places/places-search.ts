import { PLACE_NUMBER_MAX } from '@bunkhouse/contract';
import { containsPattern, numberTerm } from '../../db/list';
import { sql, type Sql } from '../../db/sql';

/**
 * Search over the places' visible columns (DRF SearchFilter: every term must match), case-insensitive,
 * for the places lists and the search from anywhere (modules/search).
 * Text lives only on properties (a few hundred rows), matched with LIKE on the stored lower-cased
 * address; a numeric term also matches room and bed numbers exactly, through their btree indexes.
 * Every condition is on the listed table's own columns, so counting needs no join.
 *
 * Plan shape (decision 004): one condition drives the scan through an index, `col = ANY(ARRAY(…))`:
 * all text terms together (one set of properties), or else the first numeric term. The other numeric
 * terms are `col IN (subquery)`, which PostgreSQL checks against a hash of the subquery's rows.
 */

/** The number a term can be equal to, when it is one. */
const placeNumber = (term: string) => numberTerm(term, PLACE_NUMBER_MAX);

/** Properties whose address contains every one of the terms. */
const propertiesWithAddress = (terms: string[]) =>
  sql`SELECT sp.id FROM properties sp WHERE ${sql.join(
    terms.map((term) => sql`sp.search_address LIKE lower(${containsPattern(term)})`),
    ' AND ',
  )}`;

function splitTerms(terms: string[]) {
  return {
    text: terms.filter((term) => placeNumber(term) === null),
    numeric: terms.flatMap((term) => {
      const number = placeNumber(term);
      return number === null ? [] : [{ term, number }];
    }),
  };
}

/**
 * Conditions on `properties p`: every term in its address, city, state or zip (`search_text`, lower-
 * cased "address city state zip"; a term holds no space, so it cannot span two).
 */
export const propertySearchConditions = (terms: string[]): Sql[] =>
  terms.map((term) => sql`p.search_text LIKE lower(${containsPattern(term)})`);

/** Conditions on `rooms r`: room number or property address. */
export function roomSearchConditions(terms: string[]): Sql[] {
  const { text, numeric } = splitTerms(terms);
  const conditions: Sql[] = [];
  if (text.length) conditions.push(sql`r.property_id = ANY(ARRAY(${propertiesWithAddress(text)}))`);
  numeric.forEach(({ term, number }, i) => {
    const properties = propertiesWithAddress([term]);
    conditions.push(
      i === 0 && !text.length
        ? sql`(r.number = ${number} OR r.property_id = ANY(ARRAY(${properties})))`
        : sql`(r.number = ${number} OR r.property_id IN (${properties}))`,
    );
  });
  return conditions;
}

/**
 * The beds search on `beds b`: bed number, room number or property address, through the copies of
 * the room's number and property that beds keep (db/derived/beds-room-copy.sql), so nothing needs a
 * join. The driving term comes as alternatives (`anyOf`: a bed matches one of them), each served by
 * one covering index, so that the caller can take their union from the indexes alone instead of
 * OR-ing them, which makes PostgreSQL visit the table; `allOf` holds the other terms, checked on what
 * the index carries. No terms: both empty.
 */
export function bedSearch(terms: string[]): { anyOf: Sql[]; allOf: Sql[] } {
  const { text, numeric } = splitTerms(terms);
  const numberMatches = ({ term, number }: { term: string; number: number }) => [
    sql`b.number = ${number}`,
    sql`b.room_number = ${number}`,
    sql`b.property_id IN (${propertiesWithAddress([term])})`,
  ];
  const allOf = numeric.slice(text.length ? 0 : 1).map((n) => sql`(${sql.join(numberMatches(n), ' OR ')})`);
  if (text.length) return { anyOf: [sql`b.property_id = ANY(ARRAY(${propertiesWithAddress(text)}))`], allOf };
  if (!numeric.length) return { anyOf: [], allOf };
  const [first] = numeric;
  const [byBed, byRoom] = numberMatches(first!);
  return {
    anyOf: [byBed!, byRoom!, sql`b.property_id = ANY(ARRAY(${propertiesWithAddress([first!.term])}))`],
    allOf,
  };
}
