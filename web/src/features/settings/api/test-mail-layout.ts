import { useMutation } from '@tanstack/react-query';
import { apiPaths, layoutTestResult, pathWithId } from '@bunkhouse/contract';
import type { LayoutTestBody, LayoutTestResult } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/mail-layouts/{id}/test/ {raw?}: what every rule and layout make of a pasted mail, or
 * without one of the layout's own sample mail (kind, payer, amount, why). Nothing is stored.
 */
export async function testMailLayout({
  id,
  body,
}: {
  id: number;
  body: LayoutTestBody;
}): Promise<LayoutTestResult> {
  return layoutTestResult.parse(await apiClient.post(pathWithId(apiPaths.mailLayoutTest, id), body));
}

export const useTestMailLayout = () => useMutation({ mutationFn: testMailLayout });
