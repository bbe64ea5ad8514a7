import { lazy, Suspense, useEffect } from 'react';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import type { SummaryDay } from '@bunkhouse/contract';
import { CHART_TITLE } from '../reports-text';
import { CHART_HEIGHT_PX } from './chart-config';

/** The chart's chunk (Chart.js with it): asked for as the page opens, while its data loads too. */
const loadDailyChart = () => import('./daily-chart');
const DailyChart = lazy(() => loadDailyChart().then((m) => ({ default: m.DailyChart })));

const NO_DAYS: readonly SummaryDay[] = [];

export interface DailySummaryChartProps {
  /** Which days it draws, after the title: '(This month)', '(01 Oct 2026 – 15 Oct 2026)'. */
  rangeLabel: string;
  /** Undefined after a failure: the chart stays empty. */
  days: readonly SummaryDay[] | undefined;
  /** The period's days are on their way: a spinner holds the chart's place. */
  isLoading: boolean;
}

function ChartPlaceholder() {
  return (
    <div className="h-100 d-flex align-items-center justify-content-center text-body-secondary">
      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      Loading chart...
    </div>
  );
}

/**
 * SPEC.md "Dashboard (/)": 'Daily Income & Expense & Profit' and the line chart (its own chunk, loaded
 * after the page) of the dashboard's range, which replaces the spec's 30 Days / 3 Months toggle (both
 * are choices of the range: docs/screens.md).
 */
export function DailySummaryChart({ rangeLabel, days, isLoading }: DailySummaryChartProps) {
  useEffect(() => {
    loadDailyChart().catch(() => {
      // A failed load shows when the chart renders (the route's error page offers a reload).
    });
  }, []);
  return (
    <Card as="section" className="mb-4" aria-labelledby="daily-summary-title">
      <Card.Header>
        <h2 id="daily-summary-title" className="h6 mb-0">
          {CHART_TITLE} <span className="text-body-secondary">({rangeLabel})</span>
        </h2>
      </Card.Header>
      <Card.Body>
        <div style={{ position: 'relative', height: CHART_HEIGHT_PX }}>
          {isLoading ? (
            <ChartPlaceholder />
          ) : (
            <Suspense fallback={<ChartPlaceholder />}>
              <DailyChart days={days ?? NO_DAYS} />
            </Suspense>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
