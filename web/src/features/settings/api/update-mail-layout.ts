import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, mailLayout, pathWithId } from '@bunkhouse/contract';
import type { LayoutPatchBody, MailLayout } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateCandidates } from '../../../lib/query-keys';

/**
 * PATCH /api/mail-layouts/{id}/ {patterns?, method_id?}: the layout as it now reads. A pattern that is
 * no regular expression, or patterns without their payer and amount groups, are refused on `patterns`.
 */
export async function updateMailLayout({
  id,
  body,
}: {
  id: number;
  body: LayoutPatchBody;
}): Promise<MailLayout> {
  return mailLayout.parse(await apiClient.patch(pathWithId(apiPaths.mailLayout, id), body));
}

/** The layouts reload; so, when next shown, what the candidates' mails read. */
export function useUpdateMailLayout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMailLayout, onSuccess: () => invalidateCandidates(queryClient) });
}
