import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import type { SummaryDay } from '@bunkhouse/contract';
import { formatDate } from '../../../lib/format';
import { useCanOpen } from '../../../lib/screen-permissions';
import { chartData, chartOptions } from './chart-config';

// Only the parts a line chart uses, so that the chunk holds no more of Chart.js than that.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend);

/** Test id of the canvas (the e2e flow reads the chart's points through it). */
export const DAILY_CHART_TEST_ID = 'daily-summary-chart';

const chartLabel = (days: readonly SummaryDay[]) =>
  days.length > 0
    ? `Line chart of daily income, expense and profit from ${formatDate(days[0]!.date)} to ${formatDate(days.at(-1)!.date)}`
    : 'Line chart of daily income, expense and profit: no data';

/**
 * The Chart.js line chart of the daily summary. Loaded on its own (React.lazy in
 * daily-summary-chart.tsx), so that Chart.js is not part of the first screen's download.
 */
export function DailyChart({ days }: { days: readonly SummaryDay[] }) {
  const navigate = useNavigate();
  const canOpenDay = useCanOpen()('transactions');
  const data = useMemo(() => chartData(days), [days]);
  const options = useMemo(
    () => chartOptions(days, canOpenDay ? (to) => void navigate(to) : undefined),
    [days, navigate, canOpenDay],
  );
  return (
    <Line data={data} options={options} aria-label={chartLabel(days)} data-testid={DAILY_CHART_TEST_ID} />
  );
}
