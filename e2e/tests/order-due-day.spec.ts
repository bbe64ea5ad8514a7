import { expect, test } from '@playwright/test';
import { addHouse, api } from '../support/api';
import { BUSINESS_TIME_ZONE, dayString, today } from '../support/days';

// The browser's day is the business's: the dialog's start date is the server's today.
test.use({ timezoneId: BUSINESS_TIME_ZONE });

interface FirstPeriod {
  first_due_date: string;
  prorated: { due_date: string; days: number; amount: string } | null;
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY', as the dialog writes dates. */
const us = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/**
 * Issue 30 (decision 039): Create Order takes a due day and says, before saving, what the order will
 * charge first; opened from a tenant's page it leaves the operator there (review 2026-11-28, problem 5).
 */
test('an order due on the 1st, made from the tenant’s page: its first charge is shown first, then the page stays', async ({
  page,
}) => {
  const stamp = String(Date.now());
  const { get, post } = await api(page);
  await addHouse(page, `Alder ${stamp} St`);
  const tenant = await post('/api/tenants/', {
    first_name: 'Ida',
    last_name: `Due${stamp}`,
    email: `ida.${stamp}@example.com`,
    phone: `415${stamp.slice(-7)}`,
    date_of_birth: '1991-02-11',
  });

  await page.goto(`/tenants/${tenant.id}`);
  await page.getByRole('button', { name: 'New order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Order' });
  await dialog.getByLabel('Beds').fill(stamp);
  await page.getByRole('option', { name: /Room 1 \(Mixed\)/ }).click();
  await dialog.getByLabel('Beds').press('Tab');
  await expect(dialog.getByLabel('Rent amount')).toHaveValue('900.00');
  await dialog.getByRole('combobox', { name: 'Due day' }).selectOption({ label: '1st of the month' });

  const start = dayString(today());
  const answer = await get<FirstPeriod>(
    `/api/orders/first_period/?start_date=${start}&period_payment=monthly&due_day=1&rent_amount=900.00`,
  );
  const { prorated } = answer;
  const expected = prorated
    ? `First charge on ${us(prorated.due_date)}: $${prorated.amount} for ${prorated.days} ${prorated.days === 1 ? 'day' : 'days'}, then $900.00 every month from ${us(answer.first_due_date)}`
    : `First charge on ${us(answer.first_due_date)}: $900.00, then every month`;
  await expect(dialog.getByRole('status')).toHaveText(expected);

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.locator('.Toastify').getByText('Order created successfully', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/tenants/${tenant.id}$`));
  await expect(page.getByRole('table', { name: 'Beds of the order' })).toContainText(`Alder ${stamp} St`);
  const saved = await get<{ orders: { due_day: number | null }[] }>(`/api/tenants/${tenant.id}/`);
  expect(saved.orders[0]?.due_day).toBe(1);
});
