import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { AllowedLink } from '../../../components/allowed-link';
import { ScreenLinks, type ScreenLink } from '../../../components/screen-links';

interface Topic {
  icon: string;
  title: string;
  points: string[];
}

/** The business rules of SPEC.md §1, told the way an operator meets them. */
const topics: Topic[] = [
  {
    icon: 'bi-file-earmark-text',
    title: 'Tenants and orders',
    points: [
      'Each tenant has one active order (lease) at a time.',
      'An order holds one or more beds, a rent amount and a rent period: daily, weekly or monthly.',
      'An order stays active until its due date passes; if the rent is still unpaid the day after, it becomes overdue.',
      'When you complete an order it is closed and kept in the history (soft-deleted), not erased.',
    ],
  },
  {
    icon: 'bi-wallet2',
    title: 'Balance, payments and fees',
    points: [
      "Payments raise a tenant's balance; fees and rent lower it.",
      'Rent confirmations are created 5 days before the due date and lower the balance as soon as they are created, so a balance can go negative before rent is due.',
      'Payments are read from payment e-mails or entered by hand; the payment method is recognised by pattern.',
      'Fees are manual charges. A fee counts as paid only once it is fully covered.',
    ],
  },
  {
    icon: 'bi-building',
    title: 'Properties, rooms and beds',
    points: [
      'Every room is designated male, female or mixed.',
      'Beds are priced one by one; the rent of an order starts from the prices of its beds.',
    ],
  },
  {
    icon: 'bi-shield-check',
    title: 'Access and settings',
    points: [
      'Only signed-in staff can use Bunkhouse. What each person may see and change is set by their staff group.',
      "Orders, payments, fees and rent are recorded against a tenant (the renter), so a tenant's page shows their whole history.",
      'The sun/moon button in the top bar switches between the light and dark theme; this browser remembers your choice.',
    ],
  },
];

/** How a tenant's money moves through the ledger (DOMAIN.md "Money and the ledger", "Covering charges"). */
const moneySteps: string[] = [
  "Rent is posted 5 days before its due date, and lowers the tenant's balance at once: a balance goes negative before the due date, and that is normal.",
  'A payment covers the oldest unpaid charge first, rent or fee. A charge counts as paid only once nothing of it remains.',
  'Nothing posted is ever edited or deleted. A void reverses a payment or fee with a new row, and the remaining money covers the charges again, oldest first.',
  'Payments found in e-mail become payment candidates: review each one on the Payment Candidates page and apply it to the right tenant, or ignore it.',
];

/** Each screen and what it is for; one the user may not open is named without a link. */
const screens: ScreenLink[] = [
  {
    to: paths.home.href(),
    label: 'Business Dashboard',
    purpose:
      "this month's figures, daily income and expense, who owes the most, rent due this week and free beds.",
  },
  {
    to: paths.tenants.href(),
    screen: 'tenants',
    label: 'Tenants',
    purpose:
      'every renter with their balance and order; record a payment or fee, create or complete an order.',
  },
  {
    to: paths.transactions.href(),
    screen: 'transactions',
    label: 'Transactions',
    purpose: 'every payment, fee, rent, income and expense row, with filters and a CSV download.',
  },
  {
    to: paths.paymentCandidates.href(),
    screen: 'paymentCandidates',
    label: 'Payment Candidates',
    purpose: 'payments read from e-mail, to apply to a tenant or ignore.',
  },
  {
    to: paths.records.href(),
    screen: 'records',
    label: 'Records',
    purpose: 'rent due, paid and overdue, with what is still outstanding: the collections view.',
  },
  {
    to: paths.messages.href(),
    screen: 'messages',
    label: 'Messages',
    purpose: 'receipts, reminders, notices and statements e-mailed to tenants, and whether each was sent.',
  },
  {
    to: paths.board.href(),
    screen: 'board',
    label: 'Board',
    purpose:
      'who sleeps where: every bed with its status, a free bed to place a tenant in, a tenant to move, a move-out to plan.',
  },
  {
    to: paths.properties.href(),
    screen: 'properties',
    label: 'Properties',
    purpose: 'your buildings, with their rooms.',
  },
  {
    to: paths.rooms.href(),
    screen: 'rooms',
    label: 'Rooms',
    purpose: 'rooms by property and designation, with their beds.',
  },
  { to: paths.beds.href(), screen: 'beds', label: 'Beds', purpose: 'every bed and its price.' },
];

export function InfoPage() {
  return (
    <>
      <h1 className="h3 mb-1">Help &amp; Info</h1>
      <p className="text-body-secondary mb-4">
        Bunkhouse is the smart way to manage housing: a dashboard and management tool for operators of shared
        housing who rent by the bed. Keep track of tenants and their orders, payments, fees and rent, your
        income and expenses, and your properties, rooms and beds.
      </p>
      <Row xs={1} lg={2} className="g-3">
        {topics.map((topic) => (
          <Col key={topic.title}>
            <Card className="h-100">
              <Card.Body>
                <h2 className="h5">
                  <i className={`bi ${topic.icon} text-primary me-2`} aria-hidden="true" />
                  {topic.title}
                </h2>
                <ul className="mb-0">
                  {topic.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      <Row xs={1} lg={2} className="g-3 mt-1">
        <Col>
          <Card as="section" className="h-100" aria-labelledby="info-money">
            <Card.Body>
              <h2 id="info-money" className="h5">
                <i className="bi bi-arrow-left-right text-primary me-2" aria-hidden="true" />
                How money moves
              </h2>
              <ol className="mb-0">
                {moneySteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </Card.Body>
          </Card>
        </Col>
        <Col>
          <Card as="section" className="h-100" aria-labelledby="info-screens">
            <Card.Body>
              <h2 id="info-screens" className="h5">
                <i className="bi bi-signpost-split text-primary me-2" aria-hidden="true" />
                Where things are
              </h2>
              <ScreenLinks screens={screens} />
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <p className="mt-4 text-body-secondary">
        Start from the <Link to={paths.home.href()}>Business Dashboard</Link> for this month&apos;s income,
        expenses and occupancy, or go to{' '}
        <AllowedLink screen="tenants" to={paths.tenants.href()}>
          Tenants
        </AllowedLink>{' '}
        to find a renter.
      </p>
    </>
  );
}
