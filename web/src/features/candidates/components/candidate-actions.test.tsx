import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentCandidate } from '@bunkhouse/contract';
import { json } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { candidateRow, LIST, openCandidates } from '../../../test/candidates-fixtures';
import { pageOf } from '../../../test/places-fixtures';
import { recordsKeys, reportsKeys, tenantsKeys } from '../../../lib/query-keys';

const FINALIZED = 'This candidate is finalized. No further actions allowed.';

/** The candidate as the server has it after the action. */
function afterAction(candidate: PaymentCandidate, body: unknown): PaymentCandidate {
  const { action, tenant_id } = body as { action: 'apply' | 'ignore'; tenant_id?: number };
  const tenant = candidate.suggestions.find((s) => s.tenant.id === tenant_id)?.tenant;
  return {
    ...candidate,
    status: action === 'apply' ? 'applied' : 'ignored',
    matched_tenant: tenant ?? candidate.matched_tenant,
    decided_by: { id: 1, username: 'maria' },
    decided_at: '2026-03-06T10:00:00.000Z',
  };
}

/**
 * A server that remembers decisions: a PATCH answers the decided candidate (after `wait`, when
 * given), and the list shows it from then on.
 */
function rememberingServer(wait?: Promise<void>): Record<string, Reply> {
  const rows = [...LIST];
  const routes: Record<string, Reply> = { 'GET /api/payment-candidates/': () => json(200, pageOf(rows)) };
  rows.forEach((candidate, index) => {
    routes[`PATCH /api/payment-candidates/${candidate.id}/`] = async ({ body }) => {
      await wait;
      rows[index] = afterAction(candidate, body);
      return json(200, rows[index]);
    };
  });
  return routes;
}

const buttonsOf = (row: HTMLElement) => ({
  apply: within(row).getByRole('button', { name: 'Apply' }),
  ignore: within(row).getByRole('button', { name: 'Ignore' }),
});

