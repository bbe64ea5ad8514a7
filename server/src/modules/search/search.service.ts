import {
  SEARCH_KINDS,
  SEARCH_MIN_LENGTH,
  typedAmount,
  type CurrentUser,
  type SearchAllResponse,
  type SearchResult,
} from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { searchTerms } from '../../db/list';
import { hasPermission } from '../../http/access';
import {
  bedResult,
  propertyResult,
  roomResult,
  tenantResult,
  transactionResult,
} from '../../presenters/search';
import { findBeds, findProperties, findRooms, findTenants, findTransactions } from './search.queries';

/**
 * Words that name a kind rather than a record ('room 12', 'bed 3', '#12'): the places' numbers are
 * searched without them, since no address is expected to hold them.
 */
const KIND_WORD = /^(rooms?|beds?|#)$/i;
const placeTerms = (terms: string[]) =>
  terms.map((term) => term.replace(/^#/, '')).filter((term) => term && !KIND_WORD.test(term));

/**
 * Search from anywhere (issue 34): the tenants, beds, rooms, properties and transactions `q` finds,
 * a few of each, each group only for a user who may see its kind (tenants.view, places.view,
 * transactions.view); a group they may not see is left out of the answer. `q` is words matched as
 * each kind's list matches them (every word must match); a transaction is found by its amount when
 * `q` is one (either sign), or by a reference (a check or confirmation number) when `q` has a digit.
 * Text shorter than SEARCH_MIN_LENGTH answers the groups empty.
 */
export async function searchAll(db: Db, q: string, user: CurrentUser): Promise<SearchAllResponse> {
  const may = {
    tenants: hasPermission(user, 'tenants.view'),
    places: hasPermission(user, 'places.view'),
    transactions: hasPermission(user, 'transactions.view'),
  };
  const searching = q.length >= SEARCH_MIN_LENGTH;
  const terms = searching ? searchTerms(q) : [];
  const places = placeTerms(terms);
  const found = async <T>(allowed: boolean, run: () => Promise<T[]>, present: (row: T) => SearchResult) =>
    allowed ? (searching ? (await run()).map(present) : []) : null;
  const byAmountOrReference = { amount: typedAmount(q), reference: /\d/.test(q) ? q : null };
  const groups = await Promise.all([
    found(may.tenants, () => findTenants(db, terms), tenantResult),
    found(may.places, () => (places.length ? findBeds(db, places) : Promise.resolve([])), bedResult),
    found(may.places, () => (places.length ? findRooms(db, places) : Promise.resolve([])), roomResult),
    found(may.places, () => findProperties(db, terms), propertyResult),
    found(may.transactions, () => findTransactions(db, byAmountOrReference), transactionResult),
  ]);
  // The groups in SEARCH_KINDS' order; one the user may not see is left out.
  return Object.fromEntries(
    SEARCH_KINDS.flatMap((kind, i) => (groups[i] ? [[kind, groups[i]]] : [])),
  ) as SearchAllResponse;
}
