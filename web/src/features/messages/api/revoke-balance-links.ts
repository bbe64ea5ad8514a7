import { useMutation } from '@tanstack/react-query';
import { apiPaths, pathWithId } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';

/** POST /api/tenants/{id}/balance-link/revoke/: every link sent to the tenant so far stops working (204). */
export async function revokeBalanceLinks(tenantId: number): Promise<void> {
  await apiClient.post(pathWithId(apiPaths.tenantBalanceLinkRevoke, tenantId));
}

export const useRevokeBalanceLinks = () => useMutation({ mutationFn: revokeBalanceLinks });
