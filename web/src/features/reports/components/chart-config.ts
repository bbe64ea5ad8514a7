import type { ActiveElement, ChartData, ChartEvent, ChartOptions } from 'chart.js';
import { toCents } from '@bunkhouse/contract';
import type { SummaryDay } from '@bunkhouse/contract';
import { formatDate, formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { toQueryString } from '../../../lib/query-string';

/**
 * What the dashboard's line chart draws and does (SPEC.md "Dashboard (/)"), apart from Chart.js
 * itself, so that it can be tested without a canvas and loaded without the chart library.
 */

/** Bootstrap's success, danger and primary colours. */
export const SERIES_COLOURS = { income: '#198754', expense: '#dc3545', profit: '#0d6efd' } as const;

/** SPEC.md: the chart area is 320px high; the lines are drawn with tension 0.3. */
export const CHART_HEIGHT_PX = 320;
export const LINE_TENSION = 0.3;

/** A money string as a number of dollars to plot (through cents, so that the profit is exact). */
const dollars = (cents: number) => cents / 100;

const tickFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** A y-axis tick: '$1,200', '-$50', '$0'. */
export const formatTick = (value: number | string) => tickFormat.format(Number(value));

/** '2026-03-08' → '08 Mar', the x-axis label of a day. */
const shortDay = (date: string) => formatDate(date).slice(0, 6);

/** Income (green), Expense (red) and Profit = income − expense (blue), one point per day. */
export function chartData(days: readonly SummaryDay[]): ChartData<'line', number[], string> {
  const income = days.map((day) => toCents(day.income));
  const expense = days.map((day) => toCents(day.expense));
  const series = (label: string, colour: string, cents: number[]) => ({
    label,
    data: cents.map(dollars),
    borderColor: colour,
    backgroundColor: colour,
    tension: LINE_TENSION,
    pointRadius: 3,
    pointHoverRadius: 5,
  });
  return {
    labels: days.map((day) => shortDay(day.date)),
    datasets: [
      series('Income', SERIES_COLOURS.income, income),
      series('Expense', SERIES_COLOURS.expense, expense),
      series(
        'Profit',
        SERIES_COLOURS.profit,
        income.map((cents, i) => cents - (expense[i] ?? 0)),
      ),
    ],
  };
}

/** Where a click on a day leads: the Finance list filtered to that day. */
export const transactionsOfDay = (date: string) =>
  `${paths.transactions.href()}${toQueryString({ date_from: date, date_to: date })}`;

/** The day of the points under a click (Chart.js gives the elements at the x position), if any. */
export function clickedDay(
  elements: readonly Pick<ActiveElement, 'index'>[],
  days: readonly SummaryDay[],
): string | undefined {
  const index = elements[0]?.index;
  return index === undefined ? undefined : days[index]?.date;
}

/** The chart's click handler: a click on a day's points opens that day's transactions. */
export const chartClickHandler =
  (days: readonly SummaryDay[], navigate: (to: string) => void) =>
  (_event: ChartEvent, elements: readonly Pick<ActiveElement, 'index'>[]) => {
    const day = clickedDay(elements, days);
    if (day) navigate(transactionsOfDay(day));
  };

/** A pointer over a day's points says that they can be clicked. */
function pointerOverPoints(event: ChartEvent, elements: readonly ActiveElement[]) {
  const canvas = event.native?.target;
  if (canvas instanceof HTMLElement) canvas.style.cursor = elements.length > 0 ? 'pointer' : 'default';
}

/**
 * The tooltip shows every series of the x position under the pointer (mode 'index', not
 * 'intersect'); money on the y axis and in the tooltip carries a dollar sign. Without `navigate` (a
 * user who may not open the transactions) the points are not clickable.
 */
export function chartOptions(
  days: readonly SummaryDay[],
  navigate?: (to: string) => void,
): ChartOptions<'line'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'index', intersect: false },
    ...(navigate && { onClick: chartClickHandler(days, navigate), onHover: pointerOverPoints }),
    plugins: {
      legend: { position: 'bottom' },
      tooltip: {
        callbacks: {
          title: (items) => {
            const date = days[items[0]?.dataIndex ?? -1]?.date;
            return date ? formatDate(date) : '';
          },
          label: (item) => `${item.dataset.label ?? ''}: ${formatMoney((item.parsed.y ?? 0).toFixed(2))}`,
        },
      },
    },
    scales: { y: { ticks: { callback: (value) => formatTick(value) } } },
  };
}
