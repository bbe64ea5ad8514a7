import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, messageSettings } from '@bunkhouse/contract';
import type { MessageSettings } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { settingsKeys } from '../../../lib/query-keys';

/** GET /api/settings/messages/: mail out (the SMTP server) and the messages to tenants. */
export async function getMessageSettings(signal?: AbortSignal): Promise<MessageSettings> {
  return messageSettings.parse(await apiClient.get(apiPaths.messageSettings, { signal }));
}

export const messageSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.messages(),
    queryFn: ({ signal }) => getMessageSettings(signal),
  });

/** Needs `settings.change`. */
export const useMessageSettings = () => useQuery(messageSettingsQueryOptions());
