import { expect, type Page } from '@playwright/test';
import { seedA11yData, type A11yData } from '../support/a11y-data';
import { button, checkStates, dialog, fromActions, type State } from '../support/a11y-states';
import { addHouse, api } from '../support/api';
import { mail, type Payer } from '../support/mails';
import { openMenu } from '../support/menus';

/**
 * Issue 15, continued from a11y-dialogs.spec.ts: the payment candidates (the upload's results, the
 * tenant chooser, the confirmation an unverified mail asks, a candidate's history), the staff and group
 * dialogs and confirmations, and the confirmations the tenant screens ask. Each on data of its own.
 */
interface MoreData extends A11yData {
  /** Who the uploaded mails say paid: no tenant's name, so the chooser starts empty. */
  payer: Payer;
  zelleRef: string;
  venmoRef: string;
  username: string;
  groupName: string;
  /** A woman with no order, and a house whose room is for men. */
  womanLastName: string;
  menHouse: string;
  /** A deleted (inactive) tenant. */
  inactiveId: number;
}

/** The stamp's digits as letters: a payment mail's payer name has none (the parsers read no digits). */
const lettered = (digits: string) => digits.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

async function seed(page: Page): Promise<MoreData> {
  const base = await seedA11yData(page);
  const { post, remove } = await api(page);
  const { stamp } = base;
  const person = (last: string, extra: object = {}) => ({
    first_name: 'Eve',
    last_name: last,
    email: `${last.toLowerCase()}@example.com`,
    phone: '3125550188',
    date_of_birth: '1990-03-04',
    ...extra,
  });
  const username = `axe${stamp}`;
  await post('/api/users/', { username, full_name: 'Axe Clerk', groups: [] });
  const groupName = `Axe group ${stamp}`;
  await post('/api/groups/', { name: groupName, permissions: [] });
  const womanLastName = `Eve${stamp}`;
  await post('/api/tenants/', person(womanLastName, { gender: 'female' }));
  const menHouse = `Birch ${stamp} St`;
  await addHouse(page, menHouse, { designation: 'male' });
  const inactive = await post('/api/tenants/', person(`Gone${stamp}`));
  await remove(`/api/tenants/${inactive.id}/`);
  return {
    ...base,
    payer: { first_name: 'Quincy', last_name: `Mail${lettered(stamp)}` },
    zelleRef: `AXEZ${stamp.slice(-9)}`,
    venmoRef: `8${stamp.slice(-9)}0002`,
    username,
    groupName,
    womanLastName,
    menHouse,
    inactiveId: inactive.id,
  };
}

const payerName = (d: MoreData) => `${d.payer.first_name} ${d.payer.last_name}`;
const candidate = (reference: string) => `/payment-candidates?search=${reference}`;
const chooser = (page: Page, d: MoreData) =>
  page.getByRole('combobox', { name: `Tenant for ${payerName(d)}` });
const ourTenantOption = (page: Page, d: MoreData) =>
  page.getByRole('option', { name: new RegExp(`^Ally ${d.lastName}\\b`) });

/** The tenant chooser of the only candidate listed, opened on our tenant. */
async function chooseOurTenant(page: Page, d: MoreData) {
  await chooser(page, d).fill(d.lastName);
  await expect(ourTenantOption(page, d)).toBeVisible();
}

const staffActions = (entry: string, title: (d: MoreData) => string) => (page: Page, d: MoreData) =>
  fromActions(entry, title(d), `Actions for ${d.username}`)(page);
const groupActions = (entry: string, title: (d: MoreData) => string) => (page: Page, d: MoreData) =>
  fromActions(entry, title(d), `Actions for ${d.groupName}`)(page);

