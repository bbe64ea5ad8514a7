import { useAuth } from '../../lib/auth-context';

/** What the signed-in user may do with places; the screens hide the rest (DOMAIN.md). */
export function usePlacesPermissions() {
  const { hasPermission } = useAuth();
  return {
    canAdd: hasPermission('places.add'),
    canChange: hasPermission('places.change'),
    canDelete: hasPermission('places.delete'),
  };
}
