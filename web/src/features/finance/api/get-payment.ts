import { queryOptions } from '@tanstack/react-query';
import { apiPaths, pathWithId, payment } from '@bunkhouse/contract';
import type { Payment } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { financeKeys } from '../../../lib/query-keys';

/** GET /api/payments/{id}/ */
export async function getPayment(id: number, signal?: AbortSignal): Promise<Payment> {
  return payment.parse(await apiClient.get(pathWithId(apiPaths.payment, id), { signal }));
}

export const paymentQueryOptions = (id: number) =>
  queryOptions({ queryKey: financeKeys.payment(id), queryFn: ({ signal }) => getPayment(id, signal) });
