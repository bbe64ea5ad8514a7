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

export interface TenantSelectProps extends Omit<AsyncOptionSelectProps, 'loadOptions'> {
  /**
   * Options listed before the server's, in this order, with their own labels (a payment candidate's
   * ranked suggestions, 'Dana Smith — same name'); while the user types, those whose label holds the
   * text. The server's list leaves them out.
   */
  firstOptions?: readonly SelectOption[];
}

const EMPTY: readonly SelectOption[] = [];

/**
 * An active tenant, chosen from the server's list (GET /api/tenants/?deleted=false, searched by name,
 * e-mail or phone as the user types).
 */
export function TenantSelect({ firstOptions = EMPTY, ...props }: TenantSelectProps) {
  const queryClient = useQueryClient();
  const loadOptions = useCallback(
    async (search: string) => {
      const text = search.trim().toLowerCase();
      const first = firstOptions.filter((option) => option.label.toLowerCase().includes(text));
      const ids = new Set(firstOptions.map((option) => option.value));
      // A failed lookup still offers the first options (SPEC.md §7: a failed option list is empty).
      const results = await queryClient.fetchQuery(tenantOptionsQueryOptions(search)).then(
        (page) => page.results,
        () => [],
      );
      return [...first, ...results.filter((tenant) => !ids.has(tenant.id)).map(toTenantSelectOption)];
    },
    [queryClient, firstOptions],
  );
  return <AsyncOptionSelect placeholder="Select a tenant..." {...props} loadOptions={loadOptions} />;
}
