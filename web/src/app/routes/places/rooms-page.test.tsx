import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { aPlacesUser, aProperty, aRoom, pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';

const oak = aProperty();
const elm = aProperty({ id: 8, address: '3 Elm Ave' });
const room101 = aRoom();

function openRooms(path = '/rooms', routes: Record<string, Reply> = {}) {
  const server = installFakeFetch({
    ...signedInRoutes(aPlacesUser()),
    'GET /api/rooms/': () => json(200, pageOf([room101])),
    'GET /api/properties/': () => json(200, pageOf([oak, elm])),
    'GET /api/properties/8/': () => json(200, elm),
    ...routes,
  });
  return { ...renderApp(path), ...server };
}

describe('rooms list', () => {
  it('filters by gender with chips kept in the URL', async () => {
    const app = openRooms('/rooms?page=2');
    expect(await screen.findByRole('cell', { name: 'Mixed' })).toBeInTheDocument();
    const gender = screen.getByRole('group', { name: 'Gender' });

    await app.user.click(within(gender).getByRole('button', { name: 'Male' }));
    await app.user.click(within(gender).getByRole('button', { name: 'Mixed' }));
    expect(app.router.state.location.search).toBe('?gender_designation=male&gender_designation=mixed');
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/rooms/').at(-1)).toBe(
        '?gender_designation=male&gender_designation=mixed&page=1&page_size=20',
      ),
    );

    await app.user.click(within(gender).getByRole('button', { name: 'Clear' }));
    expect(app.router.state.location.search).toBe('');
  });

  it('filters by property', async () => {
    const app = openRooms();
    await screen.findByRole('cell', { name: '101' });
    await app.user.click(screen.getByRole('combobox', { name: 'Property' }));
    await app.user.click(await screen.findByRole('option', { name: '3 Elm Ave' }));

    expect(app.router.state.location.search).toBe('?property=8');
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/rooms/').at(-1)).toBe('?property=8&page=1&page_size=20'),
    );
    expect(await screen.findByText('3 Elm Ave')).toBeInTheDocument();
  });

  it('links a room to its property from the context menu', async () => {
    const app = openRooms('/rooms', { 'GET /api/properties/7/': () => json(200, oak) });
    fireEvent.contextMenu(await screen.findByRole('cell', { name: '101' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Property', 'Edit', 'Delete']);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Property' }));
    expect(app.currentPath()).toBe('/properties/7');
  });

  it('adds a room: property from the select, number digits only, gender from the list', async () => {
    const app = openRooms('/rooms', {
      'POST /api/rooms/': () => json(201, aRoom({ id: 40, number: 12, gender_designation: 'male' })),
    });
    await screen.findByRole('cell', { name: '101' });
    await app.user.click(screen.getByRole('button', { name: 'Add Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Room' });

    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(3);

    await app.user.click(within(dialog).getByLabelText('Property'));
    await app.user.click(await screen.findByRole('option', { name: '12 Oak St' }));
    await app.user.type(within(dialog).getByLabelText('Number'), '1x2');
    expect(within(dialog).getByLabelText('Number')).toHaveValue('12');
    await app.user.selectOptions(within(dialog).getByLabelText('Gender designation'), 'Male');
    expect(within(dialog).queryByText('This field is required.')).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Room created successfully')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/rooms/')[0]?.body).toEqual({
      property_id: 7,
      number: 12,
      gender_designation: 'male',
    });
  });

  it("shows the server's refusal of a taken number in the form", async () => {
    const sentence = 'A room with this number already exists in this property.';
    const app = openRooms('/rooms', {
      'GET /api/rooms/31/': () => json(200, room101),
      'PUT /api/rooms/31/': () => json(400, { non_field_errors: [sentence] }),
    });
    fireEvent.contextMenu(await screen.findByRole('cell', { name: '101' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Room' });
    expect(await within(dialog).findByText('12 Oak St')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Number')).toHaveValue('101');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(sentence);
  });
});
