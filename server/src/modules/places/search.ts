import { PLACE_NUMBER_MAX } from '@bunkhouse/contract';
import { sql, type SQL } from 'drizzle-orm';
import { containsPattern, numberTerm, searchTerms } from '../../db/list-sql';

/**
 * Search over the places' visible columns (DRF SearchFilter: every term must match), case-insensitive.
 * Text lives only on properties (500 rows in a large house), matched with LIKE on the stored lower-cased
 * address; a numeric term also matches room and bed numbers exactly, through their btree indexes. Every condition is on the listed table's own
 * columns, so counting needs no join.
 *
 * Plan shape (see docs/decisions/004-places.md): one condition drives the scan through an index,
 * `col = ANY(ARRAY(subquery))`: all text terms together (one set of properties), or else the first
 * numeric term. The other numeric terms are `col IN (subquery)`, which PostgreSQL checks against a
 * hash of the subquery's rows; a second `ANY(ARRAY)` would be compared element by element per row.
 */

/** The number a term can be equal to, when it is one. */
const placeNumber = (term: string) => numberTerm(term, PLACE_NUMBER_MAX);

/** Properties whose address contains every one of the terms. */
const propertiesWithAddress = (terms: string[]) =>
  sql`SELECT sp.id FROM properties sp WHERE ${sql.join(
    terms.map((term) => sql`sp.search_address LIKE lower(${containsPattern(term)})`),
    sql` AND `,
  )}`;

function splitTerms(search: string | undefined) {
  const terms = searchTerms(search);
  return {
    text: terms.filter((term) => placeNumber(term) === null),
    numeric: terms.flatMap((term) => {
      const number = placeNumber(term);
      return number === null ? [] : [{ term, number }];
    }),
  };
}

/** Conditions on `rooms r`: room number or property address. */
export function roomSearchConditions(search: string | undefined): SQL[] {
  const { text, numeric } = splitTerms(search);
  const conditions: SQL[] = [];
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
 * the room's number and property that beds keep (migration 0005), so nothing needs a join. The
 * driving term comes as alternatives (`anyOf`: a bed matches one of them), each served by one covering
 * index, so that the caller can take their union from the indexes alone instead of OR-ing them, which
 * makes PostgreSQL visit the table; `allOf` holds the other terms, checked on what the index carries.
 * No search: both empty.
 */
export function bedSearch(search: string | undefined): { anyOf: SQL[]; allOf: SQL[] } {
  const { text, numeric } = splitTerms(search);
  const numberMatches = ({ term, number }: { term: string; number: number }) => [
    sql`b.number = ${number}`,
    sql`b.room_number = ${number}`,
    sql`b.property_id IN (${propertiesWithAddress([term])})`,
  ];
  const allOf = numeric
    .slice(text.length ? 0 : 1)
    .map((n) => sql`(${sql.join(numberMatches(n), sql` OR `)})`);
  if (text.length) return { anyOf: [sql`b.property_id = ANY(ARRAY(${propertiesWithAddress(text)}))`], allOf };
  if (!numeric.length) return { anyOf: [], allOf };
  const [first] = numeric;
  const [byBed, byRoom] = numberMatches(first!);
  return {
    anyOf: [byBed!, byRoom!, sql`b.property_id = ANY(ARRAY(${propertiesWithAddress([first!.term])}))`],
    allOf,
  };
}
