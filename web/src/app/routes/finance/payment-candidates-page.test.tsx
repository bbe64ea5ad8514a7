import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-fetch';
import {
  aLogEntry,
  candidateRow,
  candidatesTable,
  LIST,
  openCandidates,
} from '../../../test/candidates-fixtures';
import { pageOf } from '../../../test/places-fixtures';

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('payment candidates: the list', () => {
  it('shows name, matched tenant, amount, e-mail date, method, source, status and verification', async () => {
    const app = openCandidates();
    expect(await screen.findByRole('heading', { name: 'Payment Candidates', level: 1 })).toBeInTheDocument();
    const matched = await candidateRow('DANA SMITH');
    const [number, name, tenant, amount, date, method, source, status] = cellsOf(matched);
    expect([number, name, tenant, amount, method, source, status]).toEqual([
      '1',
      'DANA SMITHRef. ZL12345',
      'Dana Smith',
      '$500.00',
      'Zelle',
      'Mailbox: 1 of 1 payment listed; Chase (Zelle): money received.',
      'Matched',
    ]);
    expect(date).toMatch(/^0[56] Mar 2026, \d{2}:\d{2}$/);
    // What read it: on hover of the source, and in its text for screen readers.
    expect(within(matched).getByText('Mailbox')).toHaveAttribute(
      'title',
      '1 of 1 payment listed; Chase (Zelle): money received.',
    );
    expect(within(matched).getByRole('link', { name: 'Dana Smith' })).toHaveAttribute('href', '/tenants/5');
    const verified = within(matched).getByText('Verified');
    expect(verified).toHaveAttribute('title', 'DKIM pass for chase.com, checked by mx.bunkhouse.test.');
    expect(within(matched).queryByText('Possible duplicate')).not.toBeInTheDocument();

    const unverified = await candidateRow('Eli Ng');
    expect(within(unverified).getByText('Unverified')).toHaveAttribute(
      'title',
      'No Authentication-Results from our mail server, and no DKIM signature of cash.app.',
    );
    expect(within(unverified).getByText('Possible duplicate')).toBeInTheDocument();
    expect(cellsOf(await candidateRow('J. Doe')).slice(2, 8)).toEqual([
      '—',
      '$125.50',
      expect.any(String),
      'Venmo',
      'Upload: 1 of 1 payment listed; Chase (Zelle): money received.',
      'Pending',
    ]);

    expect(screen.getByRole('columnheader', { name: 'E-mail date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(app.queriesTo('GET', '/api/payment-candidates/')).toEqual(['?page=1&page_size=20']);
  });

  it('filters by status in the URL, searches, sorts and pages', async () => {
    const app = openCandidates({
      'GET /api/payment-candidates/': () => json(200, pageOf(LIST, { count: 45 })),
    });
    await candidateRow('Eli Ng');
    const status = screen.getByRole('group', { name: 'Status' });
    await app.user.click(within(status).getByRole('button', { name: 'Pending' }));
    await app.user.click(within(status).getByRole('button', { name: 'Matched' }));
    expect(app.router.state.location.search).toBe('?status=pending&status=matched');
    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'doe{Enter}');
    await app.user.click(within(screen.getByRole('columnheader', { name: 'Amount' })).getByRole('button'));
    await app.user.click(screen.getByRole('button', { name: /Next/ }));
    expect(app.router.state.location.search).toBe(
      '?status=pending&status=matched&search=doe&ordering=extracted_amount&page=2',
    );
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/payment-candidates/').at(-1)).toBe(
        '?search=doe&status=pending&status=matched&ordering=extracted_amount&page=2&page_size=20',
      ),
    );

    await app.user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(app.router.state.location.search).toBe('');
  });

  it('reads the status filter back from the URL and leaves out what is no status', async () => {
    const app = openCandidates({}, { path: '/payment-candidates?status=applied&status=paid' });
    await candidateRow('Eli Ng');
    expect(app.queriesTo('GET', '/api/payment-candidates/')).toEqual(['?status=applied&page=1&page_size=20']);
    expect(
      within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Applied' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it("toasts 'Failed to load payment candidates' when the list cannot be loaded", async () => {
    openCandidates({
      'GET /api/payment-candidates/': () => json(503, { detail: 'Unavailable', code: 'unavailable' }),
    });
    expect(await screen.findByText('Failed to load payment candidates')).toBeInTheDocument();
    expect(within(await candidatesTable()).getByText('No data available')).toBeInTheDocument();
  });
});

describe('payment candidates: permissions', () => {
  it('shows the list without Apply, Ignore or Upload to a user who may only look', async () => {
    openCandidates({}, { permissions: ['tenants.view', 'candidates.view'] });
    await candidateRow('Eli Ng');
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ignore' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload mails or bank statements' })).not.toBeInTheDocument();
    expect(
      within(await candidateRow('Ann Lee')).getByText(
        'This candidate is finalized. No further actions allowed.',
      ),
    ).toBeInTheDocument();
  });

  it('sends a user without candidates.view to the 403 page, and asks for none', async () => {
    const app = openCandidates({}, { permissions: ['tenants.view'] });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/403');
    expect(app.requests.filter((request) => request.url.startsWith('/api/payment-candidates/'))).toEqual([]);
  });
});

describe('payment candidates: the ingest log', () => {
  it('is folded until opened, then lists each message with its outcome and why, by outcome and page', async () => {
    const skipped = aLogEntry({
      id: 901,
      origin: 'INBOX 7/42',
      source: 'imap',
      subject: 'Your statement is ready',
      outcome: 'skipped',
      why: 'A statement, not money received.',
      candidate_ids: [],
    });
    const app = openCandidates({
      'GET /api/payment-candidates/log/': () => json(200, pageOf([aLogEntry(), skipped], { count: 30 })),
    });
    await candidateRow('Eli Ng');
    const toggle = screen.getByRole('button', { name: 'Ingest log' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(app.queriesTo('GET', '/api/payment-candidates/log/')).toEqual([]);

    await app.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const log = await screen.findByRole('table', { name: 'Ingest log' });
    const row = (await within(log).findByText('Your statement is ready')).closest('tr')!;
    expect(cellsOf(row).slice(2)).toEqual([
      'MailboxINBOX 7/42',
      'Chase <no.reply.alerts@chase.com>',
      'Your statement is ready',
      'Skipped',
      'A statement, not money received.',
    ]);

    const section = screen.getByRole('region', { name: 'Ingest log' });
    await app.user.click(
      within(within(section).getByRole('group', { name: 'Outcome' })).getByRole('button', { name: 'Error' }),
    );
    await app.user.click(within(section).getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/payment-candidates/log/')).toEqual([
        '?page=1&page_size=20',
        '?outcome=error&page=1&page_size=20',
        '?outcome=error&page=2&page_size=20',
      ]),
    );
    expect(app.router.state.location.search).toBe('');
  });
});