const STATES: State<MoreData>[] = [
  {
    name: 'candidates: upload results',
    path: () => '/payment-candidates',
    open: async (page, d) => {
      await page
        .getByLabel('Mails or bank statements (.eml, .ofx, .qfx, .csv)')
        .setInputFiles([
          mail('zelle-received.eml', d.payer, '45.00', d.zelleRef),
          mail('venmo-received.eml', d.payer, '46.00', d.venmoRef, { verified: false }),
        ]);
      const results = page.getByRole('region', { name: 'Upload results' });
      await expect(results.getByRole('listitem')).toHaveCount(2);
      await expect(results.locator('.badge')).toHaveText(['Candidate', 'Unverified']);
    },
  },
  {
    name: 'candidates: tenant chooser open',
    path: (d) => candidate(d.zelleRef),
    open: chooseOurTenant,
  },
  {
    name: 'candidates: unverified apply confirmation',
    path: (d) => candidate(d.venmoRef),
    open: async (page, d) => {
      await chooseOurTenant(page, d);
      await ourTenantOption(page, d).click();
      await button(page, 'Apply').click();
      await expect(dialog(page, 'Apply an unverified payment?')).toBeVisible();
    },
  },
  {
    name: 'candidates: history',
    path: (d) => candidate(d.zelleRef),
    open: async (page, d) => {
      const title = `History of the candidate from ${payerName(d)}`;
      await button(page, title).click();
      await expect(dialog(page, title).getByRole('table')).toBeVisible();
    },
  },
  {
    name: 'Edit user',
    path: () => '/settings/staff',
    open: staffActions('Edit', (d) => `Edit ${d.username}`),
  },
  {
    name: 'deactivate user confirmation',
    path: () => '/settings/staff',
    open: staffActions('Deactivate', () => 'Deactivate user'),
  },
  {
    name: 'generated password',
    path: () => '/settings/staff',
    open: async (page, d) => {
      const title = `Reset password for ${d.username}`;
      await staffActions('Reset password', () => title)(page, d);
      await dialog(page, title).getByRole('button', { name: 'Reset password' }).click();
      // Exactly: the closing 'Reset password for …' dialog would match the words too.
      await expect(dialog(page, new RegExp(`^Password for ${d.username}$`))).toBeVisible();
    },
  },
  {
    name: 'Edit permissions',
    path: () => '/settings/groups',
    open: groupActions('Edit permissions', (d) => `Permissions of ${d.groupName}`),
  },
  {
    name: 'View permissions (Managers)',
    path: () => '/settings/groups',
    open: fromActions('View permissions', 'Permissions of Managers', 'Actions for Managers'),
  },
  {
    name: 'Rename group',
    path: () => '/settings/groups',
    open: groupActions('Rename', (d) => `Rename ${d.groupName}`),
  },
  {
    name: 'delete group confirmation',
    path: () => '/settings/groups',
    open: groupActions('Delete', () => 'Delete group'),
  },
  {
    name: 'Edit fee type',
    path: () => '/settings/payment-methods',
    open: async (page) => {
      await page
        .getByRole('table', { name: 'Fee types' })
        .getByRole('button', { name: 'Edit' })
        .first()
        .click();
      await expect(dialog(page, 'Edit fee type')).toBeVisible();
    },
  },
  {
    name: 'tenant form: discard changes confirmation',
    path: () => '/tenants/create',
    open: async (page) => {
      await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Ally');
      await button(page, 'Cancel').click();
      await expect(dialog(page, 'Discard changes?')).toBeVisible();
    },
  },
  {
    name: 'activate tenant confirmation',
    path: (d) => `/tenants/${d.inactiveId}`,
    open: fromActions('Activate', 'Activate Tenant'),
  },
  {
    name: 'Create Order: other-gender confirmation',
    path: (d) => `/tenants?search=${d.womanLastName}`,
    open: async (page, d) => {
      const row = page.getByRole('row').filter({ hasText: d.womanLastName });
      await (await openMenu(row, page)).getByRole('menuitem', { name: 'New order' }).click();
      const order = dialog(page, 'Create Order');
      await order.getByLabel('Beds').fill(d.menHouse);
      await page
        .getByRole('option', { name: new RegExp(d.menHouse) })
        .first()
        .click();
      await order.getByRole('button', { name: 'Save' }).click();
      await expect(dialog(page, 'Place in a room of the other gender?')).toBeVisible();
    },
  },
];

checkStates('more dialogs and confirmations', STATES, seed);
