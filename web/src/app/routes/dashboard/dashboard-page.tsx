import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { PageHeader } from '../../../components/page-header';
import { useBusinessToday } from '../../../lib/api/business-today';
import { useReportTotal } from '../../../lib/api/get-report-total';
import { useLogError } from '../../../lib/use-log-error';
import { useArrivalsDepartures } from '../../../features/reports/api/get-arrivals-departures';
import { useCollectionFigures } from '../../../features/reports/api/get-collection-figures';
import { useDailySummary } from '../../../features/reports/api/get-daily-summary';
import { useDepositsHeld } from '../../../features/reports/api/get-deposits-held';
import { useFreeBeds } from '../../../features/reports/api/get-free-beds';
import { useOwingTenants } from '../../../features/reports/api/get-owing-tenants';
import { usePropertyReports } from '../../../features/reports/api/get-property-reports';
import { useRentDueSoon } from '../../../features/reports/api/get-rent-due-soon';
import { ArrivalsDeparturesList } from '../../../features/reports/components/arrivals-departures-list';
import { CollectionCards } from '../../../features/reports/components/collection-cards';
import { DailySummaryChart } from '../../../features/reports/components/daily-summary-chart';
import { DashboardCards } from '../../../features/reports/components/dashboard-cards';
import { DashboardFilters } from '../../../features/reports/components/dashboard-filters';
import { FreeBedsList } from '../../../features/reports/components/free-beds-list';
import { OwingList } from '../../../features/reports/components/owing-list';
import { PropertyReportsTable } from '../../../features/reports/components/property-reports-table';
import { RentDueList } from '../../../features/reports/components/rent-due-list';
import { chartRange, RANGE_LABELS } from '../../../features/reports/report-range';
import { reportsLogMessages } from '../../../features/reports/reports-text';
import { useDashboardFilters } from '../../../features/reports/use-dashboard-filters';
import { useReportsPermissions } from '../../../features/reports/use-reports-permissions';
import { DashboardWelcome } from './dashboard-welcome';

export const DASHBOARD_TITLE = 'Business Dashboard';

/**
 * The figures of the range and property chosen (all need `reports.view`): the cards (with the
 * deposits held now, of the property chosen), the rent collection, the daily chart and each property's figures, then the lists an operator checks
 * every morning (the arrivals and departures with `orders.view`). The range's days are the business's, so the page waits for its today. A failed load
 * is only logged (SPEC.md §8): the cards keep their dashes, the chart stays empty, a list shows no rows.
 */
function Reports({ today, canViewOrders }: { today: string; canViewOrders: boolean }) {
  const filters = useDashboardFilters(today);
  const { range } = filters;
  const scope = { start: range.start, end: range.end, property: filters.property };

  const totals = useReportTotal(scope);
  useLogError(totals.error, reportsLogMessages.totals);
  const collection = useCollectionFigures(scope);
  useLogError(collection.error, reportsLogMessages.collection);
  const deposits = useDepositsHeld({ property: filters.property });
  useLogError(deposits.error, reportsLogMessages.deposits);
  const summary = useDailySummary({ ...chartRange(range, today), property: filters.property });
  useLogError(summary.error, reportsLogMessages.summary);
  const properties = usePropertyReports(range);
  useLogError(properties.error, reportsLogMessages.properties);
  const owing = useOwingTenants();
  useLogError(owing.error, reportsLogMessages.owing);
  const rentDue = useRentDueSoon();
  useLogError(rentDue.error, reportsLogMessages.rentDue);
  const freeBeds = useFreeBeds();
  useLogError(freeBeds.error, reportsLogMessages.freeBeds);
  const comings = useArrivalsDepartures({ enabled: canViewOrders });
  useLogError(comings.error, reportsLogMessages.arrivalsDepartures);

  const propertyName = (id: number) =>
    properties.data?.find((row) => row.property.id === id)?.property.address;
  const chosenName = filters.property === undefined ? undefined : propertyName(filters.property);
  return (
    <>
      <DashboardFilters
        range={range}
        property={filters.property}
        propertyName={propertyName}
        onRangeChoice={filters.chooseRange}
        onCustomRange={filters.setCustomRange}
        onPropertyChange={filters.setProperty}
      />
      <DashboardCards
        title={chosenName ? `${range.title} · ${chosenName}` : range.title}
        totals={totals.data}
        deposits={deposits.data}
      />
      <CollectionCards figures={collection.data} />
      <DailySummaryChart
        rangeLabel={range.choice === 'custom' ? range.title : RANGE_LABELS[range.choice]}
        days={summary.data}
        isLoading={summary.isPending}
      />
      <PropertyReportsTable
        rows={properties.data}
        isLoading={properties.isPending}
        isFetching={properties.isPlaceholderData}
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
        {canViewOrders && (
          <Col>
            <ArrivalsDeparturesList data={comings.data} isLoading={comings.isPending} />
          </Col>
        )}
      </Row>
    </>
  );
}

/** The public settings (the business time zone) are on their way: the ranges are its days. */
function BusinessDayLoading() {
  return (
    <div className="text-body-secondary" aria-busy="true">
      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      Loading data...
    </div>
  );
}

/**
 * / (SPEC.md "Dashboard (/)"): the Business Dashboard. A user without `reports.view` gets a welcome
 * with links to the screens they may use instead of calls the server would refuse.
 */
export function DashboardPage() {
  const { canViewReports, canViewOrders } = useReportsPermissions();
  const today = useBusinessToday();
  let body = <DashboardWelcome />;
  if (canViewReports)
    body = today ? <Reports today={today} canViewOrders={canViewOrders} /> : <BusinessDayLoading />;
  return (
    <>
      <PageHeader title={DASHBOARD_TITLE} />
      {body}
    </>
  );
}
