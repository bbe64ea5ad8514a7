import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { aBed, aPlacesUser, aRoom, pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';

const room101 = aRoom();
const bed2 = aBed();

function openRoom(routes: Record<string, Reply> = {}, path = '/rooms/31') {
  const server = installFakeFetch({
    ...signedInRoutes(aPlacesUser()),
    'GET /api/rooms/31/': () => json(200, room101),
    'GET /api/rooms/31/beds/': () => json(200, pageOf([bed2])),
    'GET /api/rooms/': () => json(200, pageOf([room101])),
    ...routes,
  });
  return { ...renderApp(path), ...server };
}

describe('room detail', () => {
  it('shows the room and lists its beds', async () => {
    const app = openRoom();
    expect(await screen.findByRole('heading', { name: 'Room 101', level: 1 })).toBeInTheDocument();
    const details = screen.getByLabelText('Room details');
    expect(details).toHaveTextContent('Gender designationMixed');
    expect(within(details).getByRole('link', { name: '12 Oak St' })).toHaveAttribute('href', '/properties/7');

    const beds = await screen.findByRole('table', { name: 'Beds' });
    expect(within(beds).getByRole('cell', { name: '$1,200.00' })).toBeInTheDocument();
    expect(within(beds).queryByRole('columnheader', { name: 'Room' })).not.toBeInTheDocument();
    expect(app.queriesTo('GET', '/api/rooms/31/beds/')).toEqual(['?page=1&page_size=20']);
  });

  it('adds a bed to this room: the room is chosen already', async () => {
    const app = openRoom({
      'POST /api/beds/': () => json(201, aBed({ id: 502, number: 3, price: '950.50' })),
    });
    await screen.findByRole('table', { name: 'Beds' });
    await app.user.click(screen.getByRole('button', { name: 'Add Bed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Bed' });
    expect(within(dialog).getByText('Room 101 — 12 Oak St')).toBeInTheDocument();

    await app.user.type(within(dialog).getByLabelText('Number'), '3');
    await app.user.type(within(dialog).getByLabelText('Price'), '950.505');
    expect(within(dialog).getByLabelText('Price')).toHaveValue('950.50');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Bed created successfully')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/beds/')[0]?.body).toEqual({
      room_id: 31,
      number: 3,
      price: '950.50',
    });
    await waitFor(() => expect(app.queriesTo('GET', '/api/rooms/31/beds/')).toHaveLength(2));
    await waitFor(() => expect(app.requestsTo('GET', '/api/rooms/31/')).toHaveLength(2)); // beds_count
  });

  it('deletes the room through the actions menu and goes back to the list', async () => {
    const app = openRoom({ 'DELETE /api/rooms/31/': () => new Response(null, { status: 204 }) });
    await screen.findByRole('heading', { name: 'Room 101', level: 1 });
    await app.user.click(screen.getByRole('button', { name: 'Actions' }));
    await app.user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Room' });
    expect(dialog).toHaveTextContent('Delete Room 101 at 12 Oak St?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Room deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toBe('/rooms'));
    expect(app.requestsTo('GET', '/api/rooms/31/')).toHaveLength(1); // the deleted room is not asked again
  });

  it('edits the room through the actions menu', async () => {
    const app = openRoom({ 'PUT /api/rooms/31/': () => json(200, aRoom({ gender_designation: 'female' })) });
    await screen.findByRole('heading', { name: 'Room 101', level: 1 });
    await app.user.click(screen.getByRole('button', { name: 'Actions' }));
    await app.user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Room' });
    await app.user.selectOptions(within(dialog).getByLabelText('Gender designation'), 'Female');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Room updated successfully')).toBeInTheDocument();
    expect(app.requestsTo('PUT', '/api/rooms/31/')[0]?.body).toEqual({
      property_id: 7,
      number: 101,
      gender_designation: 'female',
    });
  });

  it('opens a bed of the room from its context menu', async () => {
    const app = openRoom({ 'GET /api/beds/501/': () => json(200, bed2) });
    fireEvent.contextMenu(await screen.findByRole('cell', { name: '$1,200.00' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Edit', 'Delete']);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Bed 2', level: 1 })).toBeInTheDocument();
  });

  it('says so when the room does not exist', async () => {
    openRoom({ 'GET /api/rooms/31/': () => json(404, { detail: 'Not found.', code: 'not_found' }) });
    expect(await screen.findByRole('heading', { name: 'Room not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Rooms' })).toHaveAttribute('href', '/rooms');
  });

  it('does not ask the server about an id that is no id', async () => {
    const app = openRoom({}, '/rooms/abc');
    expect(await screen.findByRole('heading', { name: 'Room not found' })).toBeInTheDocument();
    expect(app.requests.filter((r) => r.url.startsWith('/api/rooms'))).toHaveLength(0);
  });

  it('hides the actions from a user who may only view', async () => {
    installFakeFetch({
      ...signedInRoutes(aPlacesUser(['places.view'])),
      'GET /api/rooms/31/': () => json(200, room101),
      'GET /api/rooms/31/beds/': () => json(200, pageOf([bed2])),
    });
    renderApp('/rooms/31');
    await screen.findByRole('table', { name: 'Beds' });
    expect(screen.queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Bed' })).not.toBeInTheDocument();
  });
});
