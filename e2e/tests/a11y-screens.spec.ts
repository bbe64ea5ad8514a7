import { expect, test, type Page } from '@playwright/test';
import { seedA11yData, type A11yData } from '../support/a11y-data';
import { expectAccessibleInEachTheme, THEMES, useTheme } from '../support/axe';
import { SIGNED_OUT } from '../support/session';

/**
 * Issue 15: every screen has no serious or critical axe-core violation, in both themes. Each screen is
 * opened by its URL and checked, in each theme, once its heading shows and nothing on it is still loading.
 */
interface Screen {
  name: string;
  path: (data: A11yData) => string;
  heading: string | RegExp;
}

/** Pages a visitor without a session sees (SPEC.md §2's public routes). */
const PUBLIC_SCREENS: Screen[] = [
  { name: 'login', path: () => '/login', heading: 'Sign in to Bunkhouse' },
  { name: '403', path: () => '/403', heading: 'Access Denied' },
  { name: '403-csrf', path: () => '/403-csrf', heading: 'Form Error' },
  { name: '500', path: () => '/500', heading: 'Server Error' },
];

/** Every route of web/src/app/router.tsx, signed in as the superuser. */
const SCREENS: Screen[] = [
  { name: 'dashboard', path: () => '/', heading: 'Business Dashboard' },
  { name: 'tenants', path: () => '/tenants', heading: 'Tenants' },
  { name: 'tenants (one found)', path: (d) => `/tenants?search=${d.lastName}`, heading: 'Tenants' },
  { name: 'tenant', path: (d) => `/tenants/${d.tenantId}`, heading: `Ally` },
  { name: 'tenant, delete confirmation', path: (d) => `/tenants/${d.tenantId}/delete`, heading: 'Ally' },
  {
    name: 'tenant, complete order confirmation',
    path: (d) => `/tenants/${d.tenantId}/complete-order`,
    heading: 'Ally',
  },
  { name: 'new tenant form', path: () => '/tenants/create', heading: 'New Tenant' },
  { name: 'edit tenant form', path: (d) => `/tenants/${d.tenantId}/edit`, heading: 'Edit Tenant' },
  { name: 'unknown tenant', path: () => '/tenants/999999', heading: /not found/i },
  { name: 'transactions', path: () => '/transactions', heading: 'Transactions' },
  { name: 'payment candidates', path: () => '/payment-candidates', heading: 'Payment Candidates' },
  { name: 'records', path: () => '/records', heading: 'Records' },
  { name: 'properties', path: () => '/properties', heading: 'Properties' },
  { name: 'property', path: (d) => `/properties/${d.propertyId}`, heading: /Linden/ },
  { name: 'rooms', path: () => '/rooms', heading: 'Rooms' },
  { name: 'room', path: (d) => `/rooms/${d.roomId}`, heading: 'Room 1' },
  { name: 'beds', path: () => '/beds', heading: 'Beds' },
  { name: 'bed', path: (d) => `/beds/${d.bedId}`, heading: 'Bed 1' },
  { name: 'board', path: () => '/board', heading: 'Board' },
  { name: 'help', path: () => '/info', heading: 'Help & Info' },
  { name: 'settings', path: () => '/settings', heading: 'Settings' },
  { name: 'payment methods', path: () => '/settings/payment-methods', heading: /Payment methods/ },
  { name: 'staff', path: () => '/settings/staff', heading: 'Staff' },
  { name: 'groups', path: () => '/settings/groups', heading: 'Groups' },
  { name: 'audit log', path: () => '/settings/audit', heading: 'Audit log' },
  { name: '403 signed in', path: () => '/403', heading: 'Access Denied' },
  { name: '500 signed in', path: () => '/500', heading: 'Server Error' },
  { name: '404', path: () => '/no/such/page', heading: '404 - Page Not Found' },
];

/** Opens the screen and waits until it has loaded: its heading, no spinner, no loading placeholder. */
async function open(page: Page, screen: Screen, data: A11yData) {
  await page.goto(screen.path(data));
  await expect(page.getByRole('heading', { level: 1, name: screen.heading }).first()).toBeVisible();
  await expect(page.locator('.spinner-border, .placeholder-glow, .loading-overlay')).toHaveCount(0);
}

test.describe('signed out', () => {
  test.use({ storageState: SIGNED_OUT });

  test(`accessibility (${THEMES.join(' and ')}): every public screen, signed out`, async ({ page }) => {
    await useTheme(page, THEMES[0]);
    const none = {} as A11yData;
    for (const screen of PUBLIC_SCREENS) {
      await open(page, screen, none);
      await expectAccessibleInEachTheme(page, `${screen.name} (signed out)`);
    }
  });
});

test(`accessibility (${THEMES.join(' and ')}): every screen, signed in`, async ({ page }) => {
  test.setTimeout(300_000);
  await useTheme(page, THEMES[0]);
  const data = await seedA11yData(page);
  for (const screen of SCREENS) {
    await open(page, screen, data);
    await expectAccessibleInEachTheme(page, screen.name);
  }
});
