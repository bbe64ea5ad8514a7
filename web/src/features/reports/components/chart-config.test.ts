import { describe, expect, it, vi } from 'vitest';
import type { ActiveElement, ChartEvent } from 'chart.js';
import { SUMMARY_DAYS } from '../../../test/reports-fixtures';
import {
  chartClickHandler,
  chartData,
  chartOptions,
  clickedDay,
  formatTick,
  transactionsOfDay,
} from './chart-config';

const at = (index: number) => ({ index }) as ActiveElement;
const click = { type: 'click' } as ChartEvent;

describe('the daily chart’s click', () => {
  it('leads to the Finance list filtered to the day', () => {
    expect(transactionsOfDay('2026-11-03')).toBe('/transactions?date_from=2026-11-03&date_to=2026-11-03');
  });

  it('finds the day of the points under the pointer, or none', () => {
    expect(clickedDay([at(1), at(1), at(1)], SUMMARY_DAYS)).toBe('2026-11-02');
    expect(clickedDay([], SUMMARY_DAYS)).toBeUndefined();
    expect(clickedDay([at(9)], SUMMARY_DAYS)).toBeUndefined();
  });

  it('navigates on a click on a point, and not on a click beside the points', () => {
    const navigate = vi.fn();
    const onClick = chartClickHandler(SUMMARY_DAYS, navigate);
    onClick(click, []);
    expect(navigate).not.toHaveBeenCalled();
    onClick(click, [at(0), at(0), at(0)]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/transactions?date_from=2026-11-01&date_to=2026-11-01');
  });

  it('is the chart’s onClick', () => {
    const navigate = vi.fn();
    const onClick = chartOptions(SUMMARY_DAYS, navigate).onClick as (
      e: ChartEvent,
      a: ActiveElement[],
    ) => void;
    onClick(click, [at(2)]);
    expect(navigate).toHaveBeenCalledWith('/transactions?date_from=2026-11-03&date_to=2026-11-03');
  });

  it('is left out for a user who may not open the transactions', () => {
    const options = chartOptions(SUMMARY_DAYS);
    expect(options.onClick).toBeUndefined();
    expect(options.onHover).toBeUndefined();
  });
});

describe('the daily chart’s data', () => {
  it('plots profit as income minus expense, in exact cents', () => {
    const data = chartData([{ date: '2026-11-05', income: '0.30', expense: '0.10' }]);
    expect(data.datasets.map((set) => set.data)).toEqual([[0.3], [0.1], [0.2]]);
  });

  it('writes y-axis ticks in dollars', () => {
    expect([formatTick(2500), formatTick(-12.5), formatTick('0')]).toEqual(['$2,500', '-$12.5', '$0']);
  });
});
