import { DEFAULT_PAGE_SIZE } from '@bunkhouse/contract';
import type { Paged } from '@bunkhouse/contract';
import type { ListState } from './use-list-state';

/**
 * What every list screen does with its state in the URL (SPEC.md §7): asks the server for that page of
 * rows, then hands the rows, the ordering and the page to its table and its pager. Written once, so
 * that every list pages, sorts and numbers its rows alike.
 */

/** The parts of the list state that pick a page: ordering and page. */
type ListPosition<K extends string> = Pick<ListState<K, string>, 'ordering' | 'page'>;

/**
 * The tail of every list query: the URL's ordering and page, DEFAULT_PAGE_SIZE rows a page. A list
 * without a search box (the rooms on a property's page) sends only this.
 */
export const pageQuery = <K extends string>(list: ListPosition<K>) => ({
  ordering: list.ordering,
  page: list.page,
  page_size: DEFAULT_PAGE_SIZE,
});

/**
 * A list screen's query: the search, the screen's own filters, then ordering and page, in this order
 * (the order of the request's parameters).
 */
export const listQuery = <K extends string, F extends object = Record<never, never>>(
  list: ListPosition<K> & Pick<ListState<K, string>, 'search'>,
  filters?: F,
) => ({ search: list.search || undefined, ...filters, ...pageQuery(list) });

/** What a list query answers, as react-query has it. */
export interface PageResult<T> {
  data: Paged<T> | undefined;
  isPending: boolean;
  /** The previous page still shows while the next one loads. */
  isPlaceholderData: boolean;
}

/**
 * The props a list's table and pager take from the list state and the answer: `<XTable {...view.table}
 * …/>` and `<Pager {...view.pager} />`. Rows are numbered on from the pages before.
 */
export function listView<T, K extends string>(
  list: ListPosition<K> & Pick<ListState<K, string>, 'setOrdering' | 'setPage'>,
  result: PageResult<T>,
) {
  return {
    table: {
      rows: result.data?.results,
      isLoading: result.isPending,
      isFetching: result.isPlaceholderData,
      ordering: list.ordering,
      onOrderingChange: list.setOrdering,
      rowNumberOffset: (list.page - 1) * DEFAULT_PAGE_SIZE,
    },
    pager: { data: result.data, page: list.page, pageSize: DEFAULT_PAGE_SIZE, onPageChange: list.setPage },
  };
}
