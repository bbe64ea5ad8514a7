import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateCandidates } from '../../../lib/query-keys';

/**
 * POST /api/payment-candidates/needs-look/{id}/dismiss/: a mail waiting for a look is no payment (a
 * newsletter, an order notice); it stops waiting and stays in the ingest log. A mail no longer waiting
 * is refused in `non_field_errors`.
 */
export async function dismissNeedsLook(id: number): Promise<void> {
  await apiClient.post(pathWithId(apiPaths.needsLookDismiss, id), {});
}

/** The mail leaves Needs a look: the candidate queries (Needs a look among them) reload. */
export function useDismissNeedsLook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: dismissNeedsLook, onSuccess: () => invalidateCandidates(queryClient) });
}
