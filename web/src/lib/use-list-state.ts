import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Ordering } from '@bunkhouse/contract';

/**
 * The state of a list screen — search, filters, ordering and page — kept in the query string
 * (SPEC.md "Tenants list": list state lives in query parameters), so that a reload, a shared link and
 * the Back button all show the same list. Every change is a new history entry.
 *
 * `?search=oak&gender_designation=male&gender_designation=mixed&ordering=-number&page=2`
 */
export const LIST_PARAMS = { search: 'search', ordering: 'ordering', page: 'page' } as const;

export interface ListStateOptions<K extends string, F extends string> {
  /** The list's sortable keys (contract `*_ORDERING`); any other `ordering` in the URL is ignored. */
  orderingKeys: readonly K[];
  /** Names of the filters, each kept as repeated parameters under its name. */
  filters?: readonly F[];
}

export interface ListState<K extends string, F extends string> {
  search: string;
  ordering: Ordering<K> | undefined;
  /** From 1. */
  page: number;
  filters: Record<F, string[]>;
  /** True when any of search, filters, ordering or page is set. */
  isChanged: boolean;
  /** Changing search or a filter goes back to page 1, and so does a new ordering. */
  setSearch: (search: string) => void;
  setFilter: (name: F, values: readonly string[]) => void;
  /** Several filters in one change (one history entry), e.g. both ends of a date range. */
  setFilters: (changes: Partial<Record<F, readonly string[]>>) => void;
  setOrdering: (ordering: Ordering<K> | undefined) => void;
  setPage: (page: number) => void;
  /** Clears everything (the Reset button). */
  reset: () => void;
}

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

function readOrdering<K extends string>(raw: string | null, keys: readonly K[]): Ordering<K> | undefined {
  if (!raw) return undefined;
  const key = raw.startsWith('-') ? raw.slice(1) : raw;
  return (keys as readonly string[]).includes(key) ? (raw as Ordering<K>) : undefined;
}

export function useListState<K extends string, F extends string = never>({
  orderingKeys,
  filters: filterNames = [],
}: ListStateOptions<K, F>): ListState<K, F> {
  const [params, setParams] = useSearchParams();

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setParams],
  );

  const filterKey = filterNames.join(',');
  const filters = useMemo(() => {
    const values = {} as Record<F, string[]>;
    for (const name of filterKey ? (filterKey.split(',') as F[]) : []) values[name] = params.getAll(name);
    return values;
  }, [params, filterKey]);

  const search = params.get(LIST_PARAMS.search) ?? '';
  const ordering = readOrdering(params.get(LIST_PARAMS.ordering), orderingKeys);
  const page = readPage(params.get(LIST_PARAMS.page));

  const setSearch = useCallback(
    (value: string) =>
      update((next) => {
        if (value.trim()) next.set(LIST_PARAMS.search, value);
        else next.delete(LIST_PARAMS.search);
        next.delete(LIST_PARAMS.page);
      }),
    [update],
  );

  const setFilter = useCallback(
    (name: F, values: readonly string[]) =>
      update((next) => {
        next.delete(name);
        for (const value of values) next.append(name, value);
        next.delete(LIST_PARAMS.page);
      }),
    [update],
  );

  const setFilters = useCallback(
    (changes: Partial<Record<F, readonly string[]>>) =>
      update((next) => {
        for (const [name, values] of Object.entries(changes) as [F, readonly string[]][]) {
          next.delete(name);
          for (const value of values) next.append(name, value);
        }
        next.delete(LIST_PARAMS.page);
      }),
    [update],
  );

  const setOrdering = useCallback(
    (value: Ordering<K> | undefined) =>
      update((next) => {
        if (value) next.set(LIST_PARAMS.ordering, value);
        else next.delete(LIST_PARAMS.ordering);
        next.delete(LIST_PARAMS.page);
      }),
    [update],
  );

  const setPage = useCallback(
    (value: number) =>
      update((next) => {
        if (value > 1) next.set(LIST_PARAMS.page, String(value));
        else next.delete(LIST_PARAMS.page);
      }),
    [update],
  );

  const reset = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return {
    search,
    ordering,
    page,
    filters,
    isChanged: params.size > 0,
    setSearch,
    setFilter,
    setFilters,
    setOrdering,
    setPage,
    reset,
  };
}
