import { useAuth } from '../../lib/auth-context';

/** Every report (the dashboard's cards, chart and lists) needs `reports.view`; the server asks for it. */
export function useReportsPermissions() {
  const { hasPermission } = useAuth();
  return { canViewReports: hasPermission('reports.view') };
}
