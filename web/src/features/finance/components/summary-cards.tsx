import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { toCents } from '@bunkhouse/contract';
import type { ReportTotals } from '@bunkhouse/contract';
import { formatMoney } from '../../../lib/format';

const MISSING = '—';

function SummaryCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Col xs={6} md={3}>
      <Card className="h-100">
        <Card.Body className="py-2">
          <div className="small text-body-secondary">{label}</div>
          <div className="fs-5 fw-semibold">{children}</div>
        </Card.Body>
      </Card>
    </Col>
  );
}

/** Green with an up arrow at zero or above, red with a down arrow below (as on the dashboard). */
function NetProfit({ amount }: { amount: string }) {
  const isLoss = toCents(amount) < 0;
  return (
    <span className={isLoss ? 'text-danger' : 'text-success'}>
      <i className={`bi ${isLoss ? 'bi-arrow-down' : 'bi-arrow-up'} me-1`} aria-hidden="true" />
      {formatMoney(amount)}
    </span>
  );
}

export interface SummaryCardsProps {
  /** 'This month (March 2026)' or the chosen range. */
  title: string;
  /** Undefined while loading or after a failure: each value shows a dash. */
  totals: ReportTotals | undefined;
}

/**
 * SPEC.md "Transactions": Total Income, Total Expense, Net Profit and Occupancy (now, rounded to a
 * whole percent) of a period.
 */
export function SummaryCards({ title, totals }: SummaryCardsProps) {
  const period = totals?.period;
  return (
    <section className="mb-3" aria-label={title}>
      <h2 className="h6 text-body-secondary mb-2">{title}</h2>
      <Row className="g-2">
        <SummaryCard label="Total Income">{period ? formatMoney(period.total_income) : MISSING}</SummaryCard>
        <SummaryCard label="Total Expense">
          {period ? formatMoney(period.total_expense) : MISSING}
        </SummaryCard>
        <SummaryCard label="Net Profit">
          {period ? <NetProfit amount={period.net_profit} /> : MISSING}
        </SummaryCard>
        <SummaryCard label="Occupancy">
          {totals ? `${Math.round(totals.current.occupancy)}%` : MISSING}
        </SummaryCard>
      </Row>
    </section>
  );
}
