import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { CollectionFigures } from '@bunkhouse/contract';
import { MISSING_VALUE, StatCard } from '../../../components/stat-card';
import { COLLECTION_TITLE } from '../reports-text';

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 3.5 → '3.5 days', 1 → '1 day'. */
const days = (value: number) => `${oneDecimal.format(value)} ${value === 1 ? 'day' : 'days'}`;

function countsNote(figures: CollectionFigures | undefined): string {
  if (!figures) return 'Rent due in the range, paid by its due date plus the grace days.';
  if (figures.rent_charges === 0)
    return 'No rent was due in the range (or it is still within its grace days).';
  return `${figures.on_time} of ${figures.rent_charges} rent charges due in the range paid by the due date plus the grace days.`;
}

/**
 * How the rent due in the range was collected (GET /api/reportsapp/collection/): the on-time rate,
 * rounded to a whole percent as occupancy is, and the average days late of the charges not paid on
 * time. Each is a dash when no charge counts, while loading and after a failure.
 */
export function CollectionCards({ figures }: { figures: CollectionFigures | undefined }) {
  const rate = figures?.on_time_rate;
  const late = figures?.average_days_late;
  return (
    <section className="mb-4" aria-label={COLLECTION_TITLE}>
      <h2 className="h6 text-body-secondary mb-2">{COLLECTION_TITLE}</h2>
      <Row xs={2} sm={3} md={5} className="g-2">
        <Col>
          <StatCard label="On-time rate">{rate == null ? MISSING_VALUE : `${Math.round(rate)}%`}</StatCard>
        </Col>
        <Col>
          <StatCard label="Average days late">{late == null ? MISSING_VALUE : days(late)}</StatCard>
        </Col>
      </Row>
      <p className="small text-body-secondary mt-1 mb-0">{countsNote(figures)}</p>
    </section>
  );
}
