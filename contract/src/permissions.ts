/**
 * Permission codenames: `<resource>.<action>`, granted to staff groups (DOMAIN.md "People and access").
 * A superuser holds all of them. Every API route declares one of these, or `public` / `authenticated`.
 */
export const PERMISSIONS = [
  'tenants.view',
  'tenants.add',
  'tenants.change',
  'tenants.delete',
  'tenants.verify_ssn',
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
  'settings.change',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** What a route requires: a permission codename, any signed-in user, or nobody at all. */
export type RouteAccess = Permission | 'authenticated' | 'public';

const viewOnly = (p: Permission) => p.endsWith('.view');

/** The group that always holds every permission and cannot be edited. */
export const MANAGERS_GROUP = 'Managers';

/** Groups created on first start. Managers always hold every permission; the others are defaults. */
export const SEEDED_GROUPS: Record<string, readonly Permission[]> = {
  [MANAGERS_GROUP]: PERMISSIONS,
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

/** What each permission lets a user do, as the group editor labels it. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  'tenants.view': 'See tenants and their ledgers',
  'tenants.add': 'Add tenants',
  'tenants.change': 'Edit and reactivate tenants',
  'tenants.delete': 'Deactivate tenants',
  'tenants.verify_ssn': "Check a tenant's SSN (a few times an hour)",
  'orders.view': 'See orders',
  'orders.add': 'Create orders',
  'orders.close': 'Complete orders',
  'places.view': 'See properties, rooms and beds',
  'places.add': 'Add properties, rooms and beds',
  'places.change': 'Edit properties, rooms and beds',
  'places.delete': 'Delete properties, rooms and beds',
  'payments.view': 'See payments',
  'payments.add': 'Record payments',
  'payments.void': 'Void payments',
  'fees.view': 'See fees',
  'fees.add': 'Charge fees',
  'fees.void': 'Void fees',
  'transactions.view': 'See the transactions list and export it',
  'transactions.add': 'Record income and expenses',
  'candidates.view': 'See payment candidates from e-mail',
  'candidates.apply': 'Apply, ignore and upload payment candidates',
  'reports.view': 'See the dashboard and reports',
  'users.manage': 'Manage staff and groups',
  'audit.view': 'Read the audit log',
  'settings.change': 'Change business settings, payment methods and the mail source',
};

/** The permission matrix's rows (resources) and columns (actions), in the editor's order. */
export const PERMISSION_RESOURCES = [
  ...new Set(PERMISSIONS.map((p) => p.split('.')[0]!)),
] as readonly string[];
export const PERMISSION_ACTIONS = [...new Set(PERMISSIONS.map((p) => p.split('.')[1]!))] as readonly string[];

export const isPermission = (value: string): value is Permission =>
  (PERMISSIONS as readonly string[]).includes(value);
