import { useMutation } from '@tanstack/react-query';
import { apiPaths, mailTestResult } from '@bunkhouse/contract';
import type { MailSourceInput, MailTestResult } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';

/** POST /api/settings/mail/test/: tries the mailbox as typed (the stored password when none is typed). */
export async function testMailSource(body: MailSourceInput): Promise<MailTestResult> {
  return mailTestResult.parse(await apiClient.post(apiPaths.mailTest, body));
}

export const useTestMailSource = () => useMutation({ mutationFn: testMailSource });
