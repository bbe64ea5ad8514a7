import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, message, pathWithId } from '@bunkhouse/contract';
import type { Message } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateMessages } from '../../../lib/query-keys';

/** POST /api/messages/{id}/resend/: a new queued copy of the message (201). Needs `tenants.change`. */
export async function resendMessage(id: number): Promise<Message> {
  return message.parse(await apiClient.post(pathWithId(apiPaths.messageResend, id)));
}

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendMessage, onSuccess: () => invalidateMessages(queryClient) });
}
