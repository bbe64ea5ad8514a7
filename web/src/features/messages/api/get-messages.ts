import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, pagedMessages } from '@bunkhouse/contract';
import type { MessageListQuery } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { messagesKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

export type MessageListParams = Partial<MessageListQuery>;

/** GET /api/messages/?tenant=&status=&kind=&page=&page_size=: a page of messages, newest first. */
export async function getMessages(query: MessageListParams, signal?: AbortSignal) {
  return pagedMessages.parse(await apiClient.get(`${apiPaths.messages}${toQueryString(query)}`, { signal }));
}

export const messagesQueryOptions = (query: MessageListParams) =>
  queryOptions({
    queryKey: messagesKeys.list(query),
    queryFn: ({ signal }) => getMessages(query, signal),
    placeholderData: keepPreviousData,
  });

/** Needs `tenants.view`. */
export const useMessages = (query: MessageListParams) => useQuery(messagesQueryOptions(query));
