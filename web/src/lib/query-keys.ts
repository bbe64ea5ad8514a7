import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The query keys of every screen, and what each mutation marks stale, in one place: a change in one
 * area shows in others (an order changes the tenant's balance, a payment the tenants list), so the
 * trees and their invalidations are shared by all features rather than owned by one.
 */

/**
 * Query keys of tenants, as a tree, so that one prefix reaches everything below it:
 * ['tenants']                                  every tenant query
 * ['tenants', 'list', query]                   GET /api/tenants/?…
 * ['tenants', 'detail', id]                    GET /api/tenants/{id}/
 * ['tenants', 'detail', id, 'transactions', types]   GET /api/tenants/{id}/transactions/?type=…
 */
export const tenantsKeys = {
  all: ['tenants'] as const,
  lists: () => [...tenantsKeys.all, 'list'] as const,
  list: (query: object) => [...tenantsKeys.lists(), query] as const,
  detail: (id: number) => [...tenantsKeys.all, 'detail', id] as const,
  transactions: (id: number, types: readonly string[]) =>
    [...tenantsKeys.detail(id), 'transactions', types] as const,
};

/**
 * A change of a tenant, an order or the ledger shows in the list (status, balance, the order
 * columns), on the tenant's page and in their history: all tenant queries are marked stale and those
 * on screen reload.
 */
export function invalidateTenants(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: tenantsKeys.all });
  invalidateHistory(queryClient);
}

/**
 * Query keys of orders:
 * ['orders', 'available-tenants']   GET /api/orders/available_tenants/
 * ['orders', 'available-beds']      GET /api/orders/available_beds/
 * ['orders', 'first-period', query] GET /api/orders/first_period/?…
 * ['orders', 'deposit', id]         GET /api/orders/{id}/deposit/ (the deposit's statement)
 * ['orders', 'detail', id]          GET /api/orders/{id}/ (the board's move and move-out dialogs)
 */
export const ordersKeys = {
  all: ['orders'] as const,
  availableTenants: () => [...ordersKeys.all, 'available-tenants'] as const,
  availableBeds: () => [...ordersKeys.all, 'available-beds'] as const,
  firstPeriod: (query: object) => [...ordersKeys.all, 'first-period', query] as const,
  deposits: () => [...ordersKeys.all, 'deposit'] as const,
  deposit: (id: number) => [...ordersKeys.deposits(), id] as const,
  detail: (id: number) => [...ordersKeys.all, 'detail', id] as const,
};

/** Who and what is free for a new order changes with every order, and with every tenant. */
export function invalidateOrderOptions(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
}

/**
 * Query keys of finance, as a tree, so that one prefix reaches everything below it:
 * ['finance', 'sub-types', query]            GET /api/transaction-sub-types/?…
 * ['finance', 'sub-type-amount', id]         GET /api/transaction-sub-types/{id}/get-amount/
 * ['finance', 'payment', id]                 GET /api/payments/{id}/
 * ['finance', 'fee', id]                     GET /api/fees/{id}/
 * ['finance', 'rent-confirmation', id]       GET /api/rent-confirmations/{id}/
 * ['finance', 'transactions', query]         GET /api/transactions/?… (page after page)
 */
export const financeKeys = {
  all: ['finance'] as const,
  subTypeLists: () => [...financeKeys.all, 'sub-types'] as const,
  subTypes: (query: object) => [...financeKeys.subTypeLists(), query] as const,
  subTypeAmount: (id: number) => [...financeKeys.all, 'sub-type-amount', id] as const,
  payments: () => [...financeKeys.all, 'payment'] as const,
  payment: (id: number) => [...financeKeys.payments(), id] as const,
  fees: () => [...financeKeys.all, 'fee'] as const,
  fee: (id: number) => [...financeKeys.fees(), id] as const,
  rentConfirmations: () => [...financeKeys.all, 'rent-confirmation'] as const,
  rentConfirmation: (id: number) => [...financeKeys.rentConfirmations(), id] as const,
  transactionLists: () => [...financeKeys.all, 'transactions'] as const,
  transactions: (query: object) => [...financeKeys.transactionLists(), query] as const,
};

