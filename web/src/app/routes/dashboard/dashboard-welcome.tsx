import Card from 'react-bootstrap/Card';
import type { Permission } from '@bunkhouse/contract';
import { useAuth } from '../../../lib/auth-context';
import { paths } from '../../../lib/paths';
import { ScreenLinks, type ScreenLink } from '../../../components/screen-links';

/** The screens a user may open from the welcome, each with what it is for and what it needs. */
const SCREENS: Array<ScreenLink & { needs?: Permission }> = [
  {
    to: paths.tenants.href(),
    label: 'Tenants',
    purpose: 'find a renter, their balance and order',
    needs: 'tenants.view',
  },
  {
    to: paths.transactions.href(),
    label: 'Transactions',
    purpose: 'payments, fees, rent, income and expenses',
    needs: 'transactions.view',
  },
  { to: paths.records.href(), label: 'Records', purpose: 'rent due, paid and overdue', needs: 'orders.view' },
  {
    to: paths.properties.href(),
    label: 'Properties',
    purpose: 'properties, rooms and beds',
    needs: 'places.view',
  },
  { to: paths.info.href(), label: 'Help & Info', purpose: 'how Bunkhouse works' },
];

/**
 * The dashboard of a user without `reports.view`: its figures and lists would only be refused, so it
 * greets them and links the screens they may use, and asks the server for nothing.
 */
export function DashboardWelcome() {
  const { user, hasPermission } = useAuth();
  const screens = SCREENS.filter((screen) => !screen.needs || hasPermission(screen.needs));
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
