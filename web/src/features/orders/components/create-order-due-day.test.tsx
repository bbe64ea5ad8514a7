import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@bunkhouse/contract';
import type { FirstPeriod } from '@bunkhouse/contract';
import { json } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { bed1Label, businessToday, openOrderDialog } from '../../../test/order-dialog';
import { anOrder } from '../../../test/tenants-fixtures';

/** A dialog with Eli and bed 1 chosen and the suggested rent in, ready to save. */
async function readyDialog(routes: Record<string, Reply> = {}) {
  const app = await openOrderDialog({ 'POST /api/orders/': () => json(201, anOrder()), ...routes });
  await app.chooseTenant();
  await app.chooseBed(bed1Label);
  await waitFor(() => expect(app.rent()).toHaveValue('650.00'));
  const dueDay = () => within(app.dialog).queryByRole('combobox', { name: 'Due day' });
  const period = () => within(app.dialog).getByRole('combobox', { name: 'Period' });
  const save = () => app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));
  return { ...app, dueDay, period, save };
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Create Order: the due day', () => {
  it('offers the days of the month for monthly rent and sends the one chosen', async () => {
    const app = await readyDialog();
    const dueDay = app.dueDay()!;
    expect(dueDay).toHaveValue('');
    const options = optionsOf(dueDay);
    expect(options).toHaveLength(29);
    expect(options.slice(0, 4)).toEqual([
      'Same day as the start date',
      '1st of the month',
      '2nd of the month',
      '3rd of the month',
    ]);
    expect(options.at(-1)).toBe('28th of the month');

    await app.user.selectOptions(dueDay, '1st of the month');
    await app.save();
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/orders/')[0]?.body).toMatchObject({
      period_payment: 'monthly',
      due_day: 1,
    });
  });

  it('offers the weekdays for weekly rent, starting again from none when the period changes', async () => {
    const app = await readyDialog();
    await app.user.selectOptions(app.dueDay()!, '15th of the month');
    await app.user.selectOptions(app.period(), 'Weekly');
    expect(app.dueDay()).toHaveValue('');
    expect(optionsOf(app.dueDay()!)).toEqual([
      'Same day as the start date',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await app.user.selectOptions(app.dueDay()!, 'Friday');
    await waitFor(() => expect(app.rent()).toHaveValue('162.50'));
    await app.save();
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/orders/')[0]?.body).toMatchObject({
      period_payment: 'weekly',
      due_day: 5,
    });
  });

  it('is hidden for daily rent, which has none', async () => {
    const app = await readyDialog();
    await app.user.selectOptions(app.dueDay()!, '10th of the month');
    await app.user.selectOptions(app.period(), 'Daily');
    expect(app.dueDay()).not.toBeInTheDocument();
    await waitFor(() => expect(app.rent()).toHaveValue('21.67'));
    await app.save();
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/orders/')[0]?.body).toMatchObject({
      period_payment: 'daily',
      due_day: null,
    });
  });

  it("shows the server's refusal under it", async () => {
    const app = await readyDialog({
      'POST /api/orders/': () => json(400, { due_day: [ORDER_MESSAGES.dueDayWeekly] }),
    });
    await app.user.selectOptions(app.dueDay()!, '20th of the month');
    await app.save();
    const message = await within(app.dialog).findByText(ORDER_MESSAGES.dueDayWeekly);
    expect(message.closest('.mb-3')).toContainElement(app.dueDay());
    expect(app.dueDay()).toHaveClass('is-invalid');
  });
});

describe('Create Order: the first charge', () => {
  const prorated: FirstPeriod = {
    first_due_date: '2026-11-30',
    prorated: { due_date: '2026-11-26', days: 4, amount: '92.86' },
  };

  it('shows what will be charged first, from the server, once start, period, due day and rent are valid', async () => {
    // With a due day, a prorated first period; without one, rent from the start date.
    const app = await readyDialog({
      'GET /api/orders/first_period/': (request) =>
        json(
          200,
          request.url.includes('due_day=') ? prorated : { first_due_date: '2026-11-26', prorated: null },
        ),
    });
    const status = within(app.dialog).getByRole('status');
    await app.user.selectOptions(app.period(), 'Weekly');
    await waitFor(() => expect(app.rent()).toHaveValue('162.50'));
    await app.user.selectOptions(app.dueDay()!, 'Monday');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'First charge on 11/26/2026: $92.86 for 4 days, then $162.50 every week from 11/30/2026',
      ),
    );
    expect(app.queriesTo('GET', '/api/orders/first_period/').at(-1)).toBe(
      `?start_date=${businessToday()}&period_payment=weekly&rent_amount=162.50&due_day=1`,
    );

    await app.user.selectOptions(app.dueDay()!, 'Same day as the start date');
    await waitFor(() =>
      expect(status).toHaveTextContent('First charge on 11/26/2026: $162.50, then every week'),
    );

    // Without a valid rent there is nothing to show, and nothing is asked.
    const asked = app.queriesTo('GET', '/api/orders/first_period/').length;
    await app.user.clear(app.rent());
    expect(status).toHaveTextContent('');
    expect(app.queriesTo('GET', '/api/orders/first_period/')).toHaveLength(asked);
  });
});
