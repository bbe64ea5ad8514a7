import { useCallback, useEffect, useRef } from 'react';
import AsyncSelect from 'react-select/async';
import { selectStyles, selectTheme } from './select-theme';

/** A choice of a record: its id and what the user reads. */
export interface SelectOption {
  value: number;
  label: string;
}

/** Typing waits this long before asking the server, so a word is one request, not one per letter. */
export const OPTION_SEARCH_DELAY_MS = 300;

export interface AsyncOptionSelectProps {
  inputId: string;
  value: SelectOption | null;
  onChange: (option: SelectOption | null) => void;
  /** Options matching what the user typed ('' for the first list). A failure gives no options. */
  loadOptions: (search: string) => Promise<SelectOption[]>;
  isInvalid?: boolean;
  isClearable?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
  /** When there is no visible label (a filter). */
  ariaLabel?: string;
  className?: string;
}

/**
 * A searchable select whose options come from the server (react-select async). Its menu opens above
 * modals; 'Loading...' and 'No options' are react-select's own texts (SPEC.md §8).
 */
export function AsyncOptionSelect({
  inputId,
  value,
  onChange,
  loadOptions,
  isInvalid = false,
  isClearable = false,
  isDisabled = false,
  placeholder = 'Select...',
  ariaLabel,
  className,
}: AsyncOptionSelectProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const load = useCallback(
    (search: string) =>
      new Promise<SelectOption[]>((resolve) => {
        clearTimeout(timer.current);
        const run = () => void loadOptions(search).then(resolve, () => resolve([]));
        if (search === '') run();
        else timer.current = setTimeout(run, OPTION_SEARCH_DELAY_MS);
      }),
    [loadOptions],
  );

  return (
    <AsyncSelect<SelectOption>
      inputId={inputId}
      aria-label={ariaLabel}
      aria-invalid={isInvalid}
      className={className}
      classNamePrefix="async-select"
      value={value}
      onChange={(option) => onChange(option)}
      loadOptions={load}
      defaultOptions
      isClearable={isClearable}
      isDisabled={isDisabled}
      placeholder={placeholder}
      menuPortalTarget={document.body}
      menuPlacement="auto"
      theme={selectTheme}
      styles={selectStyles<SelectOption>(isInvalid)}
    />
  );
}
