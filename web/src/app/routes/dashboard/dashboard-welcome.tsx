import Card from 'react-bootstrap/Card';
import { useAuth } from '../../../lib/auth-context';
import { paths } from '../../../lib/paths';
import { useCanOpen } from '../../../lib/screen-permissions';
import { ScreenLinks, type ScreenLink } from '../../../components/screen-links';

/** The screens a user may open from the welcome, each with what it is for; Help is for everyone. */
const SCREENS: ScreenLink[] = [
  {
    to: paths.tenants.href(),
    label: 'Tenants',
    purpose: 'find a renter, their balance and order',
    screen: 'tenants',
  },
  {
    to: paths.transactions.href(),
    label: 'Transactions',
    purpose: 'payments, fees, rent, income and expenses',
    screen: 'transactions',
  },
  {
    to: paths.paymentCandidates.href(),
    label: 'Payment Candidates',
    purpose: 'payments read from e-mail, to apply or ignore',
    screen: 'paymentCandidates',
  },
  { to: paths.records.href(), label: 'Records', purpose: 'rent due, paid and overdue', screen: 'records' },
  {
    to: paths.board.href(),
    label: 'Board',
    purpose: 'who sleeps where: free beds, reservations, moves and move-outs',
    screen: 'board',
  },
  {
    to: paths.properties.href(),
    label: 'Properties',
    purpose: 'properties, rooms and beds',
    screen: 'properties',
  },
  { to: paths.info.href(), label: 'Help & Info', purpose: 'how Bunkhouse works' },
];

/**
 * The dashboard of a user without `reports.view`: its figures and lists would only be refused, so it
 * greets them and links the screens they may use, and asks the server for nothing.
 */
export function DashboardWelcome() {
  const { user } = useAuth();
  const canOpen = useCanOpen();
  const screens = SCREENS.filter((screen) => !screen.screen || canOpen(screen.screen));
  return (
    <Card as="section" aria-label="Welcome">
      <Card.Body>
        <h2 className="h5">Welcome{user ? `, ${user.username}` : ''}</h2>
        <p className="text-body-secondary">
          The business figures on this page are for staff who may see the reports. Where would you like to go?
        </p>
        <ScreenLinks screens={screens} />
      </Card.Body>
    </Card>
  );
}
