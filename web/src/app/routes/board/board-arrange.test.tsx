import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBoard, aBoardBed, aBoardProperty, aBoardRoom, anOccupiedBed } from '../../../test/board-fixtures';
import { bedOf, openBoard, roomCard } from '../../../test/board-page';
import { json } from '../../../test/fake-fetch';
import { bed1Label, businessToday } from '../../../test/order-dialog';
import { aBed } from '../../../test/places-fixtures';
import { anOrder } from '../../../test/tenants-fixtures';

const totalsAsked = (requests: { method: string; url: string; body: unknown }[]) =>
  requests.filter((r) => r.url === '/api/orders/get_beds_total_price/').map((r) => r.body);

describe('the board: a free bed', () => {
  it('opens Create Order with that bed chosen and its rent suggested, and stays on the board', async () => {
    const app = await openBoard({
      'POST /api/orders/': () =>
        json(201, anOrder({ tenant: { id: 6, first_name: 'Eli', last_name: 'Ng' } })),
    });
    const room101 = await roomCard('Room 101, 12 Oak St');
    await app.user.click(
      within(bedOf(room101, 1)).getByRole('button', { name: 'New order in Bed 1, Room 101, 12 Oak St' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create Order' });
    expect(within(dialog).getByText(bed1Label)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Rent amount')).toHaveValue('650.00'));
    expect(totalsAsked(app.requests)).toContainEqual({ beds: [601] });

    await app.user.click(within(dialog).getByLabelText('Tenant'));
    await app.user.click(await screen.findByRole('option', { name: 'Eli Ng' }));
    await app.user.type(within(dialog).getByLabelText('Planned move-out'), '01312027');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/orders/')[0]?.body).toEqual({
      tenant_id: 6,
      bed_ids: [601],
      period_payment: 'monthly',
      rent_amount: '650.00',
      start_date: businessToday(),
      planned_end_date: '2027-01-31',
      due_day: null,
    });
    expect(app.currentPath()).toBe('/board');
    await waitFor(() => expect(app.requestsTo('GET', '/api/board/').length).toBeGreaterThan(1));
  });
});

describe('the board: arranging a room’s beds', () => {
  it('moves a bed up or down: the room’s beds in their new order, numbered again', async () => {
    // The server numbers them again: Dana Smith's bed becomes Bed 1, the free one Bed 2.
    let swapped = false;
    const room = () =>
      aBoardRoom({
        beds: swapped
          ? [anOccupiedBed({ number: 1 }), aBoardBed({ number: 2 })]
          : [aBoardBed(), anOccupiedBed()],
      });
    const app = await openBoard({
      'GET /api/board/': () => json(200, aBoard({ properties: [aBoardProperty({ rooms: [room()] })] })),
      'PUT /api/rooms/31/bed-order/': () => {
        swapped = true;
        return json(200, []);
      },
    });
    const room101 = await roomCard('Room 101, 12 Oak St');
    expect(within(room101).queryByRole('button', { name: 'Move Bed 1 up' })).toBeNull();
    await app.user.click(within(room101).getByRole('button', { name: 'Arrange beds' }));
    expect(within(room101).getByRole('button', { name: 'Move Bed 1 up' })).toBeDisabled();
    expect(within(room101).getByRole('button', { name: 'Move Bed 2 down' })).toBeDisabled();
    // Arranging, a bed opens nothing else: no order, no menu.
    expect(within(room101).queryByRole('button', { name: /New order/ })).toBeNull();
    expect(within(room101).queryByRole('button', { name: /Actions/ })).toBeNull();

    await app.user.click(within(room101).getByRole('button', { name: 'Move Bed 2 up' }));
    expect(app.requestsTo('PUT', '/api/rooms/31/bed-order/')[0]?.body).toEqual({ bed_ids: [602, 601] });
    // Reloaded: Dana Smith's bed is first, Bed 1 now, and its button keeps the focus (up is at the end).
    await waitFor(() => expect(bedOf(room101, 1)).toHaveTextContent('Dana Smith'));
    expect(within(bedOf(room101, 1)).getByRole('button', { name: 'Move Bed 1 down' })).toHaveFocus();
    await app.user.click(within(room101).getByRole('button', { name: 'Move Bed 1 down' }));
    expect(app.requestsTo('PUT', '/api/rooms/31/bed-order/')[1]?.body).toEqual({ bed_ids: [601, 602] });
    await app.user.click(within(room101).getByRole('button', { name: 'Done' }));
    expect(within(room101).queryByRole('button', { name: 'Move Bed 2 up' })).toBeNull();
  });

  it('says so when the server refuses, in its words', async () => {
    const app = await openBoard({
      'PUT /api/rooms/31/bed-order/': () =>
        json(400, { bed_ids: ['List every bed of this room once, and no other bed.'] }),
    });
    const room101 = await roomCard('Room 101, 12 Oak St');
    await app.user.click(within(room101).getByRole('button', { name: 'Arrange beds' }));
    await app.user.click(within(room101).getByRole('button', { name: 'Move Bed 2 up' }));
    expect(
      await screen.findByText('List every bed of this room once, and no other bed.'),
    ).toBeInTheDocument();
  });

  it('renames a bed: its new number with its room and price as they are', async () => {
    const app = await openBoard({
      'PUT /api/beds/601/': (request) =>
        (request.body as { number: number }).number === 2
          ? json(400, { number: ['A bed with this number already exists in this room.'] })
          : json(200, aBed({ id: 601, number: 5 })),
    });
    const room101 = await roomCard('Room 101, 12 Oak St');
    await app.user.click(within(room101).getByRole('button', { name: 'Arrange beds' }));
    await app.user.click(within(room101).getByRole('button', { name: 'Rename Bed 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Bed 1' });
    const number = within(dialog).getByLabelText('Number');
    expect(number).toHaveFocus();
    await app.user.clear(number);
    await app.user.type(number, '2');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A bed with this number already exists in this room.'),
    ).toBeInTheDocument();
    await app.user.clear(number);
    await app.user.type(number, '5');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bed renamed')).toBeInTheDocument();
    expect(app.requestsTo('PUT', '/api/beds/601/').map((r) => r.body)).toEqual([
      { room_id: 31, number: 2, price: '650.00' },
      { room_id: 31, number: 5, price: '650.00' },
    ]);
  });

  it('is not offered while a filter hides some beds', async () => {
    await openBoard({}, { path: '/board?status=free' });
    const room101 = await roomCard('Room 101, 12 Oak St');
    expect(within(room101).queryByRole('button', { name: 'Arrange beds' })).toBeNull();
  });
});
