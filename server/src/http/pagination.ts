import type { Paged } from '@bunkhouse/contract';
import type { JsonText } from './json-text';

export interface PageParams {
  page: number;
  page_size: number;
}

/** LIMIT and OFFSET of a page. */
export const pageWindow = ({ page, page_size }: PageParams) => ({
  limit: page_size,
  offset: (page - 1) * page_size,
});

/**
 * What a list service returns; the route adds the links. `results` is the JSON of the page's items
 * as PostgreSQL wrote it (`queryPage`); `T` is the item type the contract gives it.
 */
export interface PageOf<T> {
  count: number;
  results: JsonText & { readonly item?: T };
}

/**
 * The DRF PageNumberPagination body: `next`/`previous` are relative URLs of the same request with only
 * `page` changed (page 1 drops the parameter, as DRF does); null at either end.
 */
export function pagedBody<T>(
  requestUrl: string,
  params: PageParams,
  { count, results }: PageOf<T>,
): Paged<T> {
  const lastPage = Math.max(1, Math.ceil(count / params.page_size));
  const linkTo = (page: number) => {
    const url = new URL(requestUrl, 'http://relative');
    if (page === 1) url.searchParams.delete('page');
    else url.searchParams.set('page', String(page));
    return `${url.pathname}${url.search}`;
  };
  return {
    count,
    next: params.page < lastPage ? linkTo(params.page + 1) : null,
    previous: params.page > 1 ? linkTo(Math.min(params.page - 1, lastPage)) : null,
    // The serializer writes the JSON text as it is (stringifyBody), and checks it against the
    // contract's schema in development and tests.
    results: results as unknown as T[],
  };
}

/**
 * A cursor page's `next`: the relative URL of the same request with `cursor` set to the position after
 * this page (every filter kept), or null at the end.
 */
export function cursorLink(requestUrl: string, cursor: string | null): string | null {
  if (cursor === null) return null;
  const url = new URL(requestUrl, 'http://relative');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}
