import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, message, pathWithId } from '@bunkhouse/contract';
import type { Message, StatementSendBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateMessages } from '../../../lib/query-keys';

export interface SendStatementVariables {
  tenantId: number;
  body: StatementSendBody;
}

/**
 * POST /api/tenants/{id}/statement/send/: the statement of those days queued by e-mail (201, the
 * message); a 400 `{detail, code}` when messages are off.
 */
export async function sendStatement({ tenantId, body }: SendStatementVariables): Promise<Message> {
  return message.parse(await apiClient.post(pathWithId(apiPaths.tenantStatementSend, tenantId), body));
}

export function useSendStatement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendStatement, onSuccess: () => invalidateMessages(queryClient) });
}
