import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { PageHeader } from '../../../components/page-header';
import { currentMonth, useReportTotal } from '../../../lib/api/get-report-total';
import { useLogError } from '../../../lib/use-log-error';
import {
  DEFAULT_SUMMARY_PERIOD,
  summaryRange,
  useDailySummary,
} from '../../../features/reports/api/get-daily-summary';
import type { SummaryPeriod } from '../../../features/reports/api/get-daily-summary';
import { useFreeBeds } from '../../../features/reports/api/get-free-beds';
import { useOwingTenants } from '../../../features/reports/api/get-owing-tenants';
import { useRentDueSoon } from '../../../features/reports/api/get-rent-due-soon';
import { DailySummaryChart } from '../../../features/reports/components/daily-summary-chart';
import { DashboardCards } from '../../../features/reports/components/dashboard-cards';
import { FreeBedsList } from '../../../features/reports/components/free-beds-list';
import { OwingList } from '../../../features/reports/components/owing-list';
import { RentDueList } from '../../../features/reports/components/rent-due-list';
import { reportsLogMessages } from '../../../features/reports/reports-text';
import { useReportsPermissions } from '../../../features/reports/use-reports-permissions';
import { DashboardWelcome } from './dashboard-welcome';

export const DASHBOARD_TITLE = 'Business Dashboard';

/**
 * The figures of the dashboard (all need `reports.view`): the month's cards, the daily chart with its
 * period toggle, and the three lists an operator checks every morning. A failed load is only logged
 * (SPEC.md §8): the cards keep their dashes, the chart stays empty, a list shows no rows.
 */
function Reports() {
  const [now] = useState(() => new Date());
  const [month] = useState(() => currentMonth(now));
  const [period, setPeriod] = useState<SummaryPeriod>(DEFAULT_SUMMARY_PERIOD);

  const totals = useReportTotal(month);
  useLogError(totals.error, reportsLogMessages.totals);
  const summary = useDailySummary(summaryRange(period, now));
  useLogError(summary.error, reportsLogMessages.summary);
  const owing = useOwingTenants();
  useLogError(owing.error, reportsLogMessages.owing);
  const rentDue = useRentDueSoon();
  useLogError(rentDue.error, reportsLogMessages.rentDue);
  const freeBeds = useFreeBeds();
  useLogError(freeBeds.error, reportsLogMessages.freeBeds);

  return (
    <>
      <DashboardCards title={month.title} totals={totals.data} />
      <DailySummaryChart
        period={period}
        onPeriodChange={setPeriod}
        days={summary.data}
        isLoading={summary.isPending}
      />
      <Row xs={1} lg={2} xxl={3} className="g-3">
        <Col>
          <OwingList rows={owing.data} isLoading={owing.isPending} />
        </Col>
        <Col>
          <RentDueList rows={rentDue.data} isLoading={rentDue.isPending} />
        </Col>
        <Col>
          <FreeBedsList rows={freeBeds.data} isLoading={freeBeds.isPending} />
        </Col>
      </Row>
    </>
  );
}

/**
 * / (SPEC.md "Dashboard (/)"): the Business Dashboard. A user without `reports.view` gets a welcome
 * with links to the screens they may use instead of calls the server would refuse.
 */
export function DashboardPage() {
  const { canViewReports } = useReportsPermissions();
  return (
    <>
      <PageHeader title={DASHBOARD_TITLE} />
      {canViewReports ? <Reports /> : <DashboardWelcome />}
    </>
  );
}
