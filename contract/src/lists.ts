import { z } from 'zod';
import { queryNumber } from './fields';

/**
 * Every list is paged in the DRF PageNumberPagination shape. `next` and `previous` are relative URLs
 * (path and query string, the other parameters kept), or null at either end.
 */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Far beyond any real list; it keeps OFFSET within reason. */
export const MAX_PAGE = 1_000_000;

/** `?page=&page_size=`: page from 1, page_size 1–100 (default 20). A page past the end is empty. */
export const pageQuery = {
  page: queryNumber({ min: 1, max: MAX_PAGE }).transform((v) => v ?? 1),
  page_size: queryNumber({ min: 1, max: MAX_PAGE_SIZE }).transform((v) => v ?? DEFAULT_PAGE_SIZE),
};

/** `?search=`: whitespace- or comma-separated terms, all of which must match (DRF SearchFilter). */
export const searchQuery = z
  .string({ error: 'Not a valid string.' })
  .max(200, 'Ensure this field has no more than 200 characters.')
  .optional();

export type Ordering<K extends string> = K | `-${K}`;

/**
 * `?ordering=`: one of the list's sortable columns, a leading minus for descending; empty means the
 * list's default. Anything else is a field error that names the accepted keys.
 */
export const orderingQuery = <const K extends readonly [string, ...string[]]>(keys: K) =>
  z
    .string({ error: 'Not a valid string.' })
    .optional()
    .transform((raw, ctx) => {
      const value = raw?.trim();
      if (!value) return undefined;
      const key = value.startsWith('-') ? value.slice(1) : value;
      if (!(keys as readonly string[]).includes(key)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${value}" is not a valid ordering. Sort by ${keys.join(', ')}, with a leading "-" for descending.`,
        });
        return z.NEVER;
      }
      return value as Ordering<K[number]>;
    });

/** Splits an ordering into its key and direction. */
export function parseOrdering<K extends string>(ordering: Ordering<K>): { key: K; descending: boolean } {
  const descending = ordering.startsWith('-');
  return { key: (descending ? ordering.slice(1) : ordering) as K, descending };
}
