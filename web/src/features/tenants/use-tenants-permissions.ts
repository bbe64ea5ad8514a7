import { useAuth } from '../../lib/auth-context';

/** What the signed-in user may do with tenants and their orders; the screens hide the rest (DOMAIN.md). */
export function useTenantsPermissions() {
  const { hasPermission } = useAuth();
  return {
    canAdd: hasPermission('tenants.add'),
    /** Edit, the expected payment date, and Activate (the server's `tenants.change`). */
    canChange: hasPermission('tenants.change'),
    canDelete: hasPermission('tenants.delete'),
    canAddOrder: hasPermission('orders.add'),
    canCloseOrder: hasPermission('orders.close'),
    canAddPayment: hasPermission('payments.add'),
    canAddFee: hasPermission('fees.add'),
  };
}
