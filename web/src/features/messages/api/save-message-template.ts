import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, messageTemplate, pathWithId } from '@bunkhouse/contract';
import type { MessageKind, MessageTemplate, MessageTemplateBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { settingsKeys } from '../../../lib/query-keys';

export interface SaveTemplateVariables {
  kind: MessageKind;
  body: MessageTemplateBody;
}

/** PUT /api/message-templates/{kind}/: the subject and body; a `{field}` the kind lacks is refused (400). */
export async function saveMessageTemplate({ kind, body }: SaveTemplateVariables): Promise<MessageTemplate> {
  return messageTemplate.parse(await apiClient.put(pathWithId(apiPaths.messageTemplate, kind), body));
}

export function useSaveMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMessageTemplate,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsKeys.templates() }),
  });
}