/**
 * Query keys of the reports (the dashboard, and the Finance page's cards), as a tree:
 * ['reports', 'total', scope]       GET /api/reportsapp/total/?start=&end=&property=
 * ['reports', 'summary', scope]     GET /api/reportsapp/summary/?start=&end=&property=
 * ['reports', 'properties', range]  GET /api/reportsapp/properties/?start=&end=
 * ['reports', 'collection', scope]  GET /api/reportsapp/collection/?start=&end=&property=
 * ['reports', 'deposits', scope]    GET /api/reportsapp/deposits/?property=
 * ['reports', 'owing']              GET /api/reportsapp/owing/
 * ['reports', 'rent-due']           GET /api/reportsapp/rent-due/
 * ['reports', 'free-beds']          GET /api/reportsapp/free-beds/
 */
export const reportsKeys = {
  all: ['reports'] as const,
  totals: () => [...reportsKeys.all, 'total'] as const,
  total: (range: object) => [...reportsKeys.totals(), range] as const,
  summary: (range: object) => [...reportsKeys.all, 'summary', range] as const,
  properties: (range: object) => [...reportsKeys.all, 'properties', range] as const,
  collection: (scope: object) => [...reportsKeys.all, 'collection', scope] as const,
  deposits: (scope: object) => [...reportsKeys.all, 'deposits', scope] as const,
  owing: () => [...reportsKeys.all, 'owing'] as const,
  rentDue: () => [...reportsKeys.all, 'rent-due'] as const,
  freeBeds: () => [...reportsKeys.all, 'free-beds'] as const,
};

/**
 * Query keys of the rent records (Finance > Records):
 * ['records', 'list', query]        GET /api/rent-confirmations/?…
 */
export const recordsKeys = {
  all: ['records'] as const,
  lists: () => [...recordsKeys.all, 'list'] as const,
  list: (query: object) => [...recordsKeys.lists(), query] as const,
};

/**
 * Rent records change with every posting (a payment covers them, a void uncovers them) and every
 * order (a new order charges its first rent, a completed one cancels rent not yet due): the list on
 * screen reloads at once — a payment is recorded from its own context menu — and others when shown.
 */
export function invalidateRecords(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: recordsKeys.all });
}

/**
 * Query keys of the board of beds (issue 34):
 * ['board', 'beds', query]                  GET /api/board/?property=
 * ['board', 'arrivals-departures']          GET /api/board/arrivals-departures/
 */
export const boardKeys = {
  all: ['board'] as const,
  board: (query: object) => [...boardKeys.all, 'beds', query] as const,
  arrivalsDepartures: () => [...boardKeys.all, 'arrivals-departures'] as const,
};

/** Who sleeps where changes with every order, move and move-out, and with the beds themselves. */
export function invalidateBoard(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: boardKeys.all });
}

/**
 * What an order changes beyond the tenant: their rent records, the board of beds, and the dashboard's
 * lists and figures (who owes, rent due soon, free beds, occupancy, beds sold, check-outs, the deposits
 * held, arrivals and departures).
 */
export function invalidateAfterOrder(queryClient: QueryClient): void {
  invalidateRecords(queryClient);
  invalidateBoard(queryClient);
  void queryClient.invalidateQueries({ queryKey: reportsKeys.all });
}

/**
 * A deposit's statement: money in or out of the tenant's account (a payment covers the deposit, a
 * void uncovers it, a refund lowers the balance now) changes what it holds or the balance it shows.
 */
export function invalidateDeposits(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ordersKeys.deposits() });
}

/** The popups of charges: a payment, a fee or a void changes what remains of them. */
function invalidateCharges(queryClient: QueryClient): void {
  for (const queryKey of [financeKeys.payments(), financeKeys.fees(), financeKeys.rentConfirmations()]) {
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}

/**
 * After a payment, fee, income or expense: the tenant's balance, their page and history, the tenants
 * list, the rent records and the messages shown (a payment's receipt) reload at once; the transactions list, the reports (the Finance page's
 * cards, the dashboard) and the popups of charges (a payment covers them) are only marked stale,
 * because the Finance page reloads the list and the cards itself a moment later (`refreshFinance`,
 * SPEC.md §9), and any other screen reloads them when it next shows them.
 */
export function invalidateAfterPosting(queryClient: QueryClient): void {
  invalidateTenants(queryClient);
  invalidateMessages(queryClient);
  invalidateCharges(queryClient);
  invalidateDeposits(queryClient);
  invalidateRecords(queryClient);
  void queryClient.invalidateQueries({ queryKey: financeKeys.transactionLists(), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: reportsKeys.all, refetchType: 'none' });
}

/** The Finance page after an add: the list and the summary cards on screen reload. */
export function refreshFinance(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: financeKeys.transactionLists() });
  void queryClient.invalidateQueries({ queryKey: reportsKeys.totals() });
}

