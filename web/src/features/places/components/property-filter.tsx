import { useProperty } from '../api/get-property';
import { PropertySelect } from './property-select';
import './property-filter.css';

/** The property filter of the rooms and beds lists: one property, or all of them. */
export function PropertyFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
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
      onChange={(next) => onChange(next?.value)}
    />
  );
}
