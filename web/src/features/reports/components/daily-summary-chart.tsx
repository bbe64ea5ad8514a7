import { lazy, Suspense, useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import type { SummaryDay } from '@bunkhouse/contract';
import { SUMMARY_PERIODS } from '../api/get-daily-summary';
import type { SummaryPeriod } from '../api/get-daily-summary';
import { CHART_TITLE, PERIOD_BUTTONS, PERIOD_TITLES } from '../reports-text';
import { CHART_HEIGHT_PX } from './chart-config';

/** The chart's chunk (Chart.js with it): asked for as the page opens, while its data loads too. */
const loadDailyChart = () => import('./daily-chart');
const DailyChart = lazy(() => loadDailyChart().then((m) => ({ default: m.DailyChart })));

const NO_DAYS: readonly SummaryDay[] = [];

export interface DailySummaryChartProps {
  period: SummaryPeriod;
  onPeriodChange: (period: SummaryPeriod) => void;
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
 * SPEC.md "Dashboard (/)": 'Daily Income & Expense & Profit (Last month)' or '(Last 3 months)', the
 * 30 Days / 3 Months toggle, and the line chart (its own chunk, loaded after the page).
 */
export function DailySummaryChart({ period, onPeriodChange, days, isLoading }: DailySummaryChartProps) {
  useEffect(() => {
    loadDailyChart().catch(() => {
      // A failed load shows when the chart renders (the route's error page offers a reload).
    });
  }, []);
  return (
    <Card as="section" className="mb-4" aria-labelledby="daily-summary-title">
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 id="daily-summary-title" className="h6 mb-0">
          {CHART_TITLE} <span className="text-body-secondary">{PERIOD_TITLES[period]}</span>
        </h2>
        <ButtonGroup size="sm" aria-label="Period">
          {SUMMARY_PERIODS.map((value) => (
            <Button
              key={value}
              variant={value === period ? 'primary' : 'outline-primary'}
              aria-pressed={value === period}
              onClick={() => onPeriodChange(value)}
            >
              {PERIOD_BUTTONS[value]}
            </Button>
          ))}
        </ButtonGroup>
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
