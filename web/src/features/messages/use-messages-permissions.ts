import { useAuth } from '../../lib/auth-context';

/** What the signed-in user may do with messages to tenants; the screens hide the rest. */
export function useMessagesPermissions() {
  const { hasPermission } = useAuth();
  return {
    /** The lists, a message, a statement's PDF (`tenants.view`). */
    canView: hasPermission('tenants.view'),
    /** Resend, send a statement, a balance link and its revocation (`tenants.change`). */
    canSend: hasPermission('tenants.change'),
  };
}
