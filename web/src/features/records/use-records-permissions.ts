import { useAuth } from '../../lib/auth-context';

/** Rent records belong to orders (the server asks for `orders.view`); a payment needs `payments.add`. */
export function useRecordsPermissions() {
  const { hasPermission } = useAuth();
  return {
    canViewRecords: hasPermission('orders.view'),
    canRecordPayment: hasPermission('payments.add'),
  };
}
