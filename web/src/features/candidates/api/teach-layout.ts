import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, teachResult } from '@bunkhouse/contract';
import type { TeachBody, TeachResult } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateCandidates } from '../../../lib/query-keys';

/**
 * POST /api/mail-layouts/ {message_id, payer, amount, method_id}: a layout derived from a mail waiting
 * for a look, where its payer and amount were, and what reading the mail again made (its candidates).
 * A payer or amount the mail does not hold is refused on its field; a mail no longer waiting, or
 * lines that would not read them back, in `non_field_errors`.
 */
export async function teachLayout(body: TeachBody): Promise<TeachResult> {
  return teachResult.parse(await apiClient.post(apiPaths.mailLayouts, body));
}

/**
 * The mail leaves Needs a look and its candidate joins the list; the ingest log and the taught layouts
 * change too: every candidate query reloads (those on screen at once).
 */
export function useTeachLayout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: teachLayout, onSuccess: () => invalidateCandidates(queryClient) });
}
