import type { Readable } from 'node:stream';
import type { FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import type { JsonText, PageOf } from '../db/list';

/**
 * A paged list's body as its route hands it to the serializer: the DRF PageNumberPagination shape,
 * its items the JSON text PostgreSQL wrote (db/list.ts `queryPage`), which the serializer writes as
 * it is (serializer.ts).
 */
export interface PageBody<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: JsonText<T[]>;
}

/**
 * The routes' type provider: zod's, except for what a route may hand over in place of the body its
 * schema describes: for a page (`Paged<T>`, or the transactions' page by cursor) its `results` as
 * PostgreSQL's JSON text (`PageBody<T>`), the board's `properties` as that text too (one statement
 * writes every bed: modules/board), a stream for text (the CSV export).
 * What clients receive is the contract's schema either way.
 */
export interface ApiTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? Served<z.output<this['schema']>> : unknown;
}
type Served<T> = T extends { results: Array<infer Item> }
  ? T | (Omit<T, 'results'> & { results: JsonText<Item[]> })
  : T extends { properties: Array<infer Property> }
    ? T | (Omit<T, 'properties'> & { properties: JsonText<Property[]> })
    : T extends string
      ? T | Readable
      : T;

/**
 * The page body: `next`/`previous` are relative URLs of the same request with only `page` changed
 * (page 1 drops the parameter, as DRF does); null at either end. Fields a list adds to its page (the
 * records' `outstanding`) pass through.
 */
export function pagedBody<T, Extra extends object = Record<never, never>>(
  requestUrl: string,
  params: { page: number; page_size: number },
  { count, results, ...extra }: PageOf<T> & Extra,
): PageBody<T> & Omit<Extra, keyof PageOf<T>> {
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
    results,
    ...extra,
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
