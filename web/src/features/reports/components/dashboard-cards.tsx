import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { DepositsHeld, ReportTotals } from '@bunkhouse/contract';
import { NetProfit } from '../../../components/net-profit';
import { MISSING_VALUE, StatCard } from '../../../components/stat-card';
import { formatMoney } from '../../../lib/format';

export interface DashboardCardsProps {
  /** Which month the figures are of: 'This month (March 2026)'. */
  title: string;
  /** Undefined while loading or after a failure: every card shows a dash. */
  totals: ReportTotals | undefined;
  /** The deposits held now, of the same scope; undefined while loading or after a failure. */
  deposits: DepositsHeld | undefined;
}

/** '$1,200.00' and, under it, '3 deposits'. */
function Held({ deposits }: { deposits: DepositsHeld }) {
  return (
    <>
      {formatMoney(deposits.held)}{' '}
      <span className="d-block small fw-normal text-body-secondary">
        {deposits.count} {deposits.count === 1 ? 'deposit' : 'deposits'}
      </span>
    </>
  );
}

/**
 * SPEC.md "Dashboard (/)": eight cards, five per row from medium screens up — the range's income,
 * expense, net profit, check-outs and beds sold; the beds and occupancy now (rounded to a whole
 * percent), and the security deposits held now (DOMAIN "Security deposits": held, not income) with
 * their count. A value not known shows a dash.
 */
export function DashboardCards({ title, totals, deposits }: DashboardCardsProps) {
  const period = totals?.period;
  const current = totals?.current;
  const cards: [label: string, value: ReactNode][] = [
    ['Total Income', period ? formatMoney(period.total_income) : undefined],
    ['Total Expense', period ? formatMoney(period.total_expense) : undefined],
    ['Net Profit', period ? <NetProfit amount={period.net_profit} /> : undefined],
    ['Check-outs', period?.checkouts],
    ['Beds Sold', period?.beds_sold],
    ['Total | Free beds', current ? `${current.total_beds} | ${current.free_beds}` : undefined],
    ['Occupancy', current ? `${Math.round(current.occupancy)}%` : undefined],
    ['Deposits held', deposits ? <Held deposits={deposits} /> : undefined],
  ];
  return (
    <section className="mb-4" aria-label={title}>
      <h2 className="h6 text-body-secondary mb-2">{title}</h2>
      <Row xs={2} sm={3} md={5} className="g-2">
        {cards.map(([label, value]) => (
          <Col key={label}>
            <StatCard label={label}>{value ?? MISSING_VALUE}</StatCard>
          </Col>
        ))}
      </Row>
    </section>
  );
}
