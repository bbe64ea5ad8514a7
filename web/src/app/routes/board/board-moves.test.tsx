import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBoard, aBoardUser, BOARD_TODAY } from '../../../test/board-fixtures';
import { bedOf, openBoard, roomCard } from '../../../test/board-page';
import type { Reply } from '../../../test/fake-fetch';
import { json } from '../../../test/fake-fetch';
import { aCurrentOrder, anOrder, aTenant } from '../../../test/tenants-fixtures';

/** Leo Park's order (Bed 2 of Room 1, 3 Elm Ave, $500.00): $480.00 a month. */
const leosOrder = anOrder({
  id: 96,
  tenant: { id: 10, first_name: 'Leo', last_name: 'Park' },
  rent_amount: '480.00',
  planned_end_date: '2026-11-30',
});

const moveRoutes = (routes: Record<string, Reply> = {}) => ({
  'GET /api/orders/96/': () => json(200, leosOrder),
  'POST /api/orders/96/move/': () => json(200, leosOrder),
  ...routes,
});

/** Opens Leo Park's bed's menu and chooses an entry. */
async function choose(app: Awaited<ReturnType<typeof openBoard>>, entry: string) {
  const room1 = await roomCard('Room 1, 3 Elm Ave');
  await app.user.click(within(bedOf(room1, 2)).getByRole('button', { name: 'Actions for Bed 2' }));
  await app.user.click(screen.getByRole('button', { name: entry }));
}

