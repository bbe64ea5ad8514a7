import {
  DEFAULT_TRANSACTION_ORDERING,
  FINANCE_MESSAGES,
  type Transaction,
  type TransactionListQuery,
} from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { JsonText } from '../../db/list';
import { fieldError } from '../../errors';
import { decodeCursor, encodeCursor, type TransactionOrdering } from './transactions.cursor';
import { selectTransactionBatch, type TransactionFilter } from './transactions.queries';

/** Rows per query of the CSV export. */
export const EXPORT_BATCH_SIZE = 1000;

const filterOf = (query: TransactionListQuery): TransactionFilter => ({
  types: query.type,
  subTypeId: query.sub_type,
  property: query.property,
  tenant: query.tenant,
  dateFrom: query.date_from,
  dateTo: query.date_to,
});

const orderingOf = (query: TransactionListQuery): TransactionOrdering =>
  query.ordering ?? DEFAULT_TRANSACTION_ORDERING;

/** A page of the transactions list and the cursor of the next one (null at the end). */
export async function listTransactions(db: Db, query: TransactionListQuery) {
  const ordering = orderingOf(query);
  const after = query.cursor ? decodeCursor(ordering, query.cursor) : null;
  if (query.cursor && !after) throw fieldError('cursor', FINANCE_MESSAGES.badCursor);
  const batch = await selectTransactionBatch(db, filterOf(query), ordering, after, query.page_size);
  return {
    results: new JsonText<Transaction[]>(`[${batch.rows.join(',')}]`),
    cursor: batch.next && encodeCursor(ordering, batch.next),
  };
}

/**
 * Every row the list's filters keep, in its ordering, in batches read by keyset (`cursor` and
 * `page_size` are ignored). The first batch is read before this returns, so that a failure becomes an
 * error answer rather than a cut-off file.
 */
export async function exportTransactions(
  db: Db,
  query: TransactionListQuery,
): Promise<AsyncIterable<Transaction[]>> {
  const filter = filterOf(query);
  const ordering = orderingOf(query);
  const first = await selectTransactionBatch(db, filter, ordering, null, EXPORT_BATCH_SIZE);
  return (async function* () {
    let batch = first;
    yield batch.rows.map((row) => JSON.parse(row) as Transaction);
    while (batch.next) {
      batch = await selectTransactionBatch(db, filter, ordering, batch.next, EXPORT_BATCH_SIZE);
      yield batch.rows.map((row) => JSON.parse(row) as Transaction);
    }
  })();
}
