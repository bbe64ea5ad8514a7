import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@bunkhouse/contract';
import type { TenantOption } from '@bunkhouse/contract';
import { AsyncOptionSelect } from '../../../components/async-select';
import type { AsyncOptionSelectProps, SelectOption } from '../../../components/async-select';
import { tenantName } from '../../orders/orders-text';
import { tenantsQueryOptions } from '../../tenants/api/get-tenants';

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
    async (search: string) => {
      const query = {
        search: search.trim() || undefined,
        deleted: false,
        ordering: 'last_name' as const,
        page_size: MAX_PAGE_SIZE,
      };
      const page = await queryClient.fetchQuery(tenantsQueryOptions(query));
      return page.results.map(toTenantSelectOption);
    },
    [queryClient],
  );
  return <AsyncOptionSelect placeholder="Select a tenant..." {...props} loadOptions={loadOptions} />;
}
