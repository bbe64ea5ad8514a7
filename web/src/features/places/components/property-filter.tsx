import { PropertySelect } from '../../../components/property-select';
import { readIdFilter } from '../../../lib/read-id-filter';
import type { ListState } from '../../../lib/use-list-state';
import { useProperty } from '../api/get-property';
import '../../../components/property-filter.css';

/**
 * The property filter of the rooms and beds lists: one property, or all of them. It keeps its choice in
 * the list's `?property=` (one id), as the list's other filters do.
 */
export function PropertyFilter({
  list,
}: {
  list: Pick<ListState<string, 'property'>, 'filters' | 'setFilter'>;
}) {
  const value = readIdFilter(list.filters.property);
  const selected = useProperty(value ?? 0, { enabled: value !== undefined });
  const option =
    value === undefined ? null : { value, label: selected.data?.address ?? `Property #${value}` };
  return (
    <PropertySelect
      inputId="property-filter"
      ariaLabel="Property"
      placeholder="All properties"
      className="property-filter"
      isClearable
      value={option}
      onChange={(next) => list.setFilter('property', next ? [String(next.value)] : [])}
    />
  );
}
