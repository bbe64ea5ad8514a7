import { useAuth } from '../../lib/auth-context';

/**
 * Rent records belong to orders (the server asks for `orders.view`, and so does the route,
 * lib/screen-permissions.ts); a payment from a record needs `payments.add`.
 */
export function useRecordsPermissions() {
  const { hasPermission } = useAuth();
  return {
    canRecordPayment: hasPermission('payments.add'),
  };
}
