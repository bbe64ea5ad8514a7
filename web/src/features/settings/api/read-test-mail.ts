import { useMutation } from '@tanstack/react-query';
import { apiPaths, mailReading } from '@bunkhouse/contract';
import type { MailReading, MailReadingBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/settings/test-mail/: how the e-mail parser reads a pasted mail, with a payment method's
 * patterns as typed in place of its stored ones. Nothing is stored.
 */
export async function readTestMail(body: MailReadingBody): Promise<MailReading> {
  return mailReading.parse(await apiClient.post(apiPaths.mailReading, body));
}

export const useReadTestMail = () => useMutation({ mutationFn: readTestMail });
