import { useAuth } from '../../lib/auth-context';

/**
 * Every report (the dashboard's cards, chart and lists) needs `reports.view`; the server asks for it.
 * The arrivals and departures are the orders' (`orders.view`).
 */
export function useReportsPermissions() {
  const { hasPermission } = useAuth();
  return { canViewReports: hasPermission('reports.view'), canViewOrders: hasPermission('orders.view') };
}
