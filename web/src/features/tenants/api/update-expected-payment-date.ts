import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, pathWithId } from '@bunkhouse/contract';
import type { TenantPatchBody } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateTenants } from '../../../lib/query-keys';

export interface ExpectedPaymentDateChange {
  id: number;
  /** 'yyyy-MM-dd', or null to clear it. */
  date: string | null;
}

/** PATCH /api/tenants/{id}/ {expected_payment_date} */
export async function updateExpectedPaymentDate({ id, date }: ExpectedPaymentDateChange): Promise<void> {
  const body: TenantPatchBody = { expected_payment_date: date };
  await apiClient.patch(pathWithId(apiPaths.tenant, id), body);
}

/** The date shows in the list (and sorts it) and on the tenant's page. */
export function useUpdateExpectedPaymentDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExpectedPaymentDate,
    onSuccess: () => invalidateTenants(queryClient),
  });
}
