import { useState } from 'react';
import { parseCalendarDate } from '@bunkhouse/contract';
import { MASKS, MaskedInput } from '../../../components/masked-input';
import { toUsDate } from '../../../lib/format';

export interface FreeFromFilterProps {
  /** The day chosen, 'YYYY-MM-DD', or null. */
  value: string | null;
  onChange: (day: string | null) => void;
}

/**
 * "Free from": beds with no stay from that day on (MM/DD/YYYY, as every date is typed). A complete real
 * day filters at once; emptied, the filter is gone; a day that is not real is marked and filters
 * nothing.
 */
export function FreeFromFilter({ value, onChange }: FreeFromFilterProps) {
  const [text, setText] = useState(value ? toUsDate(value) : '');
  // The URL changed from outside (Reset, Back): the box follows it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ? toUsDate(value) : '');
  }
  const parsed = text.length === MASKS.usDate.length ? parseCalendarDate(text) : null;
  const isInvalid = parsed !== null && 'problem' in parsed;
  const change = (next: string) => {
    setText(next);
    if (next === '') {
      if (value !== null) onChange(null);
      return;
    }
    const day = next.length === MASKS.usDate.length ? parseCalendarDate(next) : null;
    if (day && 'date' in day && day.date !== value) {
      setShown(day.date);
      onChange(day.date);
    }
  };
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor="board-free-from" className="small text-body-secondary text-nowrap">
        Free from
      </label>
      <MaskedInput
        id="board-free-from"
        mask={MASKS.usDate}
        value={text}
        onChange={change}
        isInvalid={isInvalid}
        placeholder="MM/DD/YYYY"
        autoComplete="off"
        className="form-control-sm board-free-from"
        aria-describedby={isInvalid ? 'board-free-from-problem' : undefined}
      />
      {isInvalid && (
        <span id="board-free-from-problem" className="small text-danger">
          Enter a real day.
        </span>
      )}
    </div>
  );
}
