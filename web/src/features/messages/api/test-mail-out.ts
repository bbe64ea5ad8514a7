import { useMutation } from '@tanstack/react-query';
import { apiPaths, mailOutTestResult } from '@bunkhouse/contract';
import type { MailOutTestBody, MailOutTestResult } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/settings/mail-out/test/: sends a test message through the SMTP server as typed (the stored
 * password when none is typed). `ok: false` with a sentence when the server could not be reached or
 * refused; nothing is stored.
 */
export async function testMailOut(body: MailOutTestBody): Promise<MailOutTestResult> {
  return mailOutTestResult.parse(await apiClient.post(apiPaths.mailOutTest, body));
}

export const useTestMailOut = () => useMutation({ mutationFn: testMailOut });
