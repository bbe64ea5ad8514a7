import Select from 'react-select';
import type { TenantOption } from '@bunkhouse/contract';
import { selectStyles, selectTheme } from '../../../components/select-theme';
import { tenantName } from '../../../lib/format';

export interface TenantOptionSelectProps {
  inputId: string;
  /** The tenants who may be given an order (GET /api/orders/available_tenants/). */
  tenants: readonly TenantOption[];
  isLoading: boolean;
  value: TenantOption | null;
  onChange: (tenant: TenantOption | null) => void;
  isInvalid?: boolean;
}

/** One tenant, searchable by name. */
export function TenantOptionSelect({
  inputId,
  tenants,
  isLoading,
  value,
  onChange,
  isInvalid = false,
}: TenantOptionSelectProps) {
  return (
    <Select<TenantOption, false>
      inputId={inputId}
      options={tenants}
      value={value}
      onChange={onChange}
      getOptionValue={(tenant) => String(tenant.id)}
      getOptionLabel={tenantName}
      isLoading={isLoading}
      isClearable
      placeholder="Select a tenant..."
      aria-invalid={isInvalid}
      classNamePrefix="tenant-select"
      menuPortalTarget={document.body}
      menuPlacement="auto"
      theme={selectTheme}
      styles={selectStyles<TenantOption>(isInvalid)}
    />
  );
}
