import { useCallback } from 'react';
import type { Permission } from '@bunkhouse/contract';
import { useAuth } from './auth-context';
import type { paths } from './paths';

/**
 * The permission each screen needs: what the server asks for its main data (the `access` of the API
 * route it reads, or of the write a form screen exists for). The router sends a direct URL without it
 * to the 403 page; menus, links and buttons leading to the screen are left out, or shown as plain text.
 * A screen not listed here (the dashboard, Help & Info, Settings itself) is open to every signed-in user.
 */
export const SCREEN_PERMISSIONS = {
  tenants: 'tenants.view',
  tenant: 'tenants.view',
  tenantCreate: 'tenants.add',
  tenantEdit: 'tenants.change',
  tenantDelete: 'tenants.delete',
  tenantCompleteOrder: 'orders.close',
  // GET /api/orders/{id}/deposit/: the deposit's statement (settling it asks orders.close).
  orderDeposit: 'orders.view',
  transactions: 'transactions.view',
  paymentCandidates: 'candidates.view',
  // GET /api/rent-confirmations/: rent records belong to orders.
  records: 'orders.view',
  // GET /api/messages/: the messages to tenants (issue 32).
  messages: 'tenants.view',
  properties: 'places.view',
  property: 'places.view',
  rooms: 'places.view',
  room: 'places.view',
  beds: 'places.view',
  bed: 'places.view',
  // GET /api/board/: the board of beds (issue 34).
  board: 'places.view',
  audit: 'audit.view',
  subTypes: 'settings.change',
  staff: 'users.manage',
  groups: 'users.manage',
} as const satisfies Partial<Record<keyof typeof paths, Permission>>;

/** A screen some users may not open (a key of `paths`). */
export type GuardedScreen = keyof typeof SCREEN_PERMISSIONS;

/** Whether the signed-in user may open a screen: `canOpen('transactions')`. */
export function useCanOpen(): (screen: GuardedScreen) => boolean {
  const { hasPermission } = useAuth();
  return useCallback((screen: GuardedScreen) => hasPermission(SCREEN_PERMISSIONS[screen]), [hasPermission]);
}
