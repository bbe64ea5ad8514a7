import Select from 'react-select';
import type { Bed } from '@bunkhouse/contract';
import { selectStyles, selectTheme } from '../../../components/select-theme';
import { bedOptionLabel } from '../orders-text';

export interface BedMultiSelectProps {
  inputId: string;
  /** The free beds to choose from (GET /api/orders/available_beds/). */
  beds: readonly Bed[];
  isLoading: boolean;
  value: readonly Bed[];
  onChange: (beds: Bed[]) => void;
  isInvalid?: boolean;
}

/**
 * Several beds, searchable by what the user reads: 'Bed 2 · Room 101 (Male) · 12 Oak St · $650.00' (the room's designation: Male, Female or Mixed). The menu
 * stays open while choosing, so that a family's beds are picked in one go; Tab leaves the field
 * without adding the highlighted bed.
 */
export function BedMultiSelect({
  inputId,
  beds,
  isLoading,
  value,
  onChange,
  isInvalid = false,
}: BedMultiSelectProps) {
  return (
    <Select<Bed, true>
      inputId={inputId}
      isMulti
      options={beds}
      value={value}
      onChange={(selected) => onChange([...selected])}
      getOptionValue={(bed) => String(bed.id)}
      getOptionLabel={bedOptionLabel}
      isLoading={isLoading}
      closeMenuOnSelect={false}
      tabSelectsValue={false}
      placeholder="Select beds..."
      aria-invalid={isInvalid}
      classNamePrefix="bed-select"
      menuPortalTarget={document.body}
      menuPlacement="auto"
      theme={selectTheme}
      styles={selectStyles<Bed, true>(isInvalid)}
    />
  );
}
