import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CANDIDATE_MESSAGES } from '@bunkhouse/contract';
import type { PaymentCandidate, Permission } from '@bunkhouse/contract';
import { json } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { aBankCandidate, candidateRow, LIST, openCandidates } from '../../../test/candidates-fixtures';
import { pageOf } from '../../../test/places-fixtures';
import { NARROW_SCREEN_QUERY } from '../../../lib/use-media-query';

/**
 * Issue 31: a credit of an uploaded bank statement in the list, and "One payment, one record": a
 * credit whose money a payment of the tenant records already is applied only after a confirmation
 * that names that payment.
 */

const RECORDED = 'Apply money already recorded?';
const SENTENCE = CANDIDATE_MESSAGES.alreadyRecorded(41, '2026-02-28');
const PATCH = 'PATCH /api/payment-candidates/305/';

/** The list with the bank credit, and a PATCH that answers `reply` (applied by default). */
function openWithBankLine(
  candidate: PaymentCandidate = aBankCandidate(),
  routes: Record<string, Reply> = {},
  permissions?: Permission[],
) {
  return openCandidates(
    {
      'GET /api/payment-candidates/': () => json(200, pageOf([...LIST, candidate])),
      [PATCH]: () => json(200, { ...candidate, status: 'applied', recorded_payment: null }),
      ...routes,
    },
    { permissions },
  );
}

describe('payment candidates: a bank statement line', () => {
  it('shows its source and day, no reference of its own, and the payment that records its money', async () => {
    openWithBankLine(undefined, {}, [
      'tenants.view',
      'candidates.view',
      'candidates.apply',
      'transactions.view',
    ]);
    const row = await candidateRow('Maria Garcia');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[1]).toBe('Maria Garcia');
    expect(cells[6]).toBe(
      'Bank statement: Bank statement (Chase): 4 lines, 3 credits: 2 new candidates.Posted 02 Mar 2026',
    );
    expect(cells[7]).toBe('MatchedAlready recordedpayment #41, received 28 Feb 2026');
    expect(within(row).getByText('Already recorded')).toHaveAttribute('title', SENTENCE);
    expect(within(row).getByRole('link', { name: 'payment #41, received 28 Feb 2026' })).toHaveAttribute(
      'href',
      '/transactions?type=payment&tenant=Maria+Garcia&date_from=2026-02-28&date_to=2026-02-28',
    );
  });

  it('names the payment as text to a user who may not open Transactions', async () => {
    openWithBankLine();
    const row = await candidateRow('Maria Garcia');
    expect(within(row).getByText('payment #41, received 28 Feb 2026')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /payment #41/ })).not.toBeInTheDocument();
  });

  it('is applied only after a confirmation that names the recorded payment, with confirm_recorded', async () => {
    const app = openWithBankLine();
    const row = await candidateRow('Maria Garcia');
    await app.user.click(within(row).getByRole('button', { name: 'Apply' }));
    let dialog = await screen.findByRole('dialog', { name: RECORDED });
    expect(dialog).toHaveTextContent(
      '$650.00 from Maria Garcia looks like money that is already recorded for Maria Garcia.',
    );
    expect(dialog).toHaveTextContent(SENTENCE);
    // Recording money twice is not undone by Enter: focus starts on Cancel.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.requestsTo('PATCH', '/api/payment-candidates/305/')).toHaveLength(0);

    await app.user.click(within(row).getByRole('button', { name: 'Apply' }));
    dialog = await screen.findByRole('dialog', { name: RECORDED });
    await app.user.click(within(dialog).getByRole('button', { name: 'Apply anyway' }));
    expect(await screen.findByText('Candidate apply successfully')).toBeInTheDocument();
    expect(app.requestsTo('PATCH', '/api/payment-candidates/305/').map((r) => r.body)).toEqual([
      { action: 'apply', tenant_id: 14, confirm_recorded: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks nothing when applied to another tenant than the one whose payment records it', async () => {
    const app = openWithBankLine();
    const row = await candidateRow('Maria Garcia');
    await app.user.click(within(row).getByRole('combobox', { name: 'Tenant for Maria Garcia' }));
    await app.user.click(await screen.findByRole('option', { name: 'Zoe Adams' }));
    await app.user.click(within(row).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Candidate apply successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.requestsTo('PATCH', '/api/payment-candidates/305/')[0]?.body).toEqual({
      action: 'apply',
      tenant_id: 12,
    });
  });

  it("asks the same way when the server refuses on confirm_recorded, with the server's sentence", async () => {
    const refusal = CANDIDATE_MESSAGES.alreadyRecorded(57, '2026-03-03');
    const candidate = aBankCandidate({ recorded_payment: null });
    const patch = vi
      .fn<() => Response>()
      .mockReturnValueOnce(json(400, { confirm_recorded: [refusal] }))
      .mockReturnValue(json(200, { ...candidate, status: 'applied' }));
    const app = openWithBankLine(candidate, { [PATCH]: patch });
    const row = await candidateRow('Maria Garcia');
    expect(within(row).queryByText('Already recorded')).not.toBeInTheDocument();
    await app.user.click(within(row).getByRole('button', { name: 'Apply' }));

    const dialog = await screen.findByRole('dialog', { name: RECORDED });
    expect(dialog).toHaveTextContent(refusal);
    expect(screen.queryByText(/Failed to apply candidate/)).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Apply anyway' }));
    expect(await screen.findByText('Candidate apply successfully')).toBeInTheDocument();
    expect(app.requestsTo('PATCH', '/api/payment-candidates/305/').map((r) => r.body)).toEqual([
      { action: 'apply', tenant_id: 14 },
      { action: 'apply', tenant_id: 14, confirm_recorded: true },
    ]);
  });

  it('asks about the mail, then the recorded money, for an unverified candidate whose money is recorded', async () => {
    const app = openWithBankLine(aBankCandidate({ verified: false }));
    const row = await candidateRow('Maria Garcia');
    await app.user.click(within(row).getByRole('button', { name: 'Apply' }));
    const unverified = await screen.findByRole('dialog', { name: 'Apply an unverified payment?' });
    await app.user.click(within(unverified).getByRole('button', { name: 'Apply anyway' }));
    const recorded = await screen.findByRole('dialog', { name: RECORDED });
    expect(app.requestsTo('PATCH', '/api/payment-candidates/305/')).toHaveLength(0);
    await app.user.click(within(recorded).getByRole('button', { name: 'Apply anyway' }));
    expect(await screen.findByText('Candidate apply successfully')).toBeInTheDocument();
    expect(app.requestsTo('PATCH', '/api/payment-candidates/305/')[0]?.body).toEqual({
      action: 'apply',
      tenant_id: 14,
      confirm_unverified: true,
      confirm_recorded: true,
    });
  });
});

describe('payment candidates: a bank statement line on a phone', () => {
  it('shows its source and the recorded payment up front on its card', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === NARROW_SCREEN_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    openWithBankLine();
    const list = await screen.findByRole('list', { name: 'Payment candidates' });
    const card = (await within(list).findAllByText('Maria Garcia'))[0]!.closest('li')!;
    const upFront = card.querySelector(':scope > dl')! as HTMLElement;
    expect(within(upFront).getByText('Bank statement')).toBeInTheDocument();
    expect(within(upFront).getByText('Already recorded')).toBeInTheDocument();
    expect(within(upFront).getByText('payment #41, received 28 Feb 2026')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Apply' })).toBeEnabled();
  });
});
