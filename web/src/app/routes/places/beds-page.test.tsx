import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { aBed, aPlacesUser, aRoom, pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';

const bed2 = aBed();
const room101 = aRoom();
const room7 = aRoom({ id: 44, number: 7, property: { id: 8, address: '3 Elm Ave' } });

function openBeds(path = '/beds', routes: Record<string, Reply> = {}) {
  const server = installFakeFetch({
    ...signedInRoutes(aPlacesUser()),
    'GET /api/beds/': () => json(200, pageOf([bed2])),
    'GET /api/rooms/': (request) =>
      json(200, pageOf(request.url.includes('search=elm') ? [room7] : [room101, room7])),
    ...routes,
  });
  return { ...renderApp(path), ...server };
}

describe('beds list', () => {
  it('shows price in dollars, the room and the property, sortable by each', async () => {
    const app = openBeds();
    const row = (await screen.findByRole('cell', { name: '$1,200.00' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '2', '$1,200.00', 'Room 101', '12 Oak St']);
    await app.user.click(screen.getByRole('button', { name: 'Property' }));
    expect(app.router.state.location.search).toBe('?ordering=property');
    await app.user.click(screen.getByRole('button', { name: 'Price' }));
    expect(app.router.state.location.search).toBe('?ordering=price');
  });

  it('links a bed to its property and its room from the context menu', async () => {
    const app = openBeds('/beds', {
      'GET /api/rooms/31/': () => json(200, room101),
      'GET /api/rooms/31/beds/': () => json(200, pageOf([bed2])),
    });
    fireEvent.contextMenu(await screen.findByRole('cell', { name: '$1,200.00' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Property', 'Room', 'Edit', 'Delete']);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Room' }));
    expect(app.currentPath()).toBe('/rooms/31');
  });

  it("adds a bed: the room is searched on the server and shown as 'Room {number} — {address}'", async () => {
    const app = openBeds('/beds', { 'POST /api/beds/': () => json(201, aBed({ id: 600 })) });
    await screen.findByRole('cell', { name: '$1,200.00' });
    await app.user.click(screen.getByRole('button', { name: 'Add Bed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Bed' });

    await app.user.type(within(dialog).getByLabelText('Room'), 'elm');
    await app.user.click(await screen.findByRole('option', { name: 'Room 7 — 3 Elm Ave' }));
    expect(app.queriesTo('GET', '/api/rooms/')).toContain('?search=elm&page_size=100');

    await app.user.type(within(dialog).getByLabelText('Number'), '4');
    await app.user.type(within(dialog).getByLabelText('Price'), '0');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Amount must be greater than 0.')).toBeInTheDocument();

    await app.user.clear(within(dialog).getByLabelText('Price'));
    await app.user.type(within(dialog).getByLabelText('Price'), '875.5');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bed created successfully')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/beds/')[0]?.body).toEqual({
      room_id: 44,
      number: 4,
      price: '875.50',
    });
  });

  it('gives an empty room list when the options cannot be loaded', async () => {
    const app = openBeds('/beds', {
      'GET /api/rooms/': () => json(400, { search: ['Ensure this field has no more than 200 characters.'] }),
    });
    await screen.findByRole('cell', { name: '$1,200.00' });
    await app.user.click(screen.getByRole('button', { name: 'Add Bed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Bed' });
    await app.user.click(within(dialog).getByLabelText('Room'));
    expect(await screen.findByText('No options')).toBeInTheDocument();
  });
});

describe('bed detail', () => {
  it('shows the bed with links to its room and property, and deletes it back to the list', async () => {
    const app = openBeds('/beds/501', {
      'GET /api/beds/501/': () => json(200, bed2),
      'DELETE /api/beds/501/': () => new Response(null, { status: 204 }),
    });
    expect(await screen.findByRole('heading', { name: 'Bed 2', level: 1 })).toBeInTheDocument();
    const details = screen.getByLabelText('Bed details');
    expect(details).toHaveTextContent('Price$1,200.00');
    expect(within(details).getByRole('link', { name: 'Room 101' })).toHaveAttribute('href', '/rooms/31');
    expect(within(details).getByRole('link', { name: '12 Oak St' })).toHaveAttribute('href', '/properties/7');

    await app.user.click(screen.getByRole('button', { name: 'Actions' }));
    await app.user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Bed' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Bed deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toBe('/beds'));
  });

  it('keeps the bed when the server refuses, with its reason', async () => {
    const sentence =
      'This bed is in order #12, which is not completed. Complete the order or take the bed out of it first.';
    const app = openBeds('/beds/501', {
      'GET /api/beds/501/': () => json(200, bed2),
      'DELETE /api/beds/501/': () => json(400, { non_field_errors: [sentence] }),
    });
    await screen.findByRole('heading', { name: 'Bed 2', level: 1 });
    await app.user.click(screen.getByRole('button', { name: 'Actions' }));
    await app.user.click(screen.getByRole('button', { name: 'Delete' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(app.currentPath()).toBe('/beds/501');
  });
});