describe('the board: moving a tenant', () => {
  it('"Move to…" sends the bed left, the bed chosen, the day and the rent changed by the beds’ prices', async () => {
    const app = await openBoard(moveRoutes());
    await choose(app, 'Move to…');
    const dialog = await screen.findByRole('dialog', { name: 'Move Leo Park' });
    const target = await within(dialog).findByLabelText('Move to');
    expect(dialog).toHaveTextContent('Leo Park leaves Bed 2, Room 1, 3 Elm Ave.');
    // Only the beds free now: Bed 1 of Room 101 (the reservation and the leaving beds are not).
    expect(
      within(target)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a free bed...', 'Bed 1 · Room 101 (Mixed) · 12 Oak St · $650.00']);
    expect(within(dialog).getByLabelText('Moves on')).toHaveValue('11/26/2026');
    await app.user.selectOptions(target, 'Bed 1 · Room 101 (Mixed) · 12 Oak St · $650.00');
    // $480.00 + ($650.00 − $500.00) a month.
    expect(within(dialog).getByLabelText('Rent from that day')).toHaveValue('630.00');
    await app.user.clear(within(dialog).getByLabelText('Moves on'));
    await app.user.type(within(dialog).getByLabelText('Moves on'), '11252026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(await screen.findByText('Tenant moved')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/orders/96/move/')[0]?.body).toEqual({
      from_bed_id: 702,
      to_bed_id: 601,
      on: '2026-11-25',
      rent_amount: '630.00',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.requestsTo('GET', '/api/board/').length).toBeGreaterThan(1);
  });

  it('drags a tenant onto a free bed: the dialog opens with that bed, the rent for it', async () => {
    const app = await openBoard(moveRoutes());
    const leo = bedOf(await roomCard('Room 1, 3 Elm Ave'), 2);
    const free = bedOf(await roomCard('Room 101, 12 Oak St'), 1);
    expect(leo).toHaveAttribute('draggable', 'true');
    expect(free).not.toHaveAttribute('draggable');
    const dataTransfer = { setData: () => undefined, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(leo, { dataTransfer });
    expect(free).toHaveClass('is-drop-target');
    expect(bedOf(await roomCard('Room 101, 12 Oak St'), 2)).not.toHaveClass('is-drop-target');
    fireEvent.dragOver(free, { dataTransfer });
    fireEvent.drop(free, { dataTransfer });

    const dialog = await screen.findByRole('dialog', { name: 'Move Leo Park' });
    expect(await within(dialog).findByLabelText('Move to')).toHaveValue('601');
    await waitFor(() => expect(within(dialog).getByLabelText('Rent from that day')).toHaveValue('630.00'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await screen.findByText('Tenant moved');
    expect(app.requestsTo('POST', '/api/orders/96/move/')[0]?.body).toEqual({
      from_bed_id: 702,
      to_bed_id: 601,
      on: BOARD_TODAY,
      rent_amount: '630.00',
    });
  });

  it('warns before moving a tenant into a room of the other gender, and still moves them', async () => {
    // Leo Park is male; Room 101 is designated Female here.
    const board = aBoard();
    const oak = board.properties[0]!;
    const leo = board.properties[1]!.rooms[0]!.beds[1]!;
    board.properties[0] = {
      ...oak,
      rooms: [{ ...oak.rooms[0]!, gender_designation: 'female' }, ...oak.rooms.slice(1)],
    };
    leo.occupant = { ...leo.occupant!, tenant: { ...leo.occupant!.tenant, gender: 'male' } };
    const app = await openBoard(moveRoutes({ 'GET /api/board/': () => json(200, board) }));
    await choose(app, 'Move to…');
    const dialog = await screen.findByRole('dialog', { name: 'Move Leo Park' });
    expect(within(dialog).queryByText(/is designated/)).toBeNull();
    await app.user.selectOptions(
      await within(dialog).findByLabelText('Move to'),
      'Bed 1 · Room 101 (Female) · 12 Oak St · $650.00',
    );
    expect(
      within(dialog).getByText('Leo Park is Male; Room 101 at 12 Oak St is designated Female.'),
    ).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Tenant moved')).toBeInTheDocument();
  });

  it("shows the server's refusal under its field", async () => {
    const app = await openBoard(
      moveRoutes({
        'POST /api/orders/96/move/': () =>
          json(400, { to_bed_id: ['Bed 1 in Room 101 is not free from 26 Nov 2026.'] }),
      }),
    );
    await choose(app, 'Move to…');
    const dialog = await screen.findByRole('dialog', { name: 'Move Leo Park' });
    await app.user.selectOptions(await within(dialog).findByLabelText('Move to'), '601');
    await app.user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(
      await within(dialog).findByText('Bed 1 in Room 101 is not free from 26 Nov 2026.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Move to')).toHaveFocus();
  });

  it('refuses a day ahead of today before asking, and requires a bed', async () => {
    const app = await openBoard(moveRoutes());
    await choose(app, 'Move to…');
    const dialog = await screen.findByRole('dialog', { name: 'Move Leo Park' });
    await app.user.clear(await within(dialog).findByLabelText('Moves on'));
    await app.user.type(within(dialog).getByLabelText('Moves on'), '11272026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(
      within(dialog).getByText('A move is recorded on the day it happens: today or earlier.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/orders/96/move/')).toHaveLength(0);
  });

  it('without orders.view leaves the rent empty, for the server’s default', async () => {
    const app = await openBoard(moveRoutes(), {
      user: aBoardUser(['places.view', 'orders.add', 'tenants.view']),
    });
    await choose(app, 'Move to…');
    const dialog = await screen.findByRole('dialog', { name: 'Move Leo Park' });
    await app.user.selectOptions(await within(dialog).findByLabelText('Move to'), '601');
    expect(within(dialog).getByLabelText('Rent from that day')).toHaveValue('');
    await app.user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await screen.findByText('Tenant moved');
    expect(app.requestsTo('GET', '/api/orders/96/')).toHaveLength(0);
    expect(app.requestsTo('POST', '/api/orders/96/move/')[0]?.body).toEqual({
      from_bed_id: 702,
      to_bed_id: 601,
      on: BOARD_TODAY,
    });
  });
});

describe('the board: planned move-out and completing the order', () => {
  it('sets the planned move-out from the bed’s menu, starting from the one planned', async () => {
    const app = await openBoard(
      moveRoutes({ 'PUT /api/orders/96/planned-end/': () => json(200, leosOrder) }),
    );
    await choose(app, 'Planned move-out…');
    const dialog = await screen.findByRole('dialog', { name: 'Planned move-out' });
    const day = await within(dialog).findByLabelText('Planned move-out');
    expect(day).toHaveValue('11/30/2026');
    await app.user.clear(day);
    await app.user.type(day, '12052026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Planned move-out saved')).toBeInTheDocument();
    expect(app.requestsTo('PUT', '/api/orders/96/planned-end/')[0]?.body).toEqual({
      planned_end_date: '2026-12-05',
    });
  });

  it('clears it, and refuses a day in the past', async () => {
    const app = await openBoard(
      moveRoutes({ 'PUT /api/orders/96/planned-end/': () => json(200, leosOrder) }),
    );
    await choose(app, 'Planned move-out…');
    const dialog = await screen.findByRole('dialog', { name: 'Planned move-out' });
    const day = await within(dialog).findByLabelText('Planned move-out');
    await app.user.clear(day);
    await app.user.type(day, '11252026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The planned move-out cannot be in the past.')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(day).toHaveValue('');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Planned move-out saved');
    expect(app.requestsTo('PUT', '/api/orders/96/planned-end/')[0]?.body).toEqual({ planned_end_date: null });
  });

  it("completes the order of a bed whose move-out day has come: the tenant's page, its confirmation open", async () => {
    const mia = { id: 9, first_name: 'Mia', last_name: 'Chu' };
    const app = await openBoard({
      'GET /api/tenants/9/': () =>
        json(
          200,
          aTenant({
            ...mia,
            current_order: aCurrentOrder({ id: 94 }),
            orders: [anOrder({ id: 94, tenant: mia })],
          }),
        ),
      'GET /api/tenants/9/transactions/': () =>
        json(200, { count: 0, next: null, previous: null, results: [] }),
      'DELETE /api/orders/94/': () => new Response(null, { status: 204 }),
      'GET /api/orders/94/deposit/': () =>
        json(404, { detail: 'This order has no deposit.', code: 'not_found' }),
    });
    const room102 = await roomCard('Room 102, 12 Oak St');
    // Leo Park leaves on 11/30: not yet.
    expect(
      within(bedOf(await roomCard('Room 1, 3 Elm Ave'), 2)).queryByRole('button', { name: 'Complete order' }),
    ).toBeNull();
    await app.user.click(within(bedOf(room102, 2)).getByRole('button', { name: 'Complete order' }));
    expect(app.currentPath()).toBe('/tenants/9/complete-order');
    const dialog = await screen.findByRole('dialog', { name: 'Complete Order' }, { timeout: 15_000 });
    expect(dialog).toHaveTextContent('Complete the order of Mia Chu? Its beds become free');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await app.user.click(within(dialog).getByRole('button', { name: 'Complete order' }));
    expect(await screen.findByText('Order completed successfully')).toBeInTheDocument();
    expect(app.requestsTo('DELETE', '/api/orders/94/')).toHaveLength(1);
    await waitFor(() => expect(app.requestsTo('GET', '/api/orders/94/deposit/')).toHaveLength(1));
    expect(app.currentPath()).toBe('/tenants/9');
  });

  it('offers Complete order only to who may complete it and open the tenant', async () => {
    await openBoard({}, { user: aBoardUser(['places.view', 'orders.close']) });
    const room102 = await roomCard('Room 102, 12 Oak St');
    expect(within(bedOf(room102, 2)).queryByRole('button', { name: 'Complete order' })).toBeNull();
  });
});
