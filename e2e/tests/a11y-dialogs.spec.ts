import { expect, type Page } from '@playwright/test';
import { seedA11yData, type A11yData } from '../support/a11y-data';
import { button, byButton, checkStates, dialog, fromActions, type State } from '../support/a11y-states';
import { openMenu } from '../support/menus';
import { ADMIN } from '../support/session';

const ourTenants = (d: A11yData) => `/tenants?search=${d.lastName}`;
const ourRow = (page: Page, d: A11yData) => page.getByRole('row').filter({ hasText: d.lastName });

/** Opens an entry of the row's context menu and waits for the dialog it opens. */
const fromRowMenu = (entry: string, title: string) => async (page: Page, d: A11yData) => {
  await (await openMenu(ourRow(page, d), page)).getByRole('menuitem', { name: entry }).click();
  await expect(dialog(page, title)).toBeVisible();
};

/** Create Transactions from the Transactions page, as an income or an expense. */
const otherTransaction = (direction: 'income' | 'expense') => async (page: Page) => {
  await byButton('Add transaction', 'Create Transactions')(page);
  await dialog(page, 'Create Transactions').getByLabel('Transaction type').selectOption('other');
  await dialog(page, 'Create Transactions').getByLabel('Direction').selectOption(direction);
};

/** The detail popup of our tenant's only row of this type on the Transactions page. */
const popup = (type: string) => async (page: Page) => {
  await page.locator('tbody tr.data-table-row').first().getByRole('cell').nth(1).dblclick();
  await expect(
    dialog(page, type === 'rent' ? 'Rent Confirmation' : new RegExp(`^${type}$`, 'i')),
  ).toBeVisible();
};
const ledger = (type: string) => (d: A11yData) => `/transactions?tenant=${d.lastName}&type=${type}`;

