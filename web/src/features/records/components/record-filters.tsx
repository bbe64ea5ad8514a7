import { useQuery } from '@tanstack/react-query';
import { ChipFilter } from '../../../components/chip-filter';
import { DateRangePicker } from '../../../components/date-range-picker';
import type { DateRange } from '../../../components/date-range-picker';
import { ListToolbar } from '../../../components/list-toolbar';
import { PropertySelect } from '../../../components/property-select';
import { propertyOptionsQueryOptions } from '../../../lib/api/get-property-options';
import { readIdFilter } from '../../../lib/read-id-filter';
import { STATUS_FILTER_OPTIONS } from '../records-text';
import type { RecordFilter } from '../records-text';
import '../../../components/property-filter.css';

export interface RecordFiltersProps {
  /** Each filter's values as the URL has them. */
  filters: Record<RecordFilter, string[]>;
  onChange: (changes: Partial<Record<RecordFilter, readonly string[]>>) => void;
  onReset: () => void;
}

const one = (value: string | null | undefined) => (value ? [value] : []);
/** Typed text as it was typed; blank is no filter. */
const typed = (value: string) => (value.trim() ? [value] : []);

/** The chosen property as the select shows it: its address when the options know it. */
function usePropertyOption(id: number | undefined) {
  const options = useQuery({ ...propertyOptionsQueryOptions(''), enabled: id !== undefined });
  if (id === undefined) return null;
  const address = options.data?.find((property) => property.id === id)?.address;
  return { value: id, label: address ?? `Property #${id}` };
}

/**
 * The records' filters, all in the URL under the API's names: the tenant's name (the search box),
 * a property, a due-date range, and status chips (several: unpaid, paid, cancelled, overdue); Reset
 * clears them all.
 */
export function RecordFilters({ filters, onChange, onReset }: RecordFiltersProps) {
  const propertyId = readIdFilter(filters.property);
  const property = usePropertyOption(propertyId);
  const [from] = filters.due_from;
  const [to] = filters.due_to;
  const range: DateRange | null = from && to ? { from, to } : null;
  const search = {
    search: filters.tenant[0] ?? '',
    setSearch: (value: string) => onChange({ tenant: typed(value) }),
    reset: onReset,
  };

  return (
    <div className="mb-3">
      <ListToolbar list={search} placeholder="Search by tenant name...">
        <PropertySelect
          inputId="records-property-filter"
          ariaLabel="Property"
          placeholder="All properties"
          className="property-filter"
          isClearable
          value={property}
          onChange={(next) => onChange({ property: next ? [String(next.value)] : [] })}
        />
        <DateRangePicker
          id="records-due-range"
          label="Due date range"
          value={range}
          onChange={(next) => onChange({ due_from: one(next?.from), due_to: one(next?.to) })}
        />
      </ListToolbar>
      <ChipFilter
        caption="Status"
        name="status"
        label="Status"
        options={STATUS_FILTER_OPTIONS}
        value={filters.status}
        onChange={(values) => onChange({ status: values })}
      />
    </div>
  );
}
