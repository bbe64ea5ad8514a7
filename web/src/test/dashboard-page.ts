import type { CurrentUser } from '@bunkhouse/contract';
import type { Reply } from './fake-fetch';
import { installFakeFetch, json, signedInRoutes } from './fake-fetch';
import { anArrivalsDepartures } from './board-fixtures';
import { aFinanceUser, aReportTotals } from './finance-fixtures';
import {
  aCollection,
  aDepositsHeld,
  aFreeBedsGroup,
  anOwingTenant,
  aRentDueSoon,
  PROPERTY_REPORTS,
  SUMMARY_DAYS,
} from './reports-fixtures';
import { renderApp } from './render-app';

/** Every report the dashboard asks for, answered with the fixtures. */
export const reportRoutes = (): Record<string, Reply> => ({
  'GET /api/reportsapp/total/': () => json(200, aReportTotals()),
  'GET /api/reportsapp/summary/': () => json(200, SUMMARY_DAYS),
  'GET /api/reportsapp/properties/': () => json(200, PROPERTY_REPORTS),
  'GET /api/reportsapp/collection/': () => json(200, aCollection()),
  'GET /api/reportsapp/deposits/': () => json(200, aDepositsHeld()),
  'GET /api/reportsapp/owing/': () => json(200, [anOwingTenant()]),
  'GET /api/reportsapp/rent-due/': () => json(200, [aRentDueSoon()]),
  'GET /api/reportsapp/free-beds/': () =>
    json(200, [aFreeBedsGroup(), aFreeBedsGroup({ gender_designation: 'mixed', total: 20, free: 0 })]),
  'GET /api/board/arrivals-departures/': () => json(200, anArrivalsDepartures()),
});

/** The dashboard at `path` (its range and property in the query), with `routes` added or replaced. */
export function openDashboard(
  routes: Record<string, Reply> = {},
  { path = '/', user = aFinanceUser() }: { path?: string; user?: CurrentUser } = {},
) {
  const server = installFakeFetch({ ...signedInRoutes(user), ...reportRoutes(), ...routes });
  return { ...renderApp(path), ...server };
}

/** Each card's label and value, in order. */
export const cardsOf = (region: HTMLElement) =>
  Array.from(region.querySelectorAll('.card-body')).map((card) => [
    card.firstElementChild?.textContent,
    card.lastElementChild?.textContent,
  ]);
