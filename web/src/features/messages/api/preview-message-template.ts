import { useMutation } from '@tanstack/react-query';
import { apiPaths, messagePreview, pathWithId } from '@bunkhouse/contract';
import type { MessageKind, MessagePreview, MessagePreviewBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';

export interface PreviewTemplateVariables {
  kind: MessageKind;
  body: MessagePreviewBody;
}

/**
 * POST /api/message-templates/{kind}/preview/: the template as typed, written for one real tenant (To,
 * Subject, Body); nothing is stored or sent. A `{field}` the kind lacks is refused as on PUT.
 */
export async function previewMessageTemplate({
  kind,
  body,
}: PreviewTemplateVariables): Promise<MessagePreview> {
  return messagePreview.parse(await apiClient.post(pathWithId(apiPaths.messageTemplatePreview, kind), body));
}

export const usePreviewMessageTemplate = () => useMutation({ mutationFn: previewMessageTemplate });
