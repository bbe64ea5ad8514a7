import { useMutation } from '@tanstack/react-query';
import { apiPaths, balanceLink, pathWithId } from '@bunkhouse/contract';
import type { BalanceLink } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';

/** POST /api/tenants/{id}/balance-link/: a fresh link to the tenant's balance page, to pass on. */
export async function createBalanceLink(tenantId: number): Promise<BalanceLink> {
  return balanceLink.parse(await apiClient.post(pathWithId(apiPaths.tenantBalanceLink, tenantId)));
}

export const useCreateBalanceLink = () => useMutation({ mutationFn: createBalanceLink });
