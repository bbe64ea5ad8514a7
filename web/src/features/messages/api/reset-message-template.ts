import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId } from '@bunkhouse/contract';
import type { MessageKind } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { settingsKeys } from '../../../lib/query-keys';

/** DELETE /api/message-templates/{kind}/: the kind's template is the product's text again (204). */
export async function resetMessageTemplate(kind: MessageKind): Promise<void> {
  await apiClient.delete(pathWithId(apiPaths.messageTemplate, kind));
}

export function useResetMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetMessageTemplate,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.templates() }),
  });
}