const STATES: State<A11yData>[] = [
  {
    name: 'tenants: filters shown',
    path: () => '/tenants',
    open: async (page) => {
      await button(page, 'Filters').click();
      await expect(page.getByRole('group', { name: 'Order status' })).toBeVisible();
    },
  },
  {
    name: 'tenants: row context menu',
    path: ourTenants,
    open: async (page, d) => void (await openMenu(ourRow(page, d), page)),
  },
  { name: 'Create Order', path: () => '/tenants', open: byButton('New order', 'Create Order') },
  {
    name: 'Create Order: bed picker open',
    path: () => '/tenants',
    open: async (page) => {
      await byButton('New order', 'Create Order')(page);
      await dialog(page, 'Create Order').getByLabel('Beds').fill('Linden');
      await expect(page.getByRole('option', { name: /Linden/ }).first()).toBeVisible();
    },
  },
  {
    name: 'Create Transactions: payment',
    path: ourTenants,
    open: fromRowMenu('Payment', 'Create Transactions'),
  },
  { name: 'Create Transactions: fee', path: ourTenants, open: fromRowMenu('Fee', 'Create Transactions') },
  { name: 'Create Transactions: income', path: () => '/transactions', open: otherTransaction('income') },
  { name: 'Create Transactions: expense', path: () => '/transactions', open: otherTransaction('expense') },
  {
    name: 'Create Transactions: errors',
    path: () => '/transactions',
    open: async (page) => {
      await byButton('Add transaction', 'Create Transactions')(page);
      await button(page, 'Save').click();
      await expect(dialog(page, 'Create Transactions').locator('.invalid-feedback').first()).toBeVisible();
    },
  },
  { name: 'delete tenant confirmation', path: ourTenants, open: fromRowMenu('Delete', 'Delete Tenant') },
  {
    name: 'complete order confirmation',
    path: ourTenants,
    open: fromRowMenu('Complete order', 'Complete Order'),
  },
  {
    name: 'expected-date cell editing',
    path: ourTenants,
    open: async (page, d) => {
      await ourRow(page, d)
        .getByRole('button', { name: /Expected payment date of .*: none\. Edit/ })
        .click();
      await expect(ourRow(page, d).getByRole('textbox', { name: /Expected payment date of/ })).toBeFocused();
    },
  },
  {
    name: 'expected-date confirmation',
    path: ourTenants,
    open: async (page, d) => {
      await ourRow(page, d)
        .getByRole('button', { name: /Expected payment date of .*: none\. Edit/ })
        .click();
      const input = ourRow(page, d).getByRole('textbox', { name: /Expected payment date of/ });
      await input.pressSequentially('12312099');
      await input.press('Enter');
      await expect(dialog(page, 'Expected Payment Date')).toBeVisible();
    },
  },
  {
    name: 'tenant: Actions menu',
    path: (d) => `/tenants/${d.tenantId}`,
    open: (page) => button(page, 'Actions').click(),
  },
  {
    name: 'tenant form: errors',
    path: () => '/tenants/create',
    open: async (page) => {
      await button(page, 'Save').click();
      await expect(page.getByText('This field is required.').first()).toBeVisible();
    },
  },
  { name: 'payment detail', path: ledger('payment'), open: popup('payment') },
  { name: 'fee detail', path: ledger('fee'), open: popup('fee') },
  { name: 'rent detail', path: ledger('rent'), open: popup('rent') },
  {
    name: 'void payment',
    path: ledger('payment'),
    open: async (page) => {
      await popup('payment')(page);
      await dialog(page, /^payment$/i)
        .getByRole('button', { name: 'Void' })
        .click();
      await expect(dialog(page, 'Void Payment')).toBeVisible();
    },
  },
  {
    name: 'date-range picker open',
    path: () => '/transactions',
    open: async (page) => {
      await page.getByRole('textbox', { name: 'Date range' }).click();
      await expect(page.locator('.react-datepicker')).toBeVisible();
    },
  },
  {
    name: 'date-range picker, first day picked',
    path: () => '/transactions',
    open: async (page) => {
      await page.getByRole('textbox', { name: 'Date range' }).click();
      await page.locator('.react-datepicker__day--today').click();
    },
  },
  {
    name: 'records: rent popup',
    path: () => '/records',
    open: async (page) => {
      await page.locator('tbody tr.data-table-row').first().getByRole('cell').nth(4).dblclick();
      await expect(dialog(page, 'Rent Confirmation')).toBeVisible();
    },
  },
  { name: 'Add Property (errors)', path: () => '/properties', open: addWithErrors('Add Property') },
  { name: 'Add Room', path: () => '/rooms', open: byButton('Add Room', 'Add Room') },
  { name: 'Add Bed', path: () => '/beds', open: byButton('Add Bed', 'Add Bed') },
  {
    name: 'Edit Property',
    path: (d) => `/properties/${d.propertyId}`,
    open: fromActions('Edit', 'Edit Property'),
  },
  {
    name: 'Delete Property',
    path: (d) => `/properties/${d.propertyId}`,
    open: fromActions('Delete', 'Delete Property'),
  },
  { name: 'Edit Room', path: (d) => `/rooms/${d.roomId}`, open: fromActions('Edit', 'Edit Room') },
  { name: 'Delete Room', path: (d) => `/rooms/${d.roomId}`, open: fromActions('Delete', 'Delete Room') },
  { name: 'Edit Bed', path: (d) => `/beds/${d.bedId}`, open: fromActions('Edit', 'Edit Bed') },
  { name: 'Delete Bed', path: (d) => `/beds/${d.bedId}`, open: fromActions('Delete', 'Delete Bed') },
  { name: 'New user', path: () => '/settings/staff', open: byButton('New user', 'New user') },
  {
    name: 'Reset password',
    path: () => '/settings/staff',
    open: async (page) => {
      await button(page, `Actions for ${ADMIN.username}`).click();
      await button(page, 'Reset password').click();
      await expect(dialog(page, `Reset password for ${ADMIN.username}`)).toBeVisible();
    },
  },
  { name: 'New group', path: () => '/settings/groups', open: byButton('New group', 'New group') },
  {
    name: 'New fee type',
    path: () => '/settings/payment-methods',
    open: async (page) => {
      await page.getByRole('button', { name: 'New fee type' }).click();
      await expect(dialog(page, 'New fee type')).toBeVisible();
    },
  },
  {
    name: 'navbar: Finance menu open',
    path: () => '/',
    open: (page) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Finance' }).click(),
  },
  {
    name: 'logout confirmation',
    path: () => '/',
    open: async (page) => {
      await button(page, ADMIN.username).click();
      await button(page, 'Log out').click();
      await expect(dialog(page, 'Confirm Logout')).toBeVisible();
    },
  },
];

/** An add dialog saved empty: its fields show their errors. */
function addWithErrors(title: string) {
  return async (page: Page) => {
    await byButton(title, title)(page);
    await dialog(page, title).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page, title).getByText('This field is required.').first()).toBeVisible();
  };
}

/**
 * Issue 15: every dialog, menu and open picker has no serious or critical axe-core violation, in both
 * themes. Each state starts from its screen's URL, is opened as a person would, then checked.
 */
checkStates('every dialog, menu and picker', STATES, seedA11yData);
