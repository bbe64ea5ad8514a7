import { useMemo } from 'react';
import Select from 'react-select';
import { selectStyles, selectTheme } from '../../../components/select-theme';

interface ZoneOption {
  value: string;
  label: string;
}

const toOption = (zone: string): ZoneOption => ({ value: zone, label: zone.replaceAll('_', ' ') });

/** The browser's IANA time zones, with the stored one even when the browser does not list it (UTC). */
function zoneOptions(current: string): ZoneOption[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = current && !zones.includes(current) ? [current, ...zones] : zones;
  return all.map(toOption);
}

export interface TimeZoneSelectProps {
  inputId: string;
  value: string;
  onChange: (zone: string) => void;
  isInvalid?: boolean;
  isDisabled?: boolean;
}

/** One IANA time zone, searchable ('new york' finds America/New_York). */
export function TimeZoneSelect({
  inputId,
  value,
  onChange,
  isInvalid = false,
  isDisabled,
}: TimeZoneSelectProps) {
  const options = useMemo(() => zoneOptions(value), [value]);
  return (
    <Select<ZoneOption, false>
      inputId={inputId}
      options={options}
      value={value ? toOption(value) : null}
      onChange={(option) => onChange(option?.value ?? '')}
      isDisabled={isDisabled}
      aria-invalid={isInvalid}
      classNamePrefix="time-zone-select"
      menuPortalTarget={document.body}
      menuPlacement="auto"
      theme={selectTheme}
      styles={selectStyles<ZoneOption>(isInvalid)}
    />
  );
}
