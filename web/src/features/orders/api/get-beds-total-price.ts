import { useMutation } from '@tanstack/react-query';
import { apiPaths, bedsTotalResponse } from '@bunkhouse/contract';
import type { BedsTotalBody, BedsTotalResponse } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';

/** POST /api/orders/get_beds_total_price/ {beds}: the monthly total of the beds' prices. */
export async function getBedsTotalPrice(body: BedsTotalBody): Promise<BedsTotalResponse> {
  return bedsTotalResponse.parse(await apiClient.post(apiPaths.bedsTotalPrice, body));
}

/** A POST that changes nothing: it is asked again whenever the beds or the period change. */
export function useBedsTotalPrice() {
  return useMutation({ mutationFn: getBedsTotalPrice });
}
