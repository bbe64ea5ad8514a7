import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, businessSettings } from '@bunkhouse/contract';
import type { BusinessSettings, SettingsPatchBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { settingsKeys } from '../../../lib/query-keys';

/** PATCH /api/settings/: only what is sent changes; `mail: null` removes the stored mailbox. */
export async function updateSettings(body: SettingsPatchBody): Promise<BusinessSettings> {
  return businessSettings.parse(await apiClient.patch(apiPaths.settings, body));
}

/** The answer is the settings as they now stand; the footer's name and e-mail reload. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.business(), settings);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.public() });
    },
  });
}
