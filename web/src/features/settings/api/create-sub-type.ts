import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, subType } from '@bunkhouse/contract';
import type { SubType, SubTypeCreateBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateSubTypes } from '../../../lib/query-keys';

/** POST /api/transaction-sub-types/: a payment method, fee type, income or expense category. */
export async function createSubType(body: SubTypeCreateBody): Promise<SubType> {
  return subType.parse(await apiClient.post(apiPaths.subTypes, body));
}

/** Every list of sub-types shows it: these tables, and the selects and filters of Finance. */
export function useCreateSubType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSubType, onSuccess: () => invalidateSubTypes(queryClient) });
}
