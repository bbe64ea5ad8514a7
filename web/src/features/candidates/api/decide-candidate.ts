import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId, paymentCandidate } from '@bunkhouse/contract';
import type { CandidateActionBody, Paged, PaymentCandidate } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { candidatesKeys, invalidateAfterPosting, invalidateCandidates } from '../../../lib/query-keys';

export interface DecideCandidateInput {
  id: number;
  body: CandidateActionBody;
}

/**
 * PATCH /api/payment-candidates/{id}/ {action: 'apply' | 'ignore', tenant_id?, confirm_unverified?,
 * confirm_recorded?}: the candidate as it is now (applied: a payment on the tenant; ignored). Both are
 * final. A bank credit whose money a payment records already is refused on `confirm_recorded` unless
 * confirmed.
 */
export async function decideCandidate({ id, body }: DecideCandidateInput): Promise<PaymentCandidate> {
  return paymentCandidate.parse(await apiClient.patch(pathWithId(apiPaths.paymentCandidate, id), body));
}

/**
 * The decided candidate shows as final at once in every cached page (no second click while the list
 * reloads); the candidates reload, whatever the answer (a refusal may mean someone else decided it).
 * An apply is a payment: what a payment changes reloads too (the tenant's balance, the records, the
 * dashboard when next shown).
 */
export function useDecideCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCandidate,
    onSuccess: (candidate, { body }) => {
      queryClient.setQueriesData<Paged<PaymentCandidate>>({ queryKey: candidatesKeys.lists() }, (page) =>
        page
          ? { ...page, results: page.results.map((row) => (row.id === candidate.id ? candidate : row)) }
          : page,
      );
      if (body.action === 'apply') invalidateAfterPosting(queryClient);
    },
    onSettled: () => invalidateCandidates(queryClient),
  });
}
