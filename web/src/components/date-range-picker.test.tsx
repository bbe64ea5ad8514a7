import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './date-range-picker';
import type { DateRange } from './date-range-picker';

/** A day of the month the calendar shows (the current one when nothing is chosen). */
function day(n: number): HTMLElement {
  const padded = String(n).padStart(3, '0');
  const element = document.querySelector<HTMLElement>(
    `.react-datepicker__day--${padded}:not(.react-datepicker__day--outside-month)`,
  );
  if (!element) throw new Error(`No day ${n} in the calendar`);
  return element;
}

const thisMonth = (n: number) =>
  format(new Date(new Date().getFullYear(), new Date().getMonth(), n), 'yyyy-MM-dd');

function setup(value: DateRange | null = null) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  const view = render(<DateRangePicker value={value} onChange={onChange} />);
  return { user, onChange, input: screen.getByRole('textbox', { name: 'Date range' }), ...view };
}

describe('DateRangePicker', () => {
  it("reads 'Select date range' when empty", () => {
    const { input } = setup();
    expect(input).toHaveAttribute('placeholder', 'Select date range');
  });

  it('stays open after the first date and reports only the complete range, as year-month-day', async () => {
    const { user, onChange, input } = setup();
    await user.click(input);
    expect(document.querySelector('.react-datepicker')).not.toBeNull();

    await user.click(day(10));
    expect(onChange).not.toHaveBeenCalled();
    expect(document.querySelector('.react-datepicker')).not.toBeNull();

    await user.click(day(15));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ from: thisMonth(10), to: thisMonth(15) });
  });

  it('shows the range it is given and reports null when cleared', async () => {
    const { user, onChange, input } = setup({ from: '2024-06-03', to: '2024-06-09' });
    expect(input).toHaveValue('03 Jun 2024 - 09 Jun 2024');
    await user.click(screen.getByRole('button', { name: 'Clear date range' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('follows the value when it changes from outside', () => {
    const { input, rerender, onChange } = setup({ from: '2024-06-03', to: '2024-06-09' });
    rerender(<DateRangePicker value={null} onChange={onChange} />);
    expect(input).toHaveValue('');
  });

  it('drops a half range closed with Esc, keeping the last complete one', async () => {
    const { user, onChange, input } = setup({ from: '2024-06-03', to: '2024-06-09' });
    await user.click(input);
    await user.click(day(10));
    await user.keyboard('{Escape}');
    expect(document.querySelector('.react-datepicker')).toBeNull();
    expect(input).toHaveValue('03 Jun 2024 - 09 Jun 2024');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('drops a half range closed by a click outside, leaving the box empty', async () => {
    const { user, onChange, input } = setup();
    await user.click(input);
    await user.click(day(12));
    await user.click(document.body);
    expect(document.querySelector('.react-datepicker')).toBeNull();
    expect(input).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reads a range typed as month/day/year and shows it in the display format', async () => {
    const { user, onChange, input } = setup();
    await user.click(input);
    await user.type(input, '11/12/2026 - 11/20/2026');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-12', to: '2026-11-20' });
    await user.keyboard('{Tab}');
    expect(input).toHaveValue('12 Nov 2026 - 20 Nov 2026');
  });
});
