import Form from 'react-bootstrap/Form';
import type { PeriodPayment } from '@bunkhouse/contract';
import { FormField } from '../../../components/form-field';

/** ISO weekdays: 1 = Monday … 7 = Sunday (the contract's weekly due day). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** A monthly due day is 1–28, so every month has it. */
const MONTH_DAYS = Array.from({ length: 28 }, (_, i) => i + 1);

export const NO_DUE_DAY_LABEL = 'Same day as the start date';

/** 1 → '1st', 22 → '22nd', 13 → '13th'. */
export function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

export interface DueDayFieldProps {
  period: PeriodPayment;
  /** '' (none) or the day as the select holds it. */
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * The day rent falls due (DOMAIN "Due day and proration"): a day of the month (1st–28th) for monthly
 * rent, a weekday for weekly rent; daily rent has none, so the field is not shown. Optional: without
 * one, rent falls due on the start date's day.
 */
export function DueDayField({ period, value, error, onChange }: DueDayFieldProps) {
  if (period === 'daily') return null;
  const options =
    period === 'weekly'
      ? WEEKDAYS.map((name, i) => ({ value: String(i + 1), label: name }))
      : MONTH_DAYS.map((day) => ({ value: String(day), label: `${ordinal(day)} of the month` }));
  return (
    <FormField controlId="order-due-day" label="Due day" error={error}>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value)} isInvalid={!!error}>
        <option value="">{NO_DUE_DAY_LABEL}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </FormField>
  );
}
