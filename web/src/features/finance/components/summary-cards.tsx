import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { ReportTotals } from '@bunkhouse/contract';
import { NetProfit } from '../../../components/net-profit';
import { MISSING_VALUE, StatCard } from '../../../components/stat-card';
import { formatMoney } from '../../../lib/format';

function SummaryCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Col xs={6} md={3}>
      <StatCard label={label}>{children}</StatCard>
    </Col>
  );
}

export interface SummaryCardsProps {
  /** 'This month (March 2026)' or the chosen range. */
  title: string;
  /** Undefined while loading or after a failure: each value shows a dash. */
  totals: ReportTotals | undefined;
  /** The totals could not be fetched: says so under the title. */
  unavailable?: boolean;
}

/**
 * SPEC.md "Transactions": Total Income, Total Expense, Net Profit and Occupancy (now, rounded to a
 * whole percent) of a period.
 */
export function SummaryCards({ title, totals, unavailable = false }: SummaryCardsProps) {
  const period = totals?.period;
  return (
    <section className="mb-3" aria-label={title}>
      <h2 className="h6 text-body-secondary mb-2">{title}</h2>
      {unavailable && <p className="small text-body-secondary mb-2">The totals are unavailable right now.</p>}
      <Row className="g-2">
        <SummaryCard label="Total Income">
          {period ? formatMoney(period.total_income) : MISSING_VALUE}
        </SummaryCard>
        <SummaryCard label="Total Expense">
          {period ? formatMoney(period.total_expense) : MISSING_VALUE}
        </SummaryCard>
        <SummaryCard label="Net Profit">
          {period ? <NetProfit amount={period.net_profit} /> : MISSING_VALUE}
        </SummaryCard>
        <SummaryCard label="Occupancy">
          {totals ? `${Math.round(totals.current.occupancy)}%` : MISSING_VALUE}
        </SummaryCard>
      </Row>
    </section>
  );
}
