import { describe, expect, it } from 'vitest';
import { chartRange, customRangeProblem, presetRange, readDashboardRange } from './report-range';

describe('the dashboard’s ranges', () => {
  it('are calendar ranges of the given today, whatever the browser’s day', () => {
    const today = '2026-03-31';
    expect(presetRange('this-month', today)).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(presetRange('last-month', today)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(presetRange('this-year', today)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(presetRange('30d', today)).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(presetRange('90d', today)).toEqual({ start: '2025-12-31', end: '2026-03-31' });
    expect(presetRange('last-month', '2027-01-15')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('are read from the URL with their titles; anything else is this month', () => {
    const today = '2026-11-23';
    expect(readDashboardRange({ range: 'last-month' }, today)).toEqual({
      choice: 'last-month',
      start: '2026-10-01',
      end: '2026-10-31',
      title: 'Last month (October 2026)',
    });
    expect(readDashboardRange({ range: 'this-year' }, today).title).toBe('This year (2026)');
    expect(readDashboardRange({ range: '30d' }, today).title).toBe(
      'Last 30 days (24 Oct 2026 – 23 Nov 2026)',
    );
    expect(readDashboardRange({ range: 'custom', start: '2026-10-05', end: '2026-10-09' }, today)).toEqual({
      choice: 'custom',
      start: '2026-10-05',
      end: '2026-10-09',
      title: '05 Oct 2026 – 09 Oct 2026',
    });
    for (const url of [
      {},
      { range: 'yesterday' },
      { range: 'custom', start: '2026-10-09', end: '2026-10-05' },
    ]) {
      expect(readDashboardRange(url, today)).toMatchObject({
        choice: 'this-month',
        title: 'This month (November 2026)',
      });
    }
  });

  it('refuses a custom range that is not two real days in order, or longer than the summary’s five years', () => {
    expect(customRangeProblem({ start: '2026-02-30', end: '2026-03-02' })).toBe(
      'Choose the first and the last day.',
    );
    expect(customRangeProblem({ start: '2026-03-02', end: '2026-03-01' })).toBe(
      'The start date must not be after the end date.',
    );
    expect(customRangeProblem({ start: '2020-01-01', end: '2026-01-01' })).toBe(
      'Choose a range of at most 5 years.',
    );
    expect(customRangeProblem({ start: '2021-01-01', end: '2025-12-31' })).toBeNull();
  });

  it('draw a range that has begun only up to today', () => {
    expect(chartRange({ start: '2026-11-01', end: '2026-11-30' }, '2026-11-23')).toEqual({
      start: '2026-11-01',
      end: '2026-11-23',
    });
    const past = { start: '2026-10-01', end: '2026-10-31' };
    expect(chartRange(past, '2026-11-23')).toEqual(past);
  });
});
