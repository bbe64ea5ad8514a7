import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId, subType } from '@bunkhouse/contract';
import type { SubType, SubTypePatchBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateSubTypes } from '../../../lib/query-keys';

/** PATCH /api/transaction-sub-types/{id}/: rename, (de)activate, the default amount, the patterns. */
export async function updateSubType({ id, body }: { id: number; body: SubTypePatchBody }): Promise<SubType> {
  return subType.parse(await apiClient.patch(pathWithId(apiPaths.subType, id), body));
}

/** Every list of sub-types shows the change, and a fee type's default amount is asked again. */
export function useUpdateSubType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSubType, onSuccess: () => invalidateSubTypes(queryClient) });
}
