import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, message, pathWithId } from '@bunkhouse/contract';
import type { Message } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { messagesKeys } from '../../../lib/query-keys';

/** GET /api/messages/{id}/: the row, the text sent and the attachment in words. */
export async function getMessage(id: number, signal?: AbortSignal): Promise<Message> {
  return message.parse(await apiClient.get(pathWithId(apiPaths.message, id), { signal }));
}

export const messageQueryOptions = (id: number) =>
  queryOptions({ queryKey: messagesKeys.detail(id), queryFn: ({ signal }) => getMessage(id, signal) });

/** Needs `tenants.view`; asked only while a message is open. */
export function useMessage(id: number | null) {
  return useQuery({ ...messageQueryOptions(id ?? 0), enabled: id !== null });
}
