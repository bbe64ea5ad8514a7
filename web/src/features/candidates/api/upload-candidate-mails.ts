import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, uploadResponse } from '@bunkhouse/contract';
import type { UploadResponse } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateCandidates } from '../../../lib/query-keys';

/**
 * POST /api/payment-candidates/upload/ (multipart/form-data, one `files` part per file: a mail, .eml,
 * or a bank statement, .ofx, .qfx or .csv): what became of each file (candidates, unverified, no
 * payment, a duplicate, an error) and why.
 */
export async function uploadCandidateMails(files: readonly File[]): Promise<UploadResponse> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return uploadResponse.parse(await apiClient.post(apiPaths.paymentCandidatesUpload, form));
}

/** New candidates and log entries: the candidate queries reload. */
export function useUploadCandidateMails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCandidateMails,
    onSuccess: () => invalidateCandidates(queryClient),
  });
}
