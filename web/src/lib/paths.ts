import { generatePath } from 'react-router';

/**
 * Every route of the app (SPEC.md route table), written once. Use `pattern` in the router and `href()`
 * everywhere a link or a navigation is built.
 */
type Id = string | number;

const fixed = <P extends string>(pattern: P) => ({ pattern, href: (): string => pattern });

const withId = <P extends string>(pattern: P) => ({
  pattern,
  href: (id: Id): string => generatePath(pattern as string, { id: String(id) }),
});

/** A route with a `:token` (a link's secret, not an id): the token is encoded into the path. */
const withToken = <P extends string>(pattern: P) => ({
  pattern,
  href: (token: string): string => generatePath(pattern as string, { token }),
});

export const paths = {
  home: fixed('/'),
  login: fixed('/login'),
  logout: fixed('/logout'),
  forbidden: fixed('/403'),
  csrfFailed: fixed('/403-csrf'),
  serverError: fixed('/500'),
  tenants: fixed('/tenants'),
  tenantCreate: fixed('/tenants/create'),
  tenant: withId('/tenants/:id'),
  tenantEdit: withId('/tenants/:id/edit'),
  tenantDelete: withId('/tenants/:id/delete'),
  tenantCompleteOrder: withId('/tenants/:id/complete-order'),
  orderDeposit: withId('/orders/:id/deposit'),
  transactions: fixed('/transactions'),
  paymentCandidates: fixed('/payment-candidates'),
  records: fixed('/records'),
  messages: fixed('/messages'),
  properties: fixed('/properties'),
  property: withId('/properties/:id'),
  rooms: fixed('/rooms'),
  room: withId('/rooms/:id'),
  beds: fixed('/beds'),
  /** Who sleeps where (issue 34): every property's rooms and beds with their status. */
  board: fixed('/board'),
  bed: withId('/beds/:id'),
  info: fixed('/info'),
  settings: fixed('/settings'),
  audit: fixed('/settings/audit'),
  staff: fixed('/settings/staff'),
  groups: fixed('/settings/groups'),
  subTypes: fixed('/settings/payment-methods'),
  /** A tenant's balance (issue 32): public, outside the signed-in shell; the token is the access. */
  balance: withToken('/balance/:token'),
} as const;

/** Where the browser is, as one string: `/tenants?search=ann#top`. */
export function toHref(location: { pathname: string; search?: string; hash?: string }): string {
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

/** Router state carried to the login page so that, once signed in, the user returns where they were. */
export interface LoginRedirectState {
  from: string;
}

/** Pages a visitor without a session may see (SPEC.md §2's public routes): nobody is sent to log in from them. */
export const PUBLIC_PATTERNS: readonly string[] = [
  paths.login.pattern,
  paths.forbidden.pattern,
  paths.csrfFailed.pattern,
  paths.serverError.pattern,
];

/** Router state carried to /500 and /403-csrf: where the user was, for the pages' way back. */
export interface ErrorPageState {
  from: string;
}

/** `from` when it is a path inside this app (never another origin), else null. */
function pathInApp(from: unknown): string | null {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** The remembered place of an error page, when it is a path inside this app; else null. */
export function readErrorOrigin(state: unknown): string | null {
  return pathInApp((state as Partial<ErrorPageState> | null)?.from);
}

/**
 * The page to open after login: the remembered location when it is a path inside this app (never the
 * login or logout page, never another origin), otherwise the dashboard.
 */
export function readLoginRedirect(state: unknown): string {
  const from = pathInApp((state as Partial<LoginRedirectState> | null)?.from);
  if (from === null) return paths.home.href();
  const pathname = from.split(/[?#]/, 1)[0];
  if (pathname === paths.login.pattern || pathname === paths.logout.pattern) return paths.home.href();
  return from;
}
