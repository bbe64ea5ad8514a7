import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, messageTemplate } from '@bunkhouse/contract';
import type { MessageTemplate } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { settingsKeys } from '../../../lib/query-keys';

/** GET /api/message-templates/: one template per kind, in MESSAGE_KINDS order. */
export async function getMessageTemplates(signal?: AbortSignal): Promise<MessageTemplate[]> {
  return messageTemplate.array().parse(await apiClient.get(apiPaths.messageTemplates, { signal }));
}

export const messageTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.templates(),
    queryFn: ({ signal }) => getMessageTemplates(signal),
  });

/** Needs `settings.change`. */
export const useMessageTemplates = () => useQuery(messageTemplatesQueryOptions());
