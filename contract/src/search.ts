import { z } from 'zod';
import { REQUIRED } from './fields';

/**
 * Search from anywhere (issue 34): `GET /api/search/?q=` finds tenants (name, phone, e-mail), beds and
 * rooms (number, property), properties (address, city, state, zip) and transactions (amount, or a
 * reference: a word with a digit in it, within the description or a payment's provider reference),
 * grouped by kind, a few of each. A group is answered only to a user who may see its kind.
 */

/** The groups, in the order the palette shows them. */
export const SEARCH_KINDS = ['tenants', 'beds', 'rooms', 'properties', 'transactions'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Results per group. */
export const SEARCH_LIMIT = 5;
/**
 * Shorter text (after trimming) is still being typed: every group is answered empty, not refused.
 * One character would match most of the house and tell nothing.
 */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

/**
 * `?q=`: required (an absent `q` is a field error), trimmed, at most 100 characters. Blank or shorter
 * than SEARCH_MIN_LENGTH answers empty groups.
 */
export const searchAllQuery = z.object({
  q: z
    .string({ error: REQUIRED })
    .trim()
    .max(SEARCH_MAX_LENGTH, `Ensure this field has no more than ${SEARCH_MAX_LENGTH} characters.`),
});
export type SearchAllQuery = z.infer<typeof searchAllQuery>;

/**
 * A found record: what it is called, a short line about it, and the path of the web page that opens
 * it (`/tenants/7`; a transaction: the Finance list filtered to its day, type and tenant or property).
 */
export const searchResult = z.object({
  id: z.number().int(),
  label: z.string(),
  detail: z.string(),
  link: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

/** Each group the user may see (`tenants.view`; `places.view` for beds, rooms and properties; `transactions.view`). */
const group = z.array(searchResult).optional();
export const searchAllResponse = z.object({
  tenants: group,
  beds: group,
  rooms: group,
  properties: group,
  transactions: group,
} satisfies Record<SearchKind, typeof group>);
export type SearchAllResponse = z.infer<typeof searchAllResponse>;

/**
 * The web pages a result opens (web/src/lib/paths.ts routes them; its test holds the two equal).
 * The server writes each result's link with these.
 */
export const SEARCH_LINKS = {
  tenant: (id: number) => `/tenants/${id}`,
  bed: (id: number) => `/beds/${id}`,
  room: (id: number) => `/rooms/${id}`,
  property: (id: number) => `/properties/${id}`,
  /** The Finance list with these filters (its query-string parameters). */
  transactions: (filters: Record<string, string>) => `/transactions?${new URLSearchParams(filters)}`,
} as const;
