import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TenantOption } from '@bunkhouse/contract';
import { tenantOptionsQueryOptions } from '../lib/api/get-tenant-options';
import { tenantName } from '../lib/format';
import { AsyncOptionSelect } from './async-select';
import type { AsyncOptionSelectProps, SelectOption } from './async-select';

export const toTenantSelectOption = (tenant: TenantOption): SelectOption => ({
  value: tenant.id,
  label: tenantName(tenant),
});

/**
 * An active tenant, chosen from the server's list (GET /api/tenants/?deleted=false, searched by name,
 * e-mail or phone as the user types).
 */
export function TenantSelect(props: Omit<AsyncOptionSelectProps, 'loadOptions'>) {
  const queryClient = useQueryClient();
  const loadOptions = useCallback(
    async (search: string) =>
      (await queryClient.fetchQuery(tenantOptionsQueryOptions(search))).results.map(toTenantSelectOption),
    [queryClient],
  );
  return <AsyncOptionSelect placeholder="Select a tenant..." {...props} loadOptions={loadOptions} />;
}