/**
 * After a void of a payment or fee: its record (now void) and the other charges of the tenant (the
 * money is re-allocated, so a rent confirmation or fee may be unpaid again) are marked stale for the
 * next popup; the tenant queries and the rent records reload, and so do the list and the cards on
 * screen (the void is made from a popup of the list, so there is no second reload to wait for); the
 * dashboard's reports reload when next shown.
 */
export function invalidateAfterVoid(queryClient: QueryClient): void {
  invalidateCharges(queryClient);
  invalidateDeposits(queryClient);
  invalidateTenants(queryClient);
  invalidateRecords(queryClient);
  refreshFinance(queryClient);
  void queryClient.invalidateQueries({ queryKey: reportsKeys.all, refetchType: 'none' });
}

/**
 * Query keys of places, as a tree, so that one prefix reaches everything below it:
 * ['places', 'rooms']                        every room query
 * ['places', 'rooms', 'list', query]         GET /api/rooms/?…
 * ['places', 'rooms', 'options', search]     the room select's options
 * ['places', 'rooms', 'detail', id]          GET /api/rooms/{id}/
 * ['places', 'rooms', 'detail', id, 'beds', query]   GET /api/rooms/{id}/beds/?…
 */
export const placesKeys = {
  all: ['places'] as const,
  properties: () => [...placesKeys.all, 'properties'] as const,
  propertyList: (query: object) => [...placesKeys.properties(), 'list', query] as const,
  propertyOptions: (search: string) => [...placesKeys.properties(), 'options', search] as const,
  property: (id: number) => [...placesKeys.properties(), 'detail', id] as const,
  propertyRooms: (id: number, query: object) => [...placesKeys.property(id), 'rooms', query] as const,
  rooms: () => [...placesKeys.all, 'rooms'] as const,
  roomList: (query: object) => [...placesKeys.rooms(), 'list', query] as const,
  roomOptions: (search: string) => [...placesKeys.rooms(), 'options', search] as const,
  room: (id: number) => [...placesKeys.rooms(), 'detail', id] as const,
  roomBeds: (id: number, query: object) => [...placesKeys.room(id), 'beds', query] as const,
  beds: () => [...placesKeys.all, 'beds'] as const,
  bedList: (query: object) => [...placesKeys.beds(), 'list', query] as const,
  bed: (id: number) => [...placesKeys.beds(), 'detail', id] as const,
};

/** What a change touches: a property's address shows on its rooms and beds, counts roll up, … */
export type PlacesScope = 'properties' | 'rooms' | 'beds';

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, i) => key[i] === part);

/**
 * Marks the queries of the given scopes stale and reloads those on screen. The queries of a deleted
 * record (`deleted`) are only marked, never reloaded: they would answer 404 while its page closes.
 */
export function invalidatePlaces(
  queryClient: QueryClient,
  scopes: readonly PlacesScope[],
  deleted?: QueryKey,
): void {
  for (const scope of scopes) {
    void queryClient.invalidateQueries({
      queryKey: [...placesKeys.all, scope],
      predicate: (query) => !deleted || !startsWith(query.queryKey, deleted),
    });
  }
  if (deleted) void queryClient.invalidateQueries({ queryKey: deleted, refetchType: 'none' });
  invalidateHistory(queryClient);
  invalidateBoard(queryClient);
  // Beds and addresses show on the dashboard (free beds, occupancy) and in the rent records.
  void queryClient.invalidateQueries({ queryKey: reportsKeys.all, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: recordsKeys.all, refetchType: 'none' });
}

/**
 * The audit log and the history of one record (its entries, shown on its page):
 * ['audit', 'list', query]                      GET /api/audit-log/?…
 * ['audit', 'history', entity, id, page]        GET /api/audit-log/?entity=&entity_id=&page=
 */
export const auditKeys = {
  all: ['audit'] as const,
  list: (query: object) => [...auditKeys.all, 'list', query] as const,
  history: (entity: string, id: number | string, page: number) =>
    [...auditKeys.all, 'history', entity, String(id), page] as const,
};

/**
 * Every write adds to the audit log: a history on screen (beside the record just changed) reloads;
 * the rest is read only while shown and reloads when next shown.
 */
export function invalidateHistory(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: auditKeys.all });
}

