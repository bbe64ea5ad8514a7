import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, messageSettings } from '@bunkhouse/contract';
import type { MessageSettings, MessageSettingsPatchBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { settingsKeys } from '../../../lib/query-keys';

/**
 * PATCH /api/settings/messages/: only what is sent changes; `mail_out: null` removes the stored SMTP
 * server; a `mail_out` without `password` keeps the stored one.
 */
export async function updateMessageSettings(body: MessageSettingsPatchBody): Promise<MessageSettings> {
  return messageSettings.parse(await apiClient.patch(apiPaths.messageSettings, body));
}

/** The answer is the settings as they now stand. */
export function useUpdateMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessageSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.messages(), settings),
  });
}