describe('payment candidates: Apply needs a tenant', () => {
  it('preselects the matched tenant, so a matched candidate applies at once', async () => {
    const app = openCandidates(rememberingServer());
    const row = await candidateRow('DANA SMITH');
    expect(within(row).getByText('Dana Smith — same name')).toBeInTheDocument();
    await app.user.click(buttonsOf(row).apply);

    expect(await screen.findByText('Candidate apply successfully')).toBeInTheDocument();
    expect(app.requestsTo('PATCH', '/api/payment-candidates/301/')[0]?.body).toEqual({
      action: 'apply',
      tenant_id: 5,
    });
    expect(await within(row).findByText(FINALIZED)).toBeInTheDocument();
    expect(within(row).getByText(/Applied by maria, 06 Mar 2026/)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('is disabled without a tenant, lists the ranked suggestions first, and applies the chosen one', async () => {
    const app = openCandidates(rememberingServer());
    const row = await candidateRow('J. Doe');
    expect(buttonsOf(row).apply).toBeDisabled();
    expect(buttonsOf(row).ignore).toBeEnabled();

    await app.user.click(within(row).getByRole('combobox', { name: 'Tenant for J. Doe' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'John Doe — initial and surname',
        'Jane Doe — initial and surname',
        'Dana Smith',
        'Zoe Adams',
      ]),
    );
    await app.user.click(screen.getByRole('option', { name: 'Jane Doe — initial and surname' }));
    expect(buttonsOf(row).apply).toBeEnabled();
    await app.user.click(buttonsOf(row).apply);

    expect(await screen.findByText('Candidate apply successfully')).toBeInTheDocument();
    expect(app.requestsTo('PATCH', '/api/payment-candidates/302/')[0]?.body).toEqual({
      action: 'apply',
      tenant_id: 9,
    });
  });

  it('marks what a payment changes to reload: tenants, records, reports; the candidates reload', async () => {
    const app = openCandidates(rememberingServer());
    const row = await candidateRow('DANA SMITH');
    // What other screens would have loaded: the dashboard's totals and the rent records.
    app.queryClient.setQueryData(reportsKeys.total({}), {});
    app.queryClient.setQueryData(recordsKeys.list({}), {});
    await app.user.click(buttonsOf(row).apply);
    await screen.findByText('Candidate apply successfully');
    const stale = (queryKey: readonly unknown[]) =>
      app.queryClient
        .getQueryCache()
        .findAll({ queryKey })
        .map((query) => query.state.isInvalidated);
    expect(stale(tenantsKeys.all)).toContain(true);
    expect(stale(tenantsKeys.all)).not.toContain(false);
    expect(stale(reportsKeys.all)).toEqual([true]);
    expect(stale(recordsKeys.all)).toEqual([true]);
    await waitFor(() => expect(app.queriesTo('GET', '/api/payment-candidates/')).toHaveLength(2));
  });

  it('marks nothing of the ledger after an ignore', async () => {
    const app = openCandidates(rememberingServer());
    const row = await candidateRow('J. Doe');
    app.queryClient.setQueryData(reportsKeys.total({}), {});
    await app.user.click(buttonsOf(row).ignore);
    await screen.findByText('Candidate ignore successfully');
    expect(app.queryClient.getQueryState(reportsKeys.total({}))?.isInvalidated).toBe(false);
  });
});

describe('payment candidates: while a request runs', () => {
  it('disables both buttons and the chooser of that row only, until the answer', async () => {
    let answer: () => void = () => {};
    const app = openCandidates(rememberingServer(new Promise<void>((resolve) => (answer = resolve))));
    const row = await candidateRow('J. Doe');
    await app.user.click(buttonsOf(row).ignore);

    await waitFor(() => expect(buttonsOf(row).ignore).toBeDisabled());
    expect(buttonsOf(row).apply).toBeDisabled();
    expect(within(row).getByLabelText('Tenant for J. Doe')).toBeDisabled();
    expect(buttonsOf(await candidateRow('DANA SMITH')).apply).toBeEnabled();

    answer();
    expect(await screen.findByText('Candidate ignore successfully')).toBeInTheDocument();
    expect(app.requestsTo('PATCH', '/api/payment-candidates/302/')[0]?.body).toEqual({ action: 'ignore' });
    expect(await within(row).findByText(/Ignored by maria/)).toBeInTheDocument();
    expect(within(row).getByText(FINALIZED)).toBeInTheDocument();
  });
});

describe('payment candidates: an unverified mail', () => {
  it('is applied only after a confirmation that names the risk', async () => {
    const app = openCandidates(rememberingServer());
    const row = await candidateRow('Eli Ng');
    await app.user.click(within(row).getByRole('combobox', { name: 'Tenant for Eli Ng' }));
    await app.user.click(await screen.findByRole('option', { name: 'Eli Ng — same name' }));
    await app.user.click(buttonsOf(row).apply);

    let dialog = await screen.findByRole('dialog', { name: 'Apply an unverified payment?' });
    expect(dialog).toHaveTextContent(
      /\$650\.00 from Eli Ng is not verified as coming from Cash App: it may be forged/,
    );
    expect(dialog).toHaveTextContent('before you apply it to Eli Ng.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.requestsTo('PATCH', '/api/payment-candidates/303/')).toHaveLength(0);

    await app.user.click(buttonsOf(row).apply);
    dialog = await screen.findByRole('dialog', { name: 'Apply an unverified payment?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Apply anyway' }));
    expect(await screen.findByText('Candidate apply successfully')).toBeInTheDocument();
    expect(app.requestsTo('PATCH', '/api/payment-candidates/303/')[0]?.body).toEqual({
      action: 'apply',
      tenant_id: 6,
      confirm_unverified: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('payment candidates: failures', () => {
  it("toasts the server's refusal after 'Failed to {action} candidate', and reloads the list", async () => {
    const app = openCandidates({
      'PATCH /api/payment-candidates/302/': () => json(400, { non_field_errors: [FINALIZED] }),
    });
    await app.user.click(buttonsOf(await candidateRow('J. Doe')).ignore);
    expect(await screen.findByText(`Failed to ignore candidate: ${FINALIZED}`)).toBeInTheDocument();
    await waitFor(() => expect(app.queriesTo('GET', '/api/payment-candidates/')).toHaveLength(2));
  });

  it("toasts 'Failed to apply candidate' when the server could not be reached", async () => {
    const app = openCandidates({
      'PATCH /api/payment-candidates/301/': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const row = await candidateRow('DANA SMITH');
    await app.user.click(buttonsOf(row).apply);
    expect(await screen.findByText('Failed to apply candidate')).toBeInTheDocument();
    expect(buttonsOf(row).apply).toBeEnabled();
  });
});
