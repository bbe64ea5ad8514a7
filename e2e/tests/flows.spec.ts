import { expect, test, type Page } from '@playwright/test';
import { addHouse, api } from '../support/api';
import {
  BUSINESS_TIME_ZONE,
  dayString,
  daysBefore,
  displayDay as display,
  today,
  typedDay as typed,
} from '../support/days';

// The browser's day is the business's (today() is the day in its zone), also between midnight UTC and
// midnight there, when the two differ.
test.use({ timezoneId: BUSINESS_TIME_ZONE });

/**
 * Flows an operator needs (issue 15): a dated order and a back-dated payment in the tenant's history,
 * the gender warning of Create Order overridden, and the warning of a second tenant with the same phone.
 */

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

/** A tenant through the API, with a phone and e-mail of this run. */
const addTenant = async (page: Page, stamp: string, fields: Record<string, string> = {}) =>
  (await api(page)).post('/api/tenants/', {
    first_name: 'Ana',
    last_name: `Flow${stamp}`,
    email: `ana.${stamp}@example.com`,
    phone: `312${stamp.slice(-7)}`,
    date_of_birth: '1990-03-08',
    ...fields,
  });

/** Opens Create Order from the tenant's page and chooses our bed. */
async function startOrder(page: Page, tenantId: number, stamp: string, room: RegExp) {
  await page.goto(`/tenants/${tenantId}`);
  await page.getByRole('button', { name: 'New order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Order' });
  await dialog.getByLabel('Beds').fill(stamp);
  await page.getByRole('option', { name: room }).click();
  await dialog.getByLabel('Beds').press('Tab');
  await expect(dialog.getByLabel('Rent amount')).toHaveValue('900.00');
  return dialog;
}

test('a dated order and a back-dated payment show their dates in the history', async ({ page }) => {
  const stamp = String(Date.now());
  await addHouse(page, `Birch ${stamp} St`);
  const tenant = await addTenant(page, stamp);
  const startDay = dayString(daysBefore(today(), 10));
  const receivedDay = dayString(daysBefore(today(), 4));

  const order = await startOrder(page, tenant.id, stamp, /Room 1 \(Mixed\)/);
  const start = order.getByLabel('Start date');
  const todayDay = dayString(today());
  await expect(start).toHaveValue(`${todayDay.slice(5, 7)}/${todayDay.slice(8, 10)}/${todayDay.slice(0, 4)}`);
  await start.fill('');
  await start.pressSequentially(typed(startDay));
  await order.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Order created successfully')).toBeVisible();

  await page.goto(`/tenants/${tenant.id}`);
  await expect(page.getByLabel('Current order')).toContainText(`Start date${display(startDay)}`);
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByLabel('Actions').getByRole('button', { name: 'Payment', exact: true }).click();
  const payment = page.getByRole('dialog', { name: 'Create Transactions' });
  await payment.getByLabel('Method').selectOption({ index: 1 });
  await payment.getByLabel('Amount').fill('250');
  const received = payment.getByLabel('Received on');
  await received.fill('');
  await received.pressSequentially(typed(receivedDay));
  await payment.getByRole('button', { name: 'Save' }).click();
  await expect(payment).toBeHidden();

  const history = page.getByRole('table', { name: 'Transaction history' });
  const paymentRow = history.getByRole('row').filter({ hasText: '$250.00' });
  // Its date is the day the money was received; under it, when it was recorded (today).
  const paymentDate = paymentRow.getByRole('cell').nth(1);
  await expect(paymentDate).toContainText(display(receivedDay));
  await expect(paymentDate).toContainText(`Recorded ${display(todayDay)}, `);
  // The first rent is that of the order's start day.
  await expect(history.getByText(`Rent due ${display(startDay)}`)).toBeVisible();
});

test('placing a man in a room for women warns, and "Place anyway" places him', async ({ page }) => {
  const stamp = String(Date.now());
  await addHouse(page, `Cedar ${stamp} St`, { designation: 'female' });
  const tenant = await addTenant(page, stamp, { first_name: 'Ben', gender: 'male' });

  const dialog = await startOrder(page, tenant.id, stamp, /Room 1 \(Female\)/);
  const warning = `Ben Flow${stamp} is Male; Room 1 at Cedar ${stamp} St is designated Female.`;
  await expect(dialog.getByText(warning)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Place in a room of the other gender?' });
  await expect(confirm).toContainText(warning);
  await confirm.getByRole('button', { name: 'Place anyway' }).click();
  await expect(toast(page, 'Order created successfully')).toBeVisible();

  await page.goto(`/tenants/${tenant.id}`);
  await expect(page.getByRole('table', { name: 'Beds of the order' })).toContainText(`Cedar ${stamp} St`);
});

test('a second tenant with the same phone is warned of, naming the first, and saved anyway', async ({
  page,
}) => {
  const stamp = String(Date.now());
  const first = await addTenant(page, stamp);
  const line = stamp.slice(-7);

  await page.goto('/tenants/create');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('First name').fill('Cy');
  await field('Last name').fill(`Second${stamp}`);
  await field('Email').fill(`cy.${stamp}@example.com`);
  await field('Phone').pressSequentially(`312${line}`);
  await field('Date of birth').pressSequentially('07041985');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText(/A tenant with this phone already exists:/)).toContainText(
    `A tenant with this phone already exists: Ana Flow${stamp} (#${first.id})`,
  );
  await expect(page.getByRole('link', { name: `Ana Flow${stamp} (#${first.id})` })).toHaveAttribute(
    'href',
    `/tenants/${first.id}`,
  );
  await expect(page).toHaveURL(/\/tenants\/create$/);
  await page.getByRole('button', { name: 'Save anyway' }).click();
  await expect(toast(page, 'Tenant created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/tenants\/\d+$/);
  await expect(page.getByRole('heading', { name: `Cy Second${stamp}`, level: 1 })).toBeVisible();
});
