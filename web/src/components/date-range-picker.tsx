import { useState } from 'react';
import { format, isValid, parseISO } from 'date-fns';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import './date-range-picker.css';

/** A complete range as the API takes it: year-month-day (SPEC.md §9 "Date range format"). */
export interface DateRange {
  from: string;
  to: string;
}

export const DATE_RANGE_PLACEHOLDER = 'Select date range';
const DAY = 'yyyy-MM-dd';
/** Shown as the first (SPEC.md §9's display format); a range typed in any of them is read. */
const TYPED_FORMATS = ['dd MMM yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd'];

export interface DateRangePickerProps {
  value: DateRange | null;
  /** Called with a complete range only, or with null when the range is cleared. */
  onChange: (range: DateRange | null) => void;
  id?: string;
  label?: string;
  placeholder?: string;
}

function toDate(day: string | undefined): Date | null {
  if (!day) return null;
  const date = parseISO(day);
  return isValid(date) ? date : null;
}

const keyOf = (range: DateRange | null) => (range ? `${range.from}/${range.to}` : '');

/**
 * SPEC.md "Reusable controls" and §4 "Date range": a calendar that stays open after the first date and
 * reports the change only once the second one is chosen. Closed half-way (Esc, a click outside), it
 * drops the half range and shows the last complete one again (issue 15). A range typed as
 * '11/12/2026 - 11/20/2026' or '2026-11-12 - 2026-11-20' is read and shown in the display format.
 */
export function DateRangePicker({
  value,
  onChange,
  id,
  label = 'Date range',
  placeholder = DATE_RANGE_PLACEHOLDER,
}: DateRangePickerProps) {
  const [dates, setDates] = useState<[Date | null, Date | null]>(() => [
    toDate(value?.from),
    toDate(value?.to),
  ]);
  const [outer, setOuter] = useState(keyOf(value));
  if (keyOf(value) !== outer) {
    setOuter(keyOf(value));
    setDates([toDate(value?.from), toDate(value?.to)]);
  }

  const change = ([start, end]: [Date | null, Date | null]) => {
    setDates([start, end]);
    if (start && end) onChange({ from: format(start, DAY), to: format(end, DAY) });
    else if (!start && !end && value) onChange(null);
  };
  const dropHalfRange = () => {
    if (dates[0] && !dates[1]) setDates([toDate(value?.from), toDate(value?.to)]);
  };

  return (
    <div className="date-range-picker">
      <DatePicker
        id={id}
        selectsRange
        startDate={dates[0]}
        endDate={dates[1]}
        onChange={change}
        onCalendarClose={dropHalfRange}
        placeholderText={placeholder}
        ariaLabel={label}
        dateFormat={TYPED_FORMATS}
        className="form-control form-control-sm"
        isClearable
        clearButtonTitle="Clear date range"
        ariaLabelClose="Clear date range"
        autoComplete="off"
      />
    </div>
  );
}
