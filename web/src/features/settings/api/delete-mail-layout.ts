import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateCandidates } from '../../../lib/query-keys';

/** DELETE /api/mail-layouts/{id}/ (204): the sender's next mails of that layout are read by no one. */
export async function deleteMailLayout(id: number): Promise<void> {
  await apiClient.delete(pathWithId(apiPaths.mailLayout, id));
}

/** The layouts reload; so, when next shown, what the candidates' mails read. */
export function useDeleteMailLayout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMailLayout, onSuccess: () => invalidateCandidates(queryClient) });
}
