/**
 * Permission codenames: `<resource>.<action>`, granted to staff groups (DOMAIN.md "People and access").
 * A superuser holds all of them. Every API route declares one of these, or `public` / `authenticated`.
 */
export const PERMISSIONS = [
  'tenants.view',
  'tenants.add',
  'tenants.change',
  'tenants.delete',
  'orders.view',
  'orders.add',
  'orders.close',
  'places.view',
  'places.add',
  'places.change',
  'places.delete',
  'payments.view',
  'payments.add',
  'payments.void',
  'fees.view',
  'fees.add',
  'fees.void',
  'transactions.view',
  'transactions.add',
  'candidates.view',
  'candidates.apply',
  'reports.view',
  'users.manage',
  'audit.view',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** What a route requires: a permission codename, any signed-in user, or nobody at all. */
export type RouteAccess = Permission | 'authenticated' | 'public';

const viewOnly = (p: Permission) => p.endsWith('.view');

/** Groups created on first start. Managers always hold every permission; the others are defaults. */
export const SEEDED_GROUPS: Record<string, readonly Permission[]> = {
  Managers: PERMISSIONS,
  'Front desk': PERMISSIONS.filter(
    (p) =>
      p.startsWith('tenants.') ||
      p.startsWith('orders.') ||
      p.startsWith('candidates.') ||
      p === 'payments.view' ||
      p === 'payments.add' ||
      p === 'fees.view' ||
      p === 'fees.add' ||
      p === 'places.view',
  ),
  Accounting: PERMISSIONS.filter(
    (p) =>
      viewOnly(p) ||
      p.startsWith('payments.') ||
      p.startsWith('fees.') ||
      p.startsWith('transactions.') ||
      p.startsWith('candidates.'),
  ).filter((p) => p !== 'audit.view'),
};

export const isPermission = (value: string): value is Permission =>
  (PERMISSIONS as readonly string[]).includes(value);