/**
 * Query keys of the payment candidates (Finance > Payment Candidates) and of the mail layouts taught
 * from them (Settings > Payment methods: a layout reads the candidates' mails):
 * ['candidates', 'list', query]         GET /api/payment-candidates/?…
 * ['candidates', 'log', query]          GET /api/payment-candidates/log/?…
 * ['candidates', 'needs-look', query]   GET /api/payment-candidates/needs-look/?…
 * ['candidates', 'layouts']             GET /api/mail-layouts/
 */
export const candidatesKeys = {
  all: ['candidates'] as const,
  lists: () => [...candidatesKeys.all, 'list'] as const,
  list: (query: object) => [...candidatesKeys.lists(), query] as const,
  logs: () => [...candidatesKeys.all, 'log'] as const,
  log: (query: object) => [...candidatesKeys.logs(), query] as const,
  needsLooks: () => [...candidatesKeys.all, 'needs-look'] as const,
  needsLook: (query: object) => [...candidatesKeys.needsLooks(), query] as const,
  layouts: () => [...candidatesKeys.all, 'layouts'] as const,
};

/**
 * New mail (an upload) adds candidates and log entries; a decision changes a candidate and may change
 * the duplicate flags of others: the candidate queries on screen reload.
 */
export function invalidateCandidates(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: candidatesKeys.all });
  invalidateHistory(queryClient);
}

/**
 * Query keys of staff and groups (Settings > Staff, Settings > Groups):
 * ['staff', 'users', query]         GET /api/users/?…
 * ['staff', 'groups']               GET /api/groups/
 */
export const staffKeys = {
  all: ['staff'] as const,
  userLists: () => [...staffKeys.all, 'users'] as const,
  users: (query: object) => [...staffKeys.userLists(), query] as const,
  groups: () => [...staffKeys.all, 'groups'] as const,
};

/**
 * A user's groups show in the staff list and in the groups' member counts; a group's name shows on
 * its members' rows: any change of either reloads both.
 */
export function invalidateStaff(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: staffKeys.all });
}

/**
 * After a sub-type is added or changed (Settings > Payment methods and sub-types): every list of
 * sub-types (the settings tables, the selects of Create Transactions and the Finance filters) and the
 * fee types' default amounts.
 */
export function invalidateSubTypes(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: financeKeys.subTypeLists() });
  void queryClient.invalidateQueries({ queryKey: [...financeKeys.all, 'sub-type-amount'] });
}

/**
 * Query keys of the business settings (Settings > Business, Mail source, Mail out, Message templates;
 * the footer):
 * ['settings', 'business']          GET /api/settings/
 * ['settings', 'public']            GET /api/settings/public/
 * ['settings', 'messages']          GET /api/settings/messages/
 * ['settings', 'templates']         GET /api/message-templates/
 */
export const settingsKeys = {
  all: ['settings'] as const,
  business: () => [...settingsKeys.all, 'business'] as const,
  public: () => [...settingsKeys.all, 'public'] as const,
  messages: () => [...settingsKeys.all, 'messages'] as const,
  templates: () => [...settingsKeys.all, 'templates'] as const,
};

/**
 * Query keys of the messages to tenants (issue 32: Finance > Messages, a tenant's Messages) and of a
 * tenant's public balance page:
 * ['messages', 'list', query]       GET /api/messages/?tenant=&status=&kind=&page=&page_size=
 * ['messages', 'detail', id]        GET /api/messages/{id}/
 * ['balance', token]                GET /api/balance/{token}/ (no sign-in)
 */
export const messagesKeys = {
  all: ['messages'] as const,
  lists: () => [...messagesKeys.all, 'list'] as const,
  list: (query: object) => [...messagesKeys.lists(), query] as const,
  detail: (id: number) => [...messagesKeys.all, 'detail', id] as const,
};

export const balanceKeys = {
  page: (token: string) => ['balance', token] as const,
};

/**
 * A message queued (a statement sent, a message resent, and a payment's receipt or a settlement's
 * statement written by the server with the money): the lists of messages on screen reload.
 */
export function invalidateMessages(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: messagesKeys.lists() });
}

/**
 * Query keys of the search from anywhere (the palette, issue 34):
 * ['search', q]                     GET /api/search/?q=
 * Nothing invalidates them: each text is asked when typed, and kept a short while (search-all.ts).
 */
export const searchKeys = {
  all: ['search'] as const,
  results: (q: string) => [...searchKeys.all, q] as const,
};
