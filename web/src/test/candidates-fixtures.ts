import { screen, within } from '@testing-library/react';
import type { IngestLogEntry, NeedsLookEntry, PaymentCandidate, Permission } from '@bunkhouse/contract';
import { aUser, installFakeFetch, json, signedInRoutes } from './fake-fetch';
import type { Reply } from './fake-fetch';
import { pageOf } from './places-fixtures';
import { renderApp } from './render-app';
import { aTenantListItem } from './tenants-fixtures';

/** A payment candidate as the server sends it: a verified Zelle payment matched to Dana Smith. */
export const aCandidate = (overrides: Partial<PaymentCandidate> = {}): PaymentCandidate => ({
  id: 301,
  extracted_name: 'DANA SMITH',
  matched_tenant: { id: 5, first_name: 'Dana', last_name: 'Smith' },
  extracted_amount: '500.00',
  email_date: '2026-03-05T15:00:00.000Z',
  payment_date: '2026-03-05',
  created_at: '2026-03-05T15:01:00.000Z',
  matched_method: { id: 3, name: 'Zelle' },
  source: 'imap',
  status: 'matched',
  reference: 'ZL12345',
  verified: true,
  verification: 'DKIM pass for chase.com, checked by mx.bunkhouse.test.',
  suggestions: [
    { tenant: { id: 5, first_name: 'Dana', last_name: 'Smith' }, score: 0.97, reason: 'same name' },
  ],
  possible_duplicate: false,
  recorded_payment: null,
  read_by: '1 of 1 payment listed; Chase (Zelle): money received.',
  payment_id: null,
  decided_by: null,
  decided_at: null,
  ...overrides,
});

/** Pending: no match, two ranked suggestions (Venmo, uploaded). */
export const aPendingCandidate = (overrides: Partial<PaymentCandidate> = {}) =>
  aCandidate({
    id: 302,
    extracted_name: 'J. Doe',
    matched_tenant: null,
    extracted_amount: '125.50',
    matched_method: { id: 4, name: 'Venmo' },
    source: 'upload',
    status: 'pending',
    reference: null,
    suggestions: [
      { tenant: { id: 8, first_name: 'John', last_name: 'Doe' }, score: 0.6, reason: 'initial and surname' },
      { tenant: { id: 9, first_name: 'Jane', last_name: 'Doe' }, score: 0.55, reason: 'initial and surname' },
    ],
    ...overrides,
  });

/** Unverified: looks like money received, the sender not verified; also a possible duplicate. */
export const anUnverifiedCandidate = (overrides: Partial<PaymentCandidate> = {}) =>
  aCandidate({
    id: 303,
    extracted_name: 'Eli Ng',
    matched_tenant: null,
    extracted_amount: '650.00',
    matched_method: { id: 5, name: 'Cash App' },
    status: 'pending',
    verified: false,
    verification: 'No Authentication-Results from our mail server, and no DKIM signature of cash.app.',
    suggestions: [
      { tenant: { id: 6, first_name: 'Eli', last_name: 'Ng' }, score: 0.95, reason: 'same name' },
    ],
    possible_duplicate: true,
    ...overrides,
  });

/** Applied by maria: final. */
export const anAppliedCandidate = (overrides: Partial<PaymentCandidate> = {}) =>
  aCandidate({
    id: 304,
    extracted_name: 'Ann Lee',
    matched_tenant: { id: 7, first_name: 'Ann', last_name: 'Lee' },
    status: 'applied',
    payment_id: 88,
    decided_by: { id: 1, username: 'maria' },
    decided_at: '2026-03-06T10:00:00.000Z',
    suggestions: [],
    ...overrides,
  });

/**
 * A credit of an uploaded bank statement (issue 31): matched to Maria Garcia, whose payment #41 of the
 * same amount, two days earlier, records its money already.
 */
export const aBankCandidate = (overrides: Partial<PaymentCandidate> = {}) =>
  aCandidate({
    id: 305,
    extracted_name: 'Maria Garcia',
    matched_tenant: { id: 14, first_name: 'Maria', last_name: 'Garcia' },
    extracted_amount: '650.00',
    payment_date: '2026-03-02',
    source: 'bank',
    status: 'matched',
    reference: 'chase:5f0c2a9e41b7d3c8a6e1f207',
    verification:
      'Line of the bank statement chase.csv (Chase), uploaded by staff: Zelle payment from MARIA GARCIA 21345678901',
    read_by: 'Bank statement (Chase): 4 lines, 3 credits: 2 new candidates.',
    suggestions: [
      { tenant: { id: 14, first_name: 'Maria', last_name: 'Garcia' }, score: 0.97, reason: 'same name' },
    ],
    recorded_payment: { id: 41, received_on: '2026-02-28' },
    ...overrides,
  });

export const aLogEntry = (overrides: Partial<IngestLogEntry> = {}): IngestLogEntry => ({
  id: 900,
  received_at: '2026-03-05T15:00:00.000Z',
  source: 'upload',
  origin: 'zelle.eml',
  message_id: '<abc@chase.com>',
  subject: 'You received money with Zelle',
  from: 'Chase <no.reply.alerts@chase.com>',
  outcome: 'candidates',
  why: 'Zelle payment received from DANA SMITH.',
  candidate_ids: [301],
  ...overrides,
});

/** A mail waiting for a look: a credit union's deposit notice, verified for its domain, no rule reads it. */
export const aNeedsLookEntry = (overrides: Partial<NeedsLookEntry> = {}): NeedsLookEntry => ({
  id: 950,
  received_at: '2026-03-05T15:00:00.000Z',
  from: 'Credit Union Alerts <alerts@creditunion.example>',
  sender_domain: 'creditunion.example',
  subject: 'Deposit notice',
  text: 'Deposit notice\nMember: JANE ROE\nCredit amount: $410.00\nPosted 03/05/2026',
  ...overrides,
});

const CANDIDATES_PERMISSIONS: Permission[] = ['tenants.view', 'candidates.view', 'candidates.apply'];

export const aCandidatesUser = (permissions: Permission[] = CANDIDATES_PERMISSIONS) => aUser({ permissions });

export const LIST = [aCandidate(), aPendingCandidate(), anUnverifiedCandidate(), anAppliedCandidate()];

/**
 * The candidates screen with a list of four (matched, pending, unverified, applied) and the tenants; no
 * mail needs a look.
 */
export function openCandidates(
  routes: Record<string, Reply> = {},
  { path = '/payment-candidates', permissions }: { path?: string; permissions?: Permission[] } = {},
) {
  const server = installFakeFetch({
    ...signedInRoutes(aCandidatesUser(permissions)),
    'GET /api/payment-candidates/': () => json(200, pageOf(LIST)),
    'GET /api/payment-candidates/needs-look/': () => json(200, pageOf([])),
    'GET /api/tenants/': () =>
      json(
        200,
        pageOf([aTenantListItem(), aTenantListItem({ id: 12, first_name: 'Zoe', last_name: 'Adams' })]),
      ),
    ...routes,
  });
  return { ...renderApp(path), ...server };
}

export const candidatesTable = () => screen.findByRole('table', { name: 'Payment candidates' });

/** The row of the candidate with this extracted name (the first cell that shows it). */
export const candidateRow = async (name: string) =>
  (await within(await candidatesTable()).findAllByText(name))[0]!.closest('tr')!;
